import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { activityHref, signUpExportHref } from '@/lib/activities/links';
import { SIGN_UP_HEADERS, signUpTable, type ConsoleSignUp } from '@/lib/activities/sign-up-export';

const cell = 'border-b border-line px-3 py-2';
const exportLink = 'inline-flex h-9 items-center rounded-card border border-primary px-4 text-meta font-medium text-primary-active hover:bg-primary-soft';

/** An activity's sign-ups as the export has them, with the CSV and Excel downloads (each one audited). */
export function ActivitySignUps({ id, title, list }: { id: number; title: string; list: ConsoleSignUp[] }) {
  const rows = signUpTable(list).slice(1);
  return (
    <section className="site-container py-6" aria-labelledby="sign-ups-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '活动管理', href: '/admin/activities' }, { label: title, href: `/admin/activities/${id}` }, { label: '报名名单' }]} />
      <h1 id="sign-ups-title" className="mt-3 text-xl font-semibold text-ink">
        报名名单 <span className="text-meta font-normal text-ink-muted">共 {list.length} 条</span>
      </h1>
      <p className="mt-1 text-meta text-ink-muted">名单含个人信息，仅用于活动组织；每次导出都记入操作记录。</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={signUpExportHref(id, 'csv')} download className={exportLink}>
          导出 CSV
        </a>
        <a href={signUpExportHref(id, 'xlsx')} download className={exportLink}>
          导出 Excel
        </a>
        <Link href={activityHref(id)} prefetch={false} className="inline-flex h-9 items-center text-meta text-primary-active hover:underline">
          查看活动页
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="mt-6 text-ink-faint">暂无报名</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[56rem] border-collapse rounded-card bg-white text-left shadow-card" data-testid="sign-up-list">
            <thead className="text-ink-muted">
              <tr>
                {SIGN_UP_HEADERS.map((h) => (
                  <th key={h} scope="col" className={`${cell} whitespace-nowrap font-normal`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((value, i) => (
                    <td key={i} className={`${cell} ${i === 2 ? '' : 'whitespace-nowrap'} tabular-nums`}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
