// The price-range custom item (002 §2, §5, §9): the item's children are presets in a 4-column grid
// (two on phones), then the min/max inputs; the page stores 'price:min~max'.
import { CUSTOM_KEY_PREFIX } from '@/lib/filter-panel/custom-keys';
import { customInputNames } from '@/lib/filter-panel/custom-input';
import { parsePriceKey } from '@/lib/filter-panel/price-input';
import type { FilterItem } from '@/lib/filter-panel/types';
import { CustomForm, currentCustomKey } from './custom-form';
import { FilterLink } from './filter-link';
import { PriceInputs } from './price-inputs';
import { itemHref, type FieldScope } from './scope';

export function PriceRangeForm({ item, scope }: { item: FilterItem; scope: FieldScope }) {
  const presets = item.children ?? [];
  const key = currentCustomKey(scope, CUSTOM_KEY_PREFIX['price-range']);
  // A chosen preset is shown as selected in the grid; only a typed range refills the inputs.
  const typed = key && !presets.some((p) => p.key === key) ? parsePriceKey(key) : null;
  return (
    <div className="space-y-3">
      {presets.length > 0 && (
        <ul aria-label={`${scope.field.label}：常用区间`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {presets.map((preset) => (
            <li key={preset.key}>
              <FilterLink item={preset} href={itemHref(scope, preset.key)} className="w-full justify-center border border-line" />
            </li>
          ))}
        </ul>
      )}
      <CustomForm scope={scope} label={`${scope.field.label}：自定义价格`}>
        {/* Keyed by the value so the inputs refill after the page changes it. */}
        <PriceInputs key={key ?? ''} names={customInputNames(scope.field.fieldName)} min={typed?.min ?? ''} max={typed?.max ?? ''} />
      </CustomForm>
    </div>
  );
}
