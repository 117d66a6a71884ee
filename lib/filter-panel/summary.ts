// The 已选条件 row: one entry per selected key, labelled as the panel shows it.
import { dateRangeLabel, parseDateRange } from './date-range';
import { parsePriceKey, priceLabel } from './price-input';
import type { FilterField, FilterItem, FilterState } from './types';

export interface SelectedCondition {
  field: FilterField;
  key: string;
  label: string;
}

function findLabel(items: FilterItem[], key: string): string | undefined {
  for (const item of items) {
    if (item.key === key && !item.custom) return item.label;
    const inChildren = item.children && findLabel(item.children, key);
    if (inChildren) return inChildren;
  }
  return undefined;
}

function labelOf(field: FilterField, key: string): string {
  const found = findLabel(field.items, key);
  if (found) return found;
  const range = parseDateRange(key);
  if (range) return dateRangeLabel(range);
  const price = parsePriceKey(key);
  return price ? priceLabel(price, field.items.find((item) => item.custom === 'price-range')?.unit) : key;
}

/** Selected conditions in field order; defaults and groups (their chosen child stands for them) are not conditions. */
export function selectedConditions(fields: FilterField[], state: FilterState): SelectedCondition[] {
  return fields.flatMap((field) =>
    (state[field.fieldName] ?? [])
      .filter((key) => key !== field.default && !field.items.some((item) => item.key === key && item.group))
      .map((key) => ({ field, key, label: labelOf(field, key) })),
  );
}
