// A custom item (002 §2): a disclosure opening its input under the row. A <details> so it works without
// JavaScript; the row keys it by the field's selection so it closes once the choice has been applied.
import type { CustomModel } from '@/lib/filter-panel/model';
import { ChevronDownIcon } from '@/components/ui/icons';
import { CityIndexTabs } from './city-index-tabs';
import { DateRangeForm } from './date-range-form';
import { PriceRangeForm } from './price-range-form';
import { ITEM, ITEM_SELECTED, POPUP, SUMMARY } from './styles';

function CustomBody({ custom, fieldLabel }: { custom: CustomModel; fieldLabel: string }) {
  switch (custom.kind) {
    case 'date-range':
      return <DateRangeForm custom={custom} fieldLabel={fieldLabel} />;
    case 'price-range':
      return <PriceRangeForm custom={custom} fieldLabel={fieldLabel} />;
    case 'city-index':
      return custom.tabs.length === 0 ? <p className="text-ink-muted">暂无城市</p> : <CityIndexTabs custom={custom} />;
  }
}

export function CustomItem({ custom, fieldLabel }: { custom: CustomModel; fieldLabel: string }) {
  return (
    <details className="group/custom" data-kind={custom.kind}>
      <summary data-key={custom.key} className={`${SUMMARY} ${ITEM} ${custom.selected ? ITEM_SELECTED : ''}`}>
        {custom.label}
        {custom.selected && <span className="sr-only">（已选）</span>}
        <ChevronDownIcon className="size-3.5 transition-transform group-open/custom:rotate-180" />
      </summary>
      <div className={POPUP}>
        <CustomBody custom={custom} fieldLabel={fieldLabel} />
      </div>
    </details>
  );
}
