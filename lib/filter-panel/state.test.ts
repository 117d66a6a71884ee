import { describe, expect, it } from 'vitest';
import { clearAll, deselectItem, foldItems, isSelected, resetField, selectItem, withSelection } from './state';
import type { FilterField, FilterItem } from './types';

const single: FilterField = {
  fieldName: 'city',
  label: '城市',
  default: 'all',
  items: [
    { key: 'all', label: '全部' },
    { key: 'bj', label: '北京' },
    { key: 'sh', label: '上海' },
    { key: 'more', label: '更多城市', custom: 'city-index', children: [{ key: 'C', label: 'C', children: [{ key: 'city:500100', label: '重庆' }] }] },
  ],
};
const multi: FilterField = {
  fieldName: 'trade',
  label: '服务行业',
  default: 'all',
  multiple: true,
  items: [
    { key: 'edu', label: '教育', children: [{ key: 'edu-k12', label: '基础教育' }, { key: 'edu-uni', label: '高等教育' }] },
    { key: 'fin', label: '金融' },
  ],
};
const tree: FilterField = { ...multi, fieldName: 'cat', multiple: false };

describe('selectItem (002 §4)', () => {
  it('replaces the selection of a single-select field', () => {
    const s1 = selectItem({}, single, 'bj');
    expect(s1).toEqual({ city: ['bj'] });
    expect(selectItem(s1, single, 'sh')).toEqual({ city: ['sh'] });
  });

  it('toggles in a multi-select field and returns to the default when nothing remains', () => {
    const s = selectItem(selectItem({}, multi, 'edu'), multi, 'fin');
    expect(s).toEqual({ trade: ['edu', 'fin'] });
    expect(selectItem(selectItem(s, multi, 'edu'), multi, 'fin')).toEqual({});
  });

  it('clears the field when its default is chosen and leaves other fields alone', () => {
    const s = { city: ['bj'], trade: ['edu', 'fin'] };
    expect(selectItem(s, multi, 'all')).toEqual({ city: ['bj'] });
  });

  it('lets a custom key replace any selection of the field, and a fixed choice end a custom one', () => {
    const s = selectItem({ trade: ['edu', 'fin'] }, multi, 'range:2025-01-01~2025-02-01');
    expect(s).toEqual({ trade: ['range:2025-01-01~2025-02-01'] });
    expect(selectItem(s, multi, 'fin')).toEqual({ trade: ['fin'] });
    expect(selectItem({ city: ['bj'] }, single, 'city:500100')).toEqual({ city: ['city:500100'] });
    expect(selectItem({ city: ['price:1~2'] }, single, 'price:3~4')).toEqual({ city: ['price:3~4'] });
  });

  it('selects a child with its parent, one child per parent', () => {
    expect(selectItem({}, tree, 'edu-k12')).toEqual({ cat: ['edu', 'edu-k12'] });
    expect(selectItem({ cat: ['edu', 'edu-k12'] }, tree, 'edu-uni')).toEqual({ cat: ['edu', 'edu-uni'] });
    expect(selectItem({ trade: ['fin', 'edu', 'edu-k12'] }, multi, 'edu-uni')).toEqual({ trade: ['fin', 'edu', 'edu-uni'] });
    expect(selectItem({ trade: ['fin'] }, multi, 'edu-uni')).toEqual({ trade: ['fin', 'edu', 'edu-uni'] });
  });

  it('drops the children with their parent', () => {
    expect(selectItem({ cat: ['edu', 'edu-k12'] }, tree, 'fin')).toEqual({ cat: ['fin'] });
    expect(selectItem({ cat: ['edu', 'edu-k12'] }, tree, 'edu')).toEqual({ cat: ['edu'] });
    expect(selectItem({ trade: ['edu', 'edu-k12', 'fin'] }, multi, 'edu')).toEqual({ trade: ['fin'] });
  });

  it('treats choices inside a custom item as choices of the field', () => {
    const priced: FilterField = {
      fieldName: 'price',
      label: '价格',
      items: [{ key: 'p', label: '价格区间', custom: 'price-range', children: [{ key: 'negotiable', label: '面议' }] }],
    };
    expect(selectItem({}, priced, 'negotiable')).toEqual({ price: ['negotiable'] });
  });

  it('does not change its input', () => {
    const s = { trade: ['edu'] };
    selectItem(s, multi, 'fin');
    expect(s).toEqual({ trade: ['edu'] });
  });
});

describe('deselectItem, resetField, clearAll', () => {
  it('removes one key, a parent with its children, and empties to the default', () => {
    expect(deselectItem({ trade: ['edu', 'edu-k12', 'fin'] }, multi, 'edu')).toEqual({ trade: ['fin'] });
    expect(deselectItem({ cat: ['edu', 'edu-k12'] }, tree, 'edu-k12')).toEqual({ cat: ['edu'] });
    expect(deselectItem({ city: ['bj'], cat: ['fin'] }, single, 'bj')).toEqual({ cat: ['fin'] });
  });

  it('resets a field and clears everything', () => {
    expect(resetField({ city: ['bj'], cat: ['fin'] }, 'city')).toEqual({ cat: ['fin'] });
    expect(clearAll()).toEqual({});
  });
});

describe('isSelected', () => {
  it('counts the default as selected only when the field is empty', () => {
    expect(isSelected({}, single, 'all')).toBe(true);
    expect(isSelected({ city: [] }, single, 'all')).toBe(true);
    expect(isSelected({ city: ['bj'] }, single, 'all')).toBe(false);
    expect(isSelected({ city: ['bj'] }, single, 'bj')).toBe(true);
    expect(isSelected({ city: ['bj'] }, single, 'sh')).toBe(false);
  });
});

describe('withSelection', () => {
  const flags = (items: FilterItem[]) => Object.fromEntries(items.map((i) => [i.key, i.selected]));

  it('marks the default when nothing is selected, else the chosen items and children', () => {
    const [f] = withSelection([single], {});
    expect(flags(f!.items)).toEqual({ all: true, bj: false, sh: false, more: false });
    const [t] = withSelection([tree], { cat: ['edu', 'edu-uni'] });
    expect(flags(t!.items)).toEqual({ all: false, edu: true, fin: false });
    expect(flags(t!.items[1]!.children!)).toEqual({ 'edu-k12': false, 'edu-uni': true });
  });

  it('adds a 全部 item first when the default is not among the items', () => {
    const [t] = withSelection([tree], {});
    expect(t!.items[0]).toMatchObject({ key: 'all', label: '全部', selected: true });
    const [none] = withSelection([{ ...tree, default: undefined }], {});
    expect(none!.items.map((i) => i.key)).toEqual(['edu', 'fin']);
  });

  it('marks a custom item while its kind of value or one of its choices is selected', () => {
    expect(withSelection([single], { city: ['city:440100'] })[0]!.items[3]!.selected).toBe(true);
    const chosen = withSelection([single], { city: ['city:500100'] })[0]!.items[3]!;
    expect(chosen.selected).toBe(true);
    expect(chosen.children![0]!.children![0]!.selected).toBe(true);
    const fixed = withSelection([{ ...single, items: [...single.items, { key: 'x', label: 'x', custom: 'city-index', children: [{ key: 'bj', label: '北京' }] }] }], { city: ['bj'] })[0]!;
    expect(fixed.items[4]!.selected).toBe(false); // the top-level 北京 carries the mark
    expect(fixed.items[1]!.selected).toBe(true);
  });
});

describe('foldItems', () => {
  it('keeps the first N and folds the rest', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ key: String(i), label: String(i) }));
    const folded = foldItems(items, 8);
    expect(folded.filter((i) => !i.hide)).toHaveLength(8);
    expect(folded.slice(8).every((i) => i.hide)).toBe(true);
    expect(foldItems(items.slice(0, 3), 5).some((i) => i.hide)).toBe(false);
  });
});
