import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ruleHref, type PlatformRule } from '@/lib/rules-centre/rules';
import { cell, ConsoleTable } from './console-table';

/** The rules of the rules centre as published, each to its editor and its public page. */
export function RuleList({ rules }: { rules: readonly PlatformRule[] }) {
  return (
    <section className="site-container py-6" aria-labelledby="rules-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '规则中心' }]} />
      <h1 id="rules-title" className="mt-3 text-xl font-semibold text-ink">规则中心</h1>
      <p className="mt-1 text-meta text-ink-muted">发布后公开页面在页面缓存过期后（几分钟内）显示新文本；每次发布记入操作记录。</p>
      <ConsoleTable head={['规则', '适用对象', '版本', '发布日期', '生效日期', '公开页面']} minWidth="min-w-[40rem]" testId="rule-list">
        {rules.map((r) => (
          <tr key={r.code}>
            <td className={cell}>
              <Link href={`/admin/rules/${r.code}`} className="text-primary-active hover:underline">
                {r.title}
              </Link>
            </td>
            <td className={`${cell} whitespace-nowrap`}>{r.audience}</td>
            <td className={`${cell} whitespace-nowrap`}>{r.version}</td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{r.publishedOn}</td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{r.effectiveFrom}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <Link href={ruleHref(r.code)} prefetch={false} className="text-primary-active hover:underline">
                {ruleHref(r.code)}
              </Link>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}
