import { describe, expect, it } from 'vitest';
import { choiceHref, isChoice, panelModel, type CustomModel } from '@/lib/filter-panel/model';
import { selectItem } from '@/lib/filter-panel/state';
import { MORE_CATEGORY, OTHER_CATEGORY } from './categories';
import { fromFilterState, readSolutionList, solutionFilterFields, toFilterState } from './filter-fields';
import { INITIAL_STATE, solutionListHref } from './list-state';

const cat = (code: string) => ({ categoryCode: code, categoryName: `名${code}` });
const firstLevel = ['SC01', 'SC02', 'SC03', 'SC04', 'SC05', 'SC06', 'SC07', OTHER_CATEGORY].map(cat);
const secondLevel = Array.from({ length: 9 }, (_, i) => cat(`SC010${i + 1}`));
const choices = { firstLevel, secondLevel };

describe('the solutions filter panel (001 §2, §4)', () => {
  it('shows five first levels then 更多 holding the rest; no second row until a first level is chosen', () => {
    const [first, ...rest] = solutionFilterFields(choices, INITIAL_STATE);
    expect(first!.items.map((i) => i.key)).toEqual(['SC01', 'SC02', 'SC03', 'SC04', 'SC05', MORE_CATEGORY]);
    expect(first!.items.at(-1)!.children!.map((i) => i.key)).toEqual(['SC06', 'SC07', OTHER_CATEGORY]);
    expect(rest.map((f) => f.fieldName)).toEqual(['originTag', 'price']);
  });

  it('adds the second level of a chosen first level, hiding the items after the sixth', () => {
    const fields = solutionFilterFields(choices, { firstCategoryId: 'SC01' });
    const second = fields.find((f) => f.fieldName === 'secondCategoryId')!;
    expect(second.label).toBe('细分领域');
    expect(second.items.filter((i) => !i.hide)).toHaveLength(6);
    expect(second.items.filter((i) => i.hide).map((i) => i.key)).toEqual(['SC0107', 'SC0108', 'SC0109']);
    expect(solutionFilterFields(choices, { firstCategoryId: OTHER_CATEGORY }).some((f) => f.fieldName === 'secondCategoryId')).toBe(false);
  });

  it('choosing 更多 selects its first child and shows it under 更多', () => {
    const fields = solutionFilterFields(choices, INITIAL_STATE);
    const next = fromFilterState({ ...INITIAL_STATE, page: 3 }, selectItem({}, fields[0]!, MORE_CATEGORY), firstLevel);
    expect(next).toMatchObject({ firstCategoryId: 'SC06', page: 1 });
    expect(toFilterState(next, firstLevel).firstCategoryId).toEqual([MORE_CATEGORY, 'SC06']);
    // A sibling under 更多 is chosen as itself.
    const sibling = fromFilterState(next, selectItem(toFilterState(next, firstLevel), fields[0]!, 'SC07'), firstLevel);
    expect(sibling.firstCategoryId).toBe('SC07');
  });

  it('全部, 其他 and a new first level clear the second level; the second level keeps the first', () => {
    const state = { ...INITIAL_STATE, firstCategoryId: 'SC01', secondCategoryId: 'SC0102' };
    const fs = toFilterState(state, firstLevel);
    const fields = solutionFilterFields(choices, state);
    expect(fromFilterState(state, selectItem(fs, fields[0]!, 'all'), firstLevel)).toMatchObject({ firstCategoryId: '', secondCategoryId: '' });
    expect(fromFilterState(state, { ...fs, firstCategoryId: [OTHER_CATEGORY] }, firstLevel)).toMatchObject({ firstCategoryId: OTHER_CATEGORY, secondCategoryId: '' });
    expect(fromFilterState(state, { ...fs, firstCategoryId: ['SC02'] }, firstLevel)).toMatchObject({ firstCategoryId: 'SC02', secondCategoryId: '' });
    expect(fromFilterState(state, { ...fs, secondCategoryId: ['SC0105'] }, firstLevel)).toMatchObject({ firstCategoryId: 'SC01', secondCategoryId: 'SC0105' });
  });

  it('reads the 更多 item\'s own link (?firstCategoryId=more) as its first child', () => {
    expect(readSolutionList({ firstCategoryId: 'more', page: '2' }, choices)).toMatchObject({ firstCategoryId: 'SC06', page: 2 });
    const model = panelModel({
      fields: solutionFilterFields(choices, INITIAL_STATE),
      state: toFilterState(INITIAL_STATE, firstLevel),
      hrefFor: (fs) => solutionListHref(fromFilterState(INITIAL_STATE, fs, firstLevel)),
    });
    const row = model.rows[0]!;
    const href = row.links.hrefs[MORE_CATEGORY] ?? row.links.template.replace('%01', MORE_CATEGORY);
    const query = Object.fromEntries(new URLSearchParams(href.split('?')[1]));
    expect(readSolutionList(query, choices).firstCategoryId).toBe('SC06');
  });

  it('names a first level under 更多 as itself among the conditions, and its removal lists everything', () => {
    const state = { ...INITIAL_STATE, firstCategoryId: 'SC07' };
    const model = panelModel({
      fields: solutionFilterFields(choices, state),
      state: toFilterState(state, firstLevel),
      hrefFor: (fs) => solutionListHref(fromFilterState(state, fs, firstLevel)),
    });
    expect(model.conditions?.items).toEqual([['方案分类', '名SC07', '/scheme.html']]);
    // The row under 更多 offers its first levels only (a 全部 there would mean its first child again).
    expect(model.rows[0]!.children[0]!.list.shown.map((c) => (Array.isArray(c) ? c[0] : c.key))).toEqual(['SC06', 'SC07', OTHER_CATEGORY]);
  });

  it('reads a typed price range in 万 and drops codes that are not in the tree', () => {
    expect(readSolutionList({ 'price.from': '20', 'price.to': '5', page: '4' }, choices)).toMatchObject({ price: 'price:5~20', page: 1 });
    expect(readSolutionList({ firstCategoryId: 'SC99', secondCategoryId: 'SC0101' }, choices)).toMatchObject({ firstCategoryId: '', secondCategoryId: '' });
    expect(readSolutionList({ firstCategoryId: 'SC01', secondCategoryId: 'SC0201' }, choices)).toMatchObject({ firstCategoryId: 'SC01', secondCategoryId: '' });
  });

  it('offers the price ranges in the custom pop-up, a grid of 4 columns (002 §2, §9), beside 面议', () => {
    const modelOf = (state: typeof INITIAL_STATE) =>
      panelModel({
        fields: solutionFilterFields(choices, state),
        state: toFilterState(state, firstLevel),
        hrefFor: (fs) => solutionListHref(fromFilterState(state, fs, firstLevel)),
      });
    const row = modelOf(INITIAL_STATE).rows.find((r) => r.name === 'price')!;
    const custom = row.shown.find((e): e is Extract<CustomModel, { kind: 'price-range' }> => !isChoice(e) && e.kind === 'price-range')!;
    expect(row.shown.filter(isChoice).map((c) => c[0])).toEqual(['all', 'negotiable']);
    expect(custom.presets.choices.map((c) => c[2] ?? c[0])).toEqual(['10万以下', '10-50万', '50-100万', '100-300万', '300万以上']);
    expect(new URL(choiceHref(custom.presets.links, '10-50'), 'http://x').searchParams.get('price')).toBe('10-50');
    // A chosen range marks the pop-up and its own cell, and is named among the selected conditions.
    const chosen = modelOf({ ...INITIAL_STATE, price: '10-50' });
    const on = chosen.rows.find((r) => r.name === 'price')!.shown.find((e): e is Extract<CustomModel, { kind: 'price-range' }> => !isChoice(e))!;
    expect([on.selected, on.presets.selected]).toEqual([true, ['10-50']]);
    expect(chosen.conditions?.items.map(([field, label]) => [field, label])).toEqual([['价格区间', '10-50万']]);
  });

  it('labels a typed range in 万 among the selected conditions', () => {
    const state = { ...INITIAL_STATE, price: 'price:5~20' };
    const model = panelModel({
      fields: solutionFilterFields(choices, state),
      state: toFilterState(state, firstLevel),
      hrefFor: (fs) => solutionListHref(fromFilterState(state, fs, firstLevel)),
    });
    expect(model.conditions?.items.map(([field, label]) => [field, label])).toEqual([['价格区间', '5-20万']]);
  });
});
