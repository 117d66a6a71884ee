import { EmptyLine } from '@/components/detail/detail-section';
import { Tag } from '@/components/ui/tag';
import type { SupplierCard } from '@/lib/suppliers/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { SupplierLogo } from './supplier-logo';

const MAX_COMPETENCES = 3;

/** 推荐供应商 of a bid: logo, name, core competences and case count, each card opening the supplier. */
export function RecommendedSuppliers({ items }: { items: SupplierCard[] }) {
  return (
    <section aria-labelledby="recommend-title" className="rounded-card border border-line bg-white">
      <h2 id="recommend-title" className="border-b border-line px-4 py-3 font-semibold">
        推荐供应商
      </h2>
      {items.length === 0 ? (
        <EmptyLine>暂无推荐供应商</EmptyLine>
      ) : (
        <ul className="divide-y divide-line" data-testid="recommended-suppliers">
          {items.map((s) => (
            <li key={s.compId}>
              <a href={supplierDetailHref(s.compId)} className="group flex gap-3 px-4 py-3 hover:bg-primary-soft/40">
                <SupplierLogo compName={s.compName} cityName={s.cityName} logo={s.logo} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-medium leading-snug group-hover:text-primary-active">{s.compName}</p>
                  <p className="mt-1.5 flex flex-wrap gap-1">
                    {s.coreCompetence.slice(0, MAX_COMPETENCES).map((c) => (
                      <Tag key={c} tone="success">
                        {c}
                      </Tag>
                    ))}
                  </p>
                  <p className="mt-1.5 text-meta text-ink-faint">
                    {s.cityName} · 交付案例 <span className="tabular-nums text-ink-muted">{s.caseCount}</span>
                  </p>
                </div>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
