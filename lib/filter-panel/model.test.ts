import { describe, expect, it } from 'vitest';
import { searchFilterFields } from '@/lib/search/filter-fields';
import { parseSearchParams, searchHref, withFilter } from '@/lib/search/url';
import { choiceHref, foldedEntries, foldRuns, isChoice, panelModel, unfoldRuns, type CustomModel, type EntryList, type LinkSet } from './model';
import { deselectItem, selectItem } from './state';
import type { FilterField, FilterState } from './types';

// The search page's own URL builder and fields: the model must give back exactly its links.
const page = parseSearchParams({ searchName: '医疗 系统', tabIndex: '1' });
const hrefFor = (filter: FilterState) => searchHref(withFilter(page, filter));
const cities = ['北京', '上海', '重庆', '广州', '深圳', '成都', '杭州', '武汉', '西安', '南京', '天津', '苏州', 'A&B =c', '100%'];
const labels = {
  'city_name.keyword': cities.map((key, i) => ({ key, count: 500 - i })),
  'service_form.keyword': ['定制开发', '技术咨询', 'SaaS服务'].map((key, i) => ({ key, count: 90 - i })),
};

function linksOfList(list: EntryList): string[] {
  return [...list.shown, ...foldedEntries(list)].filter(isChoice).map((choice) => choiceHref(list.links, choice[0]));
}

describe('panelModel', () => {
  it('gives every choice the link the page builds for it, sending only a template and the exceptions', () => {
    const state: FilterState = { 'city_name.keyword': ['成都'], 'service_form.keyword': ['定制开发', 'SaaS服务'] };
    const fields = searchFilterFields(1, labels, state);
    const model = panelModel({ fields, state, hrefFor });
    for (const field of fields) {
      const row = model.rows.find((r) => r.name === field.fieldName)!;
      const expected = field.items.map((item) => hrefFor(selectItem(state, field, item.key)));
      expect(linksOfList(row)).toEqual(expected);
    }
    const city = model.rows.find((r) => r.name === 'city_name.keyword')!;
    // The selected city (a removal) and 全部 (a reset) are sent as they are; the others come from the template.
    expect(Object.keys(city.links.hrefs).sort()).toEqual(['all', '成都'].sort());
    expect(city.selected).toEqual(['成都']);
    expect(foldedEntries(city).length).toBeGreaterThan(0);
  });

  it('keeps choices compact: the label only where it differs from the key, null for no count', () => {
    const fields = searchFilterFields(1, labels, {});
    const row = panelModel({ fields, state: {}, hrefFor }).rows[0]!;
    expect(row.shown[0]).toEqual(['all', null, '全部']);
    expect(row.shown[1]).toEqual(['北京', 500]);
    expect(row.selected).toEqual(['all']);
  });

  it('builds the second level with its own 全部, and removal links for the selected conditions', () => {
    const field: FilterField = {
      fieldName: 'trade',
      label: '服务行业',
      default: 'all',
      multiple: true,
      items: [
        { key: 'edu', label: '教育', children: [{ key: 'k12', label: '基础教育' }, { key: 'uni', label: '高等教育' }] },
        { key: 'fin', label: '金融' },
      ],
    };
    const state: FilterState = { trade: ['edu', 'k12'] };
    const model = panelModel({ fields: [field], state, hrefFor });
    const [child] = model.rows[0]!.children;
    expect(child!.label).toBe('教育');
    const links: LinkSet = child!.list.links;
    expect(child!.list.shown.map((entry) => (isChoice(entry) ? entry[0] : ''))).toEqual(['edu', 'k12', 'uni']);
    expect(choiceHref(links, 'edu')).toBe(hrefFor({ trade: ['edu'] }));
    expect(choiceHref(links, 'uni')).toBe(hrefFor(selectItem(state, field, 'uni')));
    expect(child!.list.selected).toEqual(['k12']);
    expect(model.conditions!.items).toEqual([
      ['服务行业', '教育', hrefFor(deselectItem(state, field, 'edu'))],
      ['服务行业', '基础教育', hrefFor(deselectItem(state, field, 'k12'))],
    ]);
    expect(model.conditions!.clear).toBe(hrefFor({}));
    expect(panelModel({ fields: [field], state: {}, hrefFor }).conditions).toBeNull();
  });

  it('gives custom inputs a GET form without the field and with the extra hidden inputs', () => {
    const field: FilterField = {
      fieldName: 'time',
      label: '发布时间',
      default: 'all',
      items: [
        { key: 'all', label: '全部' },
        { key: 'custom', label: '自定义', custom: 'date-range' },
      ],
    };
    const state: FilterState = { time: ['range:2025-01-01~2025-03-31'], other: ['x'] };
    const [custom] = panelModel({ fields: [field], state, hrefFor, hiddenInputs: { tabIndex: '1' } }).rows[0]!.shown.filter(
      (entry) => !isChoice(entry),
    );
    expect(custom).toMatchObject({ kind: 'date-range', selected: true, current: { start: '2025-01-01', end: '2025-03-31' } });
    const { form } = custom as Extract<CustomModel, { kind: 'date-range' }>;
    expect(form.action).toBe('/search.html');
    expect(form.names).toEqual({ from: 'time.from', to: 'time.to' });
    expect(form.hidden).toContainEqual(['other', 'x']);
    expect(form.hidden.filter(([name]) => name === 'tabIndex')).toEqual([['tabIndex', '1']]);
    expect(form.hidden.some(([name]) => name === 'time')).toBe(false);
  });
});

describe('folded runs', () => {
  it('groups choices of one count in their order and gives them back unchanged, labels kept', () => {
    const choices: [string, number | string | null, string?][] = [
      ['苏州', '约1100'],
      ['天津', '约1100'],
      ['西安', '约900'],
      ['x1', '约150', '阿拉善'],
      ['阿勒泰', '约150'],
      ['安庆', null],
    ];
    const runs = foldRuns(choices as never);
    expect(runs).toEqual([
      ['约1100', '苏州', '天津'],
      ['约900', '西安'],
      ['约150', ['x1', '阿拉善'], '阿勒泰'],
      [null, '安庆'],
    ]);
    expect(unfoldRuns(runs)).toEqual(choices);
  });

  it('sends a long folded row as runs whose links are still the page’s own', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ key: `城市${i}`, count: i < 12 ? 900 - i : 150 }));
    const fields = searchFilterFields(1, { 'city_name.keyword': many }, {});
    const model = panelModel({ fields, state: {}, hrefFor });
    const city = model.rows.find((r) => r.name === 'city_name.keyword')!;
    expect(city.folded).toEqual([]);
    expect(city.runs!.length).toBeLessThan(foldedEntries(city).length);
    const field = fields.find((f) => f.fieldName === 'city_name.keyword')!;
    expect(linksOfList(city)).toEqual(field.items.map((item) => hrefFor(selectItem({}, field, item.key))));
  });
});
