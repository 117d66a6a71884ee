import { Tag } from '@/components/ui/tag';
import { cutDescription, priceText, solutionHref } from '@/lib/solutions/display';
import type { SupplierSolution } from '@/lib/suppliers/types';

/** The supplier's solutions (001 §3): each opens its detail in a new window (001 §2), price or 面议. */
export function SupplierSolutionCards({ items }: { items: SupplierSolution[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="supplier-solutions">
      {items.map((s) => (
        <li key={s.originIdSec} className="min-w-0">
          <a
            href={solutionHref(s)}
            target="_blank"
            rel="noopener"
            className="group flex h-full flex-col rounded-card border border-line p-4 transition hover:border-primary hover:shadow-card"
          >
            <h3 className="font-medium leading-snug group-hover:text-primary-active">
              {s.serviceName}
              {s.originTag === 2 && (
                <span className="ml-2 rounded bg-price-soft px-1.5 py-px align-middle text-meta font-normal text-price">平台优选</span>
              )}
            </h3>
            <p className="mt-2 flex flex-wrap gap-1.5">
              <Tag tone="primary">{s.firstCategoryName}</Tag>
              <Tag tone="info">{s.secondCategoryName}</Tag>
            </p>
            <p className="mt-2 text-meta text-ink-muted">{cutDescription(s.serviceDesc)}</p>
            <p className="mt-auto pt-2 text-right font-semibold text-price">
              {priceText(s.servicePrice)}
            </p>
          </a>
        </li>
      ))}
    </ul>
  );
}
