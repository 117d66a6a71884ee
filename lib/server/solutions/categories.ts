import 'server-only';
import { asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { solutionCategories } from '@/lib/server/db/schema';
import { keptPerKey } from '@/lib/server/memo';
import { splitFirstLevel, VISIBLE_SECOND_LEVEL } from '@/lib/solutions/categories';
import type { CategoryList, SolutionCategory } from '@/lib/solutions/types';

// categoryList (001 §3 Category): the first level, or the children of `parentCode`. The tree is
// reference data written at start-up, so each process keeps what it read for a few minutes.

async function load(parentCode: string): Promise<SolutionCategory[]> {
  const db = await getDb();
  return db
    .select({ categoryCode: solutionCategories.code, categoryName: solutionCategories.name })
    .from(solutionCategories)
    .where(parentCode ? eq(solutionCategories.parentCode, parentCode) : isNull(solutionCategories.parentCode))
    .orderBy(asc(solutionCategories.sort));
}

const keptLevel = keptPerKey('solution-categories', { ttlMs: 5 * 60_000 }, load);

/** One level of the tree, in order; an unknown parent has no children. */
export function categoryLevel(parentCode?: string): Promise<SolutionCategory[]> {
  return keptLevel(parentCode ?? '');
}

/** hotList is the part of the level shown before it folds: 5 first levels, 6 second levels (001 §2). */
export async function listCategories(parentCode?: string): Promise<CategoryList> {
  const list = await categoryLevel(parentCode);
  return { hotList: parentCode ? list.slice(0, VISIBLE_SECOND_LEVEL) : splitFirstLevel(list).shown, list };
}
