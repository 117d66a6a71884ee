// A custom item (002 §2): a disclosure opening its input under the row. A <details> so it works without
// JavaScript; keyed by the field's selection so it closes once the choice has been applied.
import type { FilterItem } from '@/lib/filter-panel/types';
import { ChevronDownIcon } from '@/components/ui/icons';
import { CityIndex } from './city-index';
import { DateRangeForm } from './date-range-form';
import { PriceRangeForm } from './price-range-form';
import type { FieldScope } from './scope';
import { ITEM, ITEM_IDLE, ITEM_SELECTED, POPUP, SUMMARY } from './styles';

function CustomBody({ item, scope }: { item: FilterItem; scope: FieldScope }) {
  switch (item.custom) {
    case 'date-range':
      return <DateRangeForm scope={scope} />;
    case 'price-range':
      return <PriceRangeForm item={item} scope={scope} />;
    case 'city-index':
      return <CityIndex item={item} scope={scope} />;
    default:
      return null;
  }
}

export function CustomItem({ item, scope }: { item: FilterItem; scope: FieldScope }) {
  return (
    <details key={(scope.state[scope.field.fieldName] ?? []).join('|')} className="group/custom" data-kind={item.custom}>
      <summary data-testid="filter-item" data-key={item.key} className={`${SUMMARY} ${ITEM} ${item.selected ? ITEM_SELECTED : ITEM_IDLE}`}>
        {item.label}
        {item.selected && <span className="sr-only">（已选）</span>}
        <ChevronDownIcon className="size-3.5 transition-transform group-open/custom:rotate-180" />
      </summary>
      <div className={POPUP}>
        <CustomBody item={item} scope={scope} />
      </div>
    </details>
  );
}
