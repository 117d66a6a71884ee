// The search history in localStorage (000 §2), shared by every tab.
import { webStorageStore } from '@/lib/ui/web-storage-store';
import { HISTORY_KEY, parseHistory, serializeHistory } from './history';

const EMPTY: string[] = [];

export const historyStore = webStorageStore<readonly string[]>({
  area: 'local',
  key: HISTORY_KEY,
  parse: parseHistory,
  serialize: serializeHistory,
  serverValue: EMPTY,
});
