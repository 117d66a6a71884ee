// The solutions list's filter panel (001 §2) as data, and the mapping between the panel's selection and
// the list's URL state. Pure: the server page builds every link from these.
import { applyCustomInputs } from '@/lib/filter-panel/custom-input';
import { foldItems } from '@/lib/filter-panel/state';
import type { FilterField, FilterState } from '@/lib/filter-panel/types';
import type { SearchParams } from '@/lib/url/params';
import {
  ALL_CATEGORY,
  chooseFirstCategory,
  hasSecondLevel,
  MORE_CATEGORY,
  resolveFirstCategory,
  splitFirstLevel,
  VISIBLE_SECOND_LEVEL,
} from './categories';
import { parseSolutionParams, NEGOTIABLE_KEY, withFilters, type SolutionListState } from './list-state';
import { PRICE_RANGES, priceRangeKey, SOLUTION_SOURCES } from './options';
import type { SolutionCategory } from './types';

const item = (c: SolutionCategory) => ({ key: c.categoryCode, label: c.categoryName });

/** The categories of the panel: the first level, and the second level of the chosen first level. */
export interface CategoryChoices {
  firstLevel: SolutionCategory[];
  secondLevel: SolutionCategory[];
}

export function solutionFilterFields({ firstLevel, secondLevel }: CategoryChoices, state: Pick<SolutionListState, 'firstCategoryId'>): FilterField[] {
  const { shown, more } = splitFirstLevel(firstLevel);
  const chosen = firstLevel.find((c) => c.categoryCode === state.firstCategoryId);
  const fields: FilterField[] = [
    {
      fieldName: 'firstCategoryId',
      label: '方案分类',
      default: ALL_CATEGORY,
      // 更多 is an item of its own whose children are the rest: choosing it takes its first child (001 §4).
      items: [...shown.map(item), ...(more.length ? [{ key: MORE_CATEGORY, label: '更多', group: true, children: more.map(item) }] : [])],
    },
  ];
  if (chosen && hasSecondLevel(chosen.categoryCode) && secondLevel.length > 0) {
    fields.push({
      fieldName: 'secondCategoryId',
      // One short label: the chosen first level is named in the row above and among the conditions.
      label: '细分领域',
      default: ALL_CATEGORY,
      items: foldItems(secondLevel.map(item), VISIBLE_SECOND_LEVEL),
    });
  }
  fields.push(
    {
      fieldName: 'originTag',
      label: '方案来源',
      default: ALL_CATEGORY,
      items: SOLUTION_SOURCES.map((s) => ({ key: String(s.sourceCode), label: s.sourceName })),
    },
    {
      fieldName: 'price',
      label: '价格区间',
      default: ALL_CATEGORY,
      // The price pop-up (002 §2, §9): the ranges of the price list in its 4-column grid over the two
      // inputs of a range of one's own; 面议 stays in the row.
      items: [
        { key: NEGOTIABLE_KEY, label: '面议' },
        {
          key: 'custom',
          label: '自定义',
          custom: 'price-range' as const,
          unit: '万',
          children: PRICE_RANGES.map((r) => ({ key: priceRangeKey(r), label: r.priceName })),
        },
      ],
    },
  );
  return fields;
}

/** The panel's selection of a state; a first level under 更多 selects 更多 with it. */
export function toFilterState(state: SolutionListState, firstLevel: readonly SolutionCategory[]): FilterState {
  const fs: FilterState = {};
  const { more } = splitFirstLevel(firstLevel);
  if (state.firstCategoryId) {
    const folded = more.some((c) => c.categoryCode === state.firstCategoryId);
    fs.firstCategoryId = folded ? [MORE_CATEGORY, state.firstCategoryId] : [state.firstCategoryId];
  }
  for (const name of ['secondCategoryId', 'originTag', 'price'] as const) if (state[name]) fs[name] = [state[name]];
  return fs;
}

/** The state after the panel's selection changed: back to page 1, categories by the rules of 001 §4. */
export function fromFilterState(state: SolutionListState, fs: FilterState, firstLevel: readonly SolutionCategory[]): SolutionListState {
  const keys = fs.firstCategoryId ?? [];
  const key = keys.find((k) => k !== MORE_CATEGORY) ?? (keys.includes(MORE_CATEGORY) ? MORE_CATEGORY : '');
  const current = { first: state.firstCategoryId, second: fs.secondCategoryId?.[0] ?? '' };
  const { first, second } = chooseFirstCategory(current, key, firstLevel);
  const originTag = fs.originTag?.[0] ?? '';
  return withFilters(state, {
    firstCategoryId: first,
    secondCategoryId: second,
    originTag: originTag === '1' || originTag === '2' ? originTag : '',
    price: fs.price?.[0] ?? '',
  });
}

/** The first level a request's URL asks for, 更多 resolved: the page loads its second level by it. */
export function requestedFirstCategory(params: SearchParams, firstLevel: readonly SolutionCategory[]): string {
  return resolveFirstCategory(parseSolutionParams(params).firstCategoryId, firstLevel);
}

/**
 * The state of a request: the URL's parameters checked against the category tree (an unknown or
 * misplaced code is dropped), plus a typed price range ('price.from', 'price.to' in 万).
 */
export function readSolutionList(params: SearchParams, choices: CategoryChoices): SolutionListState {
  const parsed = parseSolutionParams(params);
  // The 更多 item's own link names it: it lists its first child (the links are made from one template).
  const first = resolveFirstCategory(parsed.firstCategoryId, choices.firstLevel);
  const known = choices.firstLevel.some((c) => c.categoryCode === first);
  const state = {
    ...parsed,
    firstCategoryId: known ? first : '',
    secondCategoryId: known && choices.secondLevel.some((c) => c.categoryCode === parsed.secondCategoryId) ? parsed.secondCategoryId : '',
  };
  const fs = applyCustomInputs(solutionFilterFields(choices, state), toFilterState(state, choices.firstLevel), params);
  return fs.price?.[0] === (state.price || undefined) ? state : fromFilterState(state, fs, choices.firstLevel);
}
