// Filter selection rules of 002 §4: pure, so the server builds every link's next state from them.
import { CUSTOM_KEY_PREFIX, isCustomKey } from './custom-keys';
import type { FilterField, FilterItem, FilterState } from './types';

/** The label of the "no restriction" item when the field's items do not include it. */
export const DEFAULT_LABEL = '全部';

type FieldRule = Pick<FilterField, 'fieldName' | 'default' | 'items' | 'multiple'>;

function withKeys(state: FilterState, fieldName: string, keys: string[]): FilterState {
  const next = { ...state };
  // An empty field is its default: absent, so URLs stay short and equal states compare equal.
  if (keys.length === 0) delete next[fieldName];
  else next[fieldName] = keys;
  return next;
}

/** The fixed item whose children hold `key`. Choices inside a custom item (price presets, cities of the
 *  index) are not a second level: they select the field itself. */
function fixedParentOf(items: FilterItem[], key: string): FilterItem | undefined {
  return items.find((item) => !item.custom && item.children?.some((child) => child.key === key));
}

function childKeys(items: FilterItem[], key: string): string[] {
  return items.find((item) => item.key === key && !item.custom)?.children?.map((child) => child.key) ?? [];
}

/** The state after choosing `key` in `field` (002 §4). */
export function selectItem(state: FilterState, field: FieldRule, key: string): FilterState {
  const { fieldName, items } = field;
  if (key === field.default) return withKeys(state, fieldName, []);
  if (isCustomKey(key)) return withKeys(state, fieldName, [key]);

  // A fixed choice ends any custom value of the field.
  const fixed = (state[fieldName] ?? []).filter((k) => !isCustomKey(k));
  const parent = fixedParentOf(items, key);
  if (parent) {
    // The second level is single-select under its parent; the parent becomes (or stays) selected.
    const siblings = new Set(parent.children?.map((child) => child.key));
    const kept = field.multiple ? fixed.filter((k) => !siblings.has(k)) : fixed.filter((k) => k === parent.key);
    return withKeys(state, fieldName, kept.includes(parent.key) ? [...kept, key] : [...kept, parent.key, key]);
  }
  if (!field.multiple) return withKeys(state, fieldName, [key]);
  if (!fixed.includes(key)) return withKeys(state, fieldName, [...fixed, key]);
  const gone = new Set([key, ...childKeys(items, key)]);
  return withKeys(state, fieldName, fixed.filter((k) => !gone.has(k)));
}

/** The state without `key` (and, for a parent, without its children; for the child of a group, without
 *  the group): the × of a selected condition. */
export function deselectItem(state: FilterState, field: FieldRule, key: string): FilterState {
  const group = fixedParentOf(field.items, key);
  const gone = new Set([key, ...childKeys(field.items, key), ...(group?.group ? [group.key] : [])]);
  return withKeys(state, field.fieldName, (state[field.fieldName] ?? []).filter((k) => !gone.has(k)));
}

/** The state with the whole field back at its default. */
export function resetField(state: FilterState, fieldName: string): FilterState {
  return withKeys(state, fieldName, []);
}

export function isSelected(state: FilterState, field: Pick<FilterField, 'fieldName' | 'default'>, key: string): boolean {
  const keys = state[field.fieldName] ?? [];
  return key === field.default ? keys.length === 0 : keys.includes(key);
}

function descendantKeys(item: FilterItem): string[] {
  return (item.children ?? []).flatMap((child) => [child.key, ...descendantKeys(child)]);
}

/** Fields with `selected` set on every item, the default item selected when nothing is, and a 全部 item
 *  added first when the field names a default its items do not hold. */
export function withSelection(fields: FilterField[], state: FilterState): FilterField[] {
  return fields.map((field) => {
    const keys = state[field.fieldName] ?? [];
    const topKeys = new Set(field.items.filter((item) => !item.custom).map((item) => item.key));
    const mark = (item: FilterItem): FilterItem => {
      let selected: boolean;
      if (item.custom) {
        // A custom item is on while the field holds its kind of value or one of its own choices; a
        // choice that is also a top-level item marks that item instead.
        const own = new Set(descendantKeys(item));
        const prefix = CUSTOM_KEY_PREFIX[item.custom];
        selected = keys.some((k) => !topKeys.has(k) && (k.startsWith(prefix) || own.has(k)));
      } else {
        selected = isSelected(state, field, item.key);
      }
      return { ...item, selected, children: item.children?.map(mark) };
    };
    const items =
      field.default === undefined || field.items.some((item) => item.key === field.default)
        ? field.items
        : [{ key: field.default, label: DEFAULT_LABEL }, ...field.items];
    return { ...field, items: items.map(mark) };
  });
}

/** The first `visible` items shown, the rest folded under 更多 (000 §9, 001 §2). */
export function foldItems(items: FilterItem[], visible: number): FilterItem[] {
  return items.map((item, index) => (index < visible ? item : { ...item, hide: true }));
}

export function clearAll(): FilterState {
  return {};
}
