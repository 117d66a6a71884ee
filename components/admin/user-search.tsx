import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ACCOUNT_STATUS, type AccountStatus } from '@/lib/accounts/status';
import { formatDateTime } from '@/lib/format/date';
import { SimpleTable } from './simple-table';

export interface UserSearchLine {
  id: number;
  mobile: string;
  userName: string;
  accountStat: number;
  createdAt: Date;
  companies: string[];
}

export const statusLabel = (n: number) => ACCOUNT_STATUS[n as AccountStatus] ?? String(n);

/** Support's user search: by phone, name or company, up to 50 accounts, newest first. */
export function UserSearch({ q, lines }: { q: string; lines: UserSearchLine[] | null }) {
  return (
    <section className="site-container grid gap-4 py-6" aria-labelledby="users-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '用户' }]} />
      <h1 id="users-title" className="text-xl font-semibold text-ink">用户</h1>
      <form action="/admin/users" method="get" role="search" className="flex flex-wrap gap-2">
        <label htmlFor="user-q" className="sr-only">手机号、姓名或企业名称</label>
        <input id="user-q" name="q" defaultValue={q} maxLength={50} placeholder="手机号、姓名或企业名称" className="h-9 min-w-0 flex-1 rounded-card border border-line-strong px-3 sm:max-w-md" />
        <button type="submit" className="h-9 rounded-card bg-primary-active px-4 text-meta font-medium text-white hover:bg-primary">搜索</button>
      </form>
      {lines && (
        <SimpleTable
          caption={`搜索结果（${lines.length}）`}
          head={['手机号', '姓名', '企业', '状态', '注册时间']}
          empty="没有找到用户"
          testId="user-results"
          rows={lines.map((u) => [
            <Link key="m" href={`/admin/users/${u.id}`} className="tabular-nums text-primary-active hover:underline">{u.mobile}</Link>,
            u.userName,
            u.companies.join('、') || '—',
            statusLabel(u.accountStat),
            <span key="t" className="whitespace-nowrap tabular-nums">{formatDateTime(u.createdAt)}</span>,
          ])}
        />
      )}
    </section>
  );
}
