// A value kept in localStorage or sessionStorage, as an external store for useSyncExternalStore.
// Browser only; falls back to memory when storage is unavailable (private mode, disabled cookies,
// quota). The snapshot stays the same object until the stored text changes, as React requires.

export interface WebStorageStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
  set(value: T): void;
}

export function webStorageStore<T>(opts: {
  area: 'local' | 'session';
  key: string;
  parse: (raw: string | null) => T;
  serialize: (value: T) => string;
  /** What the server render (and the hydration pass) shows. */
  serverValue: T;
}): WebStorageStore<T> {
  const { key, parse, serialize, serverValue } = opts;
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let storageBroken = false;
  let cachedRaw: string | null | undefined;
  let cached = serverValue;

  const storage = () => (opts.area === 'local' ? window.localStorage : window.sessionStorage);

  function readRaw(): string | null {
    if (!storageBroken) {
      try {
        return storage().getItem(key);
      } catch {
        storageBroken = true;
      }
    }
    return memory;
  }

  const emit = () => listeners.forEach((l) => l());
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      const raw = readRaw();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = parse(raw);
      }
      return cached;
    },
    getServerSnapshot: () => serverValue,
    set(value) {
      const raw = serialize(value);
      memory = raw;
      if (!storageBroken) {
        try {
          storage().setItem(key, raw);
        } catch {
          storageBroken = true;
        }
      }
      emit();
    },
  };
}
