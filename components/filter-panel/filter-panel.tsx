// The reusable filter panel of 002 §2, rendered on the server: every choice is a link built by the
// page's hrefFor, every disclosure a <details>, so it works without JavaScript. hrefFor never reaches
// a client component; the only client part (the price inputs) receives plain strings.
import { withSelection } from '@/lib/filter-panel/state';
import type { FilterField, FilterState } from '@/lib/filter-panel/types';
import { ChevronDownIcon } from '@/components/ui/icons';
import { FilterRow } from './filter-row';
import type { HrefFor } from './scope';
import { SelectedConditions } from './selected-conditions';
import { SUMMARY } from './styles';

export interface FilterPanelProps {
  fields: FilterField[];
  state: FilterState;
  /** The page's URL for a filter state (a server function; it should reset the page number). */
  hrefFor: HrefFor;
  title?: string;
  /** Whether the panel starts expanded (000 §4: expanded or collapsed); default true. */
  defaultExpanded?: boolean;
  /** Extra hidden inputs for the custom inputs' GET forms; the page's state as hrefFor writes it is
   *  already carried, these are added (and win on equal names). */
  hiddenInputs?: Record<string, string>;
}

export function FilterPanel({ fields, state, hrefFor, title = '筛选条件', defaultExpanded = true, hiddenInputs }: FilterPanelProps) {
  return (
    <section data-testid="filter-panel" aria-label={title} className="rounded-card border border-line bg-white shadow-card">
      <details open={defaultExpanded} className="group/panel">
        <summary className={`${SUMMARY} flex items-center justify-between gap-4 px-4 py-2.5`}>
          <h2 className="text-[15px] font-semibold text-ink">{title}</h2>
          <span className="inline-flex items-center gap-0.5 text-meta text-ink-muted hover:text-primary-active">
            <span className="group-open/panel:hidden">展开筛选</span>
            <span className="hidden group-open/panel:inline">收起筛选</span>
            <ChevronDownIcon className="size-3.5 transition-transform group-open/panel:rotate-180" />
          </span>
        </summary>
        <div className="border-t border-line px-4">
          {withSelection(fields, state).map((field) => (
            <FilterRow key={field.fieldName} scope={{ field, state, hrefFor, hiddenInputs }} />
          ))}
        </div>
      </details>
      <SelectedConditions fields={fields} state={state} hrefFor={hrefFor} />
    </section>
  );
}
