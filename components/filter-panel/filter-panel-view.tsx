'use client';

// The filter panel's markup (002 §2) from its data: rows of choices, then the selected conditions.
import type { PanelModel } from '@/lib/filter-panel/model';
import { ChevronDownIcon } from '@/components/ui/icons';
import { FilterRow } from './filter-row';
import { SelectedConditions } from './selected-conditions';
import { SUMMARY } from './styles';

export function FilterPanelView({ model }: { model: PanelModel }) {
  return (
    <section data-testid="filter-panel" aria-label={model.title} className="rounded-card border border-line bg-white shadow-card">
      <details open={model.expanded} className="group/panel">
        <summary className={`${SUMMARY} flex items-center justify-between gap-4 px-4 py-2.5`}>
          <h2 className="text-[15px] font-semibold text-ink">{model.title}</h2>
          <span className="inline-flex items-center gap-0.5 text-meta text-ink-muted hover:text-primary-active">
            <span className="group-open/panel:hidden">展开筛选</span>
            <span className="hidden group-open/panel:inline">收起筛选</span>
            <ChevronDownIcon className="size-3.5 transition-transform group-open/panel:rotate-180" />
          </span>
        </summary>
        <div className="border-t border-line px-4">
          {model.rows.map((row) => (
            <FilterRow key={row.name} row={row} />
          ))}
        </div>
      </details>
      {model.conditions && <SelectedConditions {...model.conditions} />}
    </section>
  );
}
