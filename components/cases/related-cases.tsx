import { Tag } from '@/components/ui/tag';
import { formatPeriod } from '@/lib/cases/period';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import { caseDetailHref } from '@/lib/cases/detail-href';

/** 相关案例: other cases of the same parent industry. */
export function RelatedCases({ items }: { items: IndustryCaseInfo[] }) {
  return (
    <section aria-labelledby="related-title" className="rounded-card border border-line bg-white">
      <h2 id="related-title" className="border-b border-line px-4 py-3 font-semibold">
        相关案例
      </h2>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-center text-meta text-ink-faint">暂无相关案例</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="related-cases">
          {items.map((c) => (
            <li key={c.caseUuid} className="px-4 py-3">
              <a href={caseDetailHref(c.caseUuid, c.source)} className="line-clamp-2 leading-snug hover:text-primary-active">
                {c.caseTitle}
              </a>
              <p className="mt-1.5 flex min-w-0 items-center gap-2 text-meta text-ink-faint">
                <Tag tone={c.source === 1 ? 'primary' : 'success'}>{c.source === 1 ? '政务' : '企业'}</Tag>
                <span className="truncate">{c.indName}</span>
                <span className="ml-auto shrink-0">{formatPeriod(c.period)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
