// The search history in localStorage, as an external store for useSyncExternalStore. Browser only;
// falls back to memory when storage is unavailable (private mode, disabled cookies, quota).
import { HISTORY_KEY, parseHistory, serializeHistory } from './history';

const listeners = new Set<() => void>();
const EMPTY: string[] = [];
let memory: string | null = null;
let storageBroken = false;
let cachedRaw: string | null | undefined;
let cached: string[] = EMPTY;

function readRaw(): string | null {
  if (!storageBroken) {
    try {
      return window.localStorage.getItem(HISTORY_KEY);
    } catch {
      storageBroken = true;
    }
  }
  return memory;
}

function emit() {
  for (const l of listeners) l();
}

function onStorage(e: StorageEvent) {
  if (e.key === HISTORY_KEY || e.key === null) emit();
}

export const historyStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  /** The same array until the stored text changes, as useSyncExternalStore requires. */
  getSnapshot(): string[] {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parseHistory(raw);
    }
    return cached;
  },
  getServerSnapshot(): string[] {
    return EMPTY;
  },
  set(list: readonly string[]): void {
    const raw = serializeHistory(list);
    memory = raw;
    if (!storageBroken) {
      try {
        window.localStorage.setItem(HISTORY_KEY, raw);
      } catch {
        storageBroken = true;
      }
    }
    emit();
  },
};
