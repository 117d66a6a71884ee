// The GET forms of the custom inputs (002 §2) work without JavaScript: the form resubmits the page's
// other state as hidden inputs plus two values, which the page folds back into its filter state.
import { dateRangeKey } from './date-range';
import { priceKey } from './price-input';
import { selectItem } from './state';
import type { FilterField, FilterState } from './types';

export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

/** The names of a field's two custom inputs in the submitted query. */
export function customInputNames(fieldName: string): { from: string; to: string } {
  return { from: `${fieldName}.from`, to: `${fieldName}.to` };
}

function read(params: SearchParamsLike, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The kind of value a field's form submits: only date and price ranges are typed in. */
function inputKind(field: FilterField): 'date-range' | 'price-range' | undefined {
  const custom = field.items.find((item) => item.custom === 'date-range' || item.custom === 'price-range')?.custom;
  return custom === 'date-range' || custom === 'price-range' ? custom : undefined;
}

/** `state` with every submitted custom input applied as its 'range:'/'price:' key; invalid or empty
 *  input leaves the field as it was. Call it on the page after reading the state from the URL. */
export function applyCustomInputs(fields: FilterField[], state: FilterState, params: SearchParamsLike): FilterState {
  return fields.reduce((acc, field) => {
    const kind = inputKind(field);
    if (!kind) return acc;
    const names = customInputNames(field.fieldName);
    const [from, to] = [read(params, names.from) ?? '', read(params, names.to) ?? ''];
    const key = kind === 'date-range' ? dateRangeKey(from, to) : priceKey(from, to);
    return key ? selectItem(acc, field, key) : acc;
  }, state);
}

/** A link split into a GET form's action (undefined: the current address) and hidden inputs. */
export function formTarget(href: string): { action: string | undefined; inputs: [string, string][] } {
  const [beforeHash = ''] = href.split('#');
  const [path = '', query = ''] = beforeHash.split(/\?(.*)/s);
  return { action: path || undefined, inputs: [...new URLSearchParams(query)] };
}
