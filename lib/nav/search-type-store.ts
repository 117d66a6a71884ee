// The session's default search type (001 §3 session state, persisted in session storage): set by the
// alternative navigation bar and the header's type choice, read by the header search. null until a
// choice is made in this tab, so the header search keeps its plain behaviour until then.
import { webStorageStore } from '@/lib/ui/web-storage-store';
import { parseSearchType, type SearchTypeName } from './alt-nav';

export const SEARCH_TYPE_KEY = 'ych_search_type';

export const searchTypeStore = webStorageStore<SearchTypeName | null>({
  area: 'session',
  key: SEARCH_TYPE_KEY,
  parse: parseSearchType,
  serialize: (type) => type ?? '',
  serverValue: null,
});
