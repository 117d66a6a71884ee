// The price-range custom item (002 §2, §5, §9): the item's presets in a 4-column grid (two on phones),
// then the min/max inputs; the page stores 'price:min~max'.
import { choiceHref, type CustomModel } from '@/lib/filter-panel/model';
import { CustomForm } from './custom-form';
import { FilterLink } from './filter-link';
import { PriceInputs } from './price-inputs';

export function PriceRangeForm({ custom, fieldLabel }: { custom: Extract<CustomModel, { kind: 'price-range' }>; fieldLabel: string }) {
  const { presets, form, typed, value, unit } = custom;
  return (
    <div className="space-y-3">
      {presets.choices.length > 0 && (
        <ul aria-label={`${fieldLabel}：常用区间`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {presets.choices.map((preset) => (
            <li key={preset[0]}>
              <FilterLink
                choice={preset}
                selected={presets.selected.includes(preset[0])}
                href={choiceHref(presets.links, preset[0])}
                className="w-full justify-center border border-line"
              />
            </li>
          ))}
        </ul>
      )}
      <CustomForm form={form} label={`${fieldLabel}：自定义价格`}>
        {/* Keyed by the value so the inputs refill after the page changes it. */}
        <PriceInputs key={value} names={form.names} min={typed?.min ?? ''} max={typed?.max ?? ''} unit={unit} />
      </CustomForm>
    </div>
  );
}
