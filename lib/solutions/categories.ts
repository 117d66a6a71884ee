// Category rules of the solutions filter (001 §2, §4): the first five first levels in the row, the rest
// under 更多 (choosing 更多 itself takes its first child); a second-level row for a chosen first level,
// its items after the sixth folded; 全部 and 其他 have no second level.
import type { SolutionCategory } from './types';

export const ALL_CATEGORY = 'all';
export const OTHER_CATEGORY = 'other';
export const MORE_CATEGORY = 'more';
export const VISIBLE_FIRST_LEVEL = 5;
export const VISIBLE_SECOND_LEVEL = 6;

/** The first-level row: what is shown and what 更多 holds. */
export function splitFirstLevel<T>(list: readonly T[]): { shown: T[]; more: T[] } {
  return { shown: list.slice(0, VISIBLE_FIRST_LEVEL), more: list.slice(VISIBLE_FIRST_LEVEL) };
}

/** Whether a first-level choice opens the second-level row. */
export function hasSecondLevel(firstCode: string): boolean {
  return firstCode !== '' && firstCode !== ALL_CATEGORY && firstCode !== OTHER_CATEGORY && firstCode !== MORE_CATEGORY;
}

/** 更多 means its first child (001 §4); any other code is itself. Links may name 更多 ('more'). */
export function resolveFirstCategory(code: string, firstLevel: readonly SolutionCategory[]): string {
  return code === MORE_CATEGORY ? (splitFirstLevel(firstLevel).more[0]?.categoryCode ?? '') : code;
}

/**
 * The filter after choosing `key` on the first level: 全部 clears both levels, 更多 means its first child,
 * and any new first level clears the second (it is loaded anew by parent code).
 */
export function chooseFirstCategory(
  current: { first: string; second: string },
  key: string,
  firstLevel: readonly SolutionCategory[],
): { first: string; second: string } {
  if (key === '' || key === ALL_CATEGORY) return { first: '', second: '' };
  const first = resolveFirstCategory(key, firstLevel);
  return { first, second: first === current.first && hasSecondLevel(first) ? current.second : '' };
}
