import 'server-only';
import { readSolutionList, requestedFirstCategory } from '@/lib/solutions/filter-fields';
import type { SearchParams } from '@/lib/url/params';
import { categoryLevel } from './categories';

/** /scheme.html's URL state checked against the category tree: the page and its export read it alike. */
export async function solutionListState(params: SearchParams) {
  const firstLevel = await categoryLevel();
  const first = requestedFirstCategory(params, firstLevel);
  const categories = { firstLevel, secondLevel: first ? await categoryLevel(first) : [] };
  return { categories, state: readSolutionList(params, categories) };
}
