import { Tag } from '@/components/ui/tag';
import { formatPeriod } from '@/lib/cases/period';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { formatDate } from '@/lib/format/date';

/** The supplier's cases as cards opening the case detail. */
export function SupplierCaseCards({ items }: { items: IndustryCaseInfo[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="supplier-cases">
      {items.map((c) => (
        <li key={c.caseUuid} className="min-w-0">
          <a
            href={caseDetailHref(c.caseUuid, c.source)}
            className="group flex h-full flex-col rounded-card border border-line p-4 transition hover:border-primary hover:shadow-card"
          >
            <h3 className="line-clamp-2 font-medium leading-snug group-hover:text-primary-active">{c.caseTitle}</h3>
            <p className="mt-2 flex flex-wrap gap-1.5">
              <Tag tone={c.source === 1 ? 'primary' : 'success'}>{c.source === 1 ? '政务数字化' : '企业数字化'}</Tag>
              <Tag tone="info">{c.parentIndName}</Tag>
              <Tag tone="info">{c.indName}</Tag>
            </p>
            <p className="mt-2 line-clamp-2 text-meta text-ink-muted">{c.caseDesc}</p>
            <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-meta text-ink-faint">
              <span className="min-w-0 truncate">服务客户：{c.serviceCustom}</span>
              <span>周期 {formatPeriod(c.period)}</span>
              <time dateTime={c.publishTime} className="tabular-nums">
                {formatDate(c.publishTime)}
              </time>
            </p>
          </a>
        </li>
      ))}
    </ul>
  );
}
