// On a phone the filter panel would take more than a screen before the first result (docs/features.md, On a phone): below
// md it folds into a 筛选 button that opens it as a bottom sheet. A checkbox and its labels do the
// opening and closing, so the sheet works without JavaScript and the panel is rendered once.
import type { ReactNode } from 'react';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';

export interface PhoneFilterSheetProps {
  id: string;
  /** How many values are chosen, shown on the button. */
  selected: number;
  /** Changes with the chosen filters: the sheet closes once a choice has loaded its results. */
  stateKey: string;
  children: ReactNode;
}

export function PhoneFilterSheet({ id, selected, stateKey, children }: PhoneFilterSheetProps) {
  return (
    <div>
      <input key={stateKey} id={id} type="checkbox" autoComplete="off" className="peer sr-only md:hidden" aria-label="筛选" />
      <label
        htmlFor={id}
        data-testid="filter-sheet-open"
        className="flex cursor-pointer items-center justify-between rounded-card border border-line bg-white px-4 py-2.5 shadow-card peer-focus-visible:ring-2 peer-focus-visible:ring-primary md:hidden"
      >
        <span className="text-[15px] font-semibold text-ink">筛选</span>
        <span className="inline-flex items-center gap-1 text-meta text-ink-muted">
          {selected > 0 ? <span className="text-primary-active">已选 {selected} 项</span> : '全部条件'}
          <ChevronDownIcon className="size-3.5" />
        </span>
      </label>
      {/* The backdrop closes the sheet like its 完成 button. */}
      <label htmlFor={id} aria-hidden className="fixed inset-0 z-40 hidden bg-black/40 max-md:peer-checked:block" />
      <div
        data-testid="filter-sheet"
        className="filter-sheet"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-white px-4 py-3 md:hidden">
          <span className="text-[15px] font-semibold">筛选</span>
          <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-1 text-meta text-primary-active">
            完成
            <CloseIcon className="size-3.5" />
          </label>
        </div>
        {children}
      </div>
    </div>
  );
}
