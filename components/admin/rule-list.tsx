import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ruleHref, type PlatformRule } from '@/lib/rules-centre/rules';

const cell = 'border-b border-line px-3 py-2';

/** The rules of the rules centre as published, each to its editor and its public page. */
export function RuleList({ rules }: { rules: readonly PlatformRule[] }) {
  return (
    <section className="site-container py-6" aria-labelledby="rules-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '规则中心' }]} />
      <h1 id="rules-title" className="mt-3 text-xl font-semibold text-ink">规则中心</h1>
      <p className="mt-1 text-meta text-ink-muted">发布后公开页面在页面缓存过期后（几分钟内）显示新文本；每次发布记入操作记录。</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse rounded-card bg-white text-left shadow-card" data-testid="rule-list">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className={`${cell} font-normal`}>规则</th>
              <th scope="col" className={`${cell} font-normal`}>适用对象</th>
              <th scope="col" className={`${cell} font-normal`}>版本</th>
              <th scope="col" className={`${cell} font-normal`}>发布日期</th>
              <th scope="col" className={`${cell} font-normal`}>生效日期</th>
              <th scope="col" className={`${cell} font-normal`}>公开页面</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
    </section>
  );
}
