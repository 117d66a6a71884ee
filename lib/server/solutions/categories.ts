import 'server-only';
import { asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { solutionCategories } from '@/lib/server/db/schema';
import { splitFirstLevel, VISIBLE_SECOND_LEVEL } from '@/lib/solutions/categories';
import type { CategoryList, SolutionCategory } from '@/lib/solutions/types';

// categoryList (001 §3 Category): the first level, or the children of `parentCode`. The tree is
// reference data written at start-up, so each process keeps what it read for a few minutes.

const TTL_MS = 5 * 60_000;
const holder = globalThis as unknown as { __jfSolutionCategories?: Map<string, { at: number; value: Promise<SolutionCategory[]> }> };

async function load(parentCode: string | undefined): Promise<SolutionCategory[]> {
  const db = await getDb();
  return db
    .select({ categoryCode: solutionCategories.code, categoryName: solutionCategories.name })
    .from(solutionCategories)
    .where(parentCode ? eq(solutionCategories.parentCode, parentCode) : isNull(solutionCategories.parentCode))
    .orderBy(asc(solutionCategories.sort));
}

/** One level of the tree, in order; an unknown parent has no children. */
export function categoryLevel(parentCode?: string): Promise<SolutionCategory[]> {
  const cache = (holder.__jfSolutionCategories ??= new Map());
  const key = parentCode ?? '';
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load(parentCode);
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** hotList is the part of the level shown before it folds: 5 first levels, 6 second levels (001 §2). */
export async function listCategories(parentCode?: string): Promise<CategoryList> {
  const list = await categoryLevel(parentCode);
  return { hotList: parentCode ? list.slice(0, VISIBLE_SECOND_LEVEL) : splitFirstLevel(list).shown, list };
}
