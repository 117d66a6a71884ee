import { request } from '@/lib/api/request';
import { searchSuggestCall } from './contracts';
import type { SearchSuggestion } from './schemas';

/** searchSuggest: the header box's suggestions; none when the call fails (the box works without them). */
export async function fetchSuggestions(keyword: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  try {
    const answer = await request(searchSuggestCall, { keyword }, { noJump: true, signal });
    return answer.code === 0 ? answer.data.list : [];
  } catch {
    return [];
  }
}
