import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { KIND_LABELS } from '@/components/admin/feedback-queue';
import { RecordFields } from '@/components/admin/record-fields';
import { SimpleTable } from '@/components/admin/simple-table';
import { UserActions } from '@/components/admin/user-actions';
import { statusLabel } from '@/components/admin/user-search';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { FEEDBACK_STATUS_LABELS } from '@/lib/support/types';
import { pageOperator } from '@/lib/server/operators/gate';
import { userFile } from '@/lib/server/support/users';

export const metadata: Metadata = { title: '用户详情', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

const at = (d: Date | null) => (d ? <span className="whitespace-nowrap tabular-nums">{formatDateTime(d, { seconds: true })}</span> : '—');
const sessionState = (s: { expiresAt: Date; revokedAt: Date | null }, now: Date) => (s.revokedAt ? '已结束' : s.expiresAt <= now ? '已过期' : '有效');

// One account for support (docs/features.md, Operator console: Support): identities, sessions, recent
// activity and SMS sends, the ban and the actions. Anyone but support: 404.
export default async function UserPage({ params }: Props) {
  const operator = await pageOperator('support');
  if (!operator) notFound();
  const raw = (await params).id;
  const user = /^\d{1,9}$/.test(raw) ? await userFile(Number(raw)) : null;
  if (!user) notFound();
  const now = new Date();
  return (
    <section className="site-container grid gap-5 py-6" aria-labelledby="user-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '用户', href: '/admin/users' }, { label: user.mobile }]} />
      <h1 id="user-title" className="text-xl font-semibold text-ink">
        {user.userName}
        <span className="ml-3 align-middle text-meta font-normal text-ink-muted" data-testid="account-status">{statusLabel(user.accountStat)}</span>
      </h1>
      <RecordFields
        fields={[
          ['手机号', <span key="m" className="tabular-nums">{user.mobile}</span>],
          ['用户编号', user.id],
          ['注册时间', at(user.createdAt)],
          ...(user.ban ? ([['封禁原因', user.ban.reason], ['封禁时间', at(user.ban.bannedAt)], ['封禁人', user.ban.bannedBy ?? '命令行']] as [string, ReactNode][]) : []),
        ]}
      />
      {user.id !== operator.userId && <UserActions userId={user.id} mobile={user.mobile} banned={user.accountStat === 6} smsLimitEvents={user.smsLimitEvents} />}
      <div className="grid gap-5 lg:grid-cols-2">
        <SimpleTable caption="身份" head={['编号', '名称', '类型', '角色']} empty="无身份" rows={user.identities.map((i) => [i.buId, i.buName, i.buType === 0 ? '个人' : i.buType === 1 ? '企业' : '团队', i.role])} />
        <SimpleTable
          caption="登录会话（最近 20 个）"
          head={['会话', '开始', '到期', '状态']}
          empty="没有登录记录"
          testId="user-sessions"
          rows={user.sessions.map((s) => [s.id, at(s.createdAt), at(s.expiresAt), sessionState(s, now)])}
        />
        <SimpleTable
          caption="最近短信发送"
          head={['用途', '发送时间', '使用时间', '错误次数']}
          empty="没有发送记录"
          rows={user.smsSends.map((s) => [s.purpose, at(s.createdAt), at(s.usedAt), s.attempts])}
        />
        <SimpleTable caption="最近动态（操作记录）" head={['时间', '操作', '操作人']} empty="暂无动态" rows={user.activity.map((a) => [at(a.at), a.action, a.actor])} />
        <SimpleTable
          caption="意见反馈"
          head={['编号', '类型', '内容', '状态']}
          empty="没有提交过反馈"
          rows={user.feedback.map((f) => [
            <Link key="f" href={`/admin/feedback/${f.id}`} className="text-primary-active hover:underline">{f.id}</Link>,
            KIND_LABELS[f.kind] ?? f.kind,
            <span key="c" className="line-clamp-2">{f.content}</span>,
            FEEDBACK_STATUS_LABELS[f.status],
          ])}
        />
      </div>
    </section>
  );
}
