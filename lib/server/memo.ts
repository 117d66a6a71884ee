import 'server-only';

// Reference data that changes slowly (cities, dictionaries, ads, counts) is read once per process and
// kept for a while. The copies live on globalThis: a production build bundles a module into several
// server chunks (the call's, each page's), and a map of one chunk is unknown to the others.

interface Kept {
  at: number;
  value: Promise<unknown>;
}

const holder = globalThis as unknown as { __jfKept?: Map<string, Kept> };

export interface KeepOptions<T> {
  /** How long a read is served, in milliseconds. */
  ttlMs: number;
  /** A value this rejects is served to the callers already waiting, then read again (an empty city table before seeding). */
  keep?: (value: T) => boolean;
}

/**
 * `load(key)` read at most once per `ttlMs` per key and process; callers during the read share it. A
 * failed read is not kept: the next caller tries again. `name` must be unique among the callers.
 */
export function keptPerKey<T>(name: string, options: KeepOptions<T>, load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  return (key) => {
    const kept = (holder.__jfKept ??= new Map());
    const id = `${name}\u0000${key}`;
    const hit = kept.get(id);
    if (hit && Date.now() - hit.at < options.ttlMs) return hit.value as Promise<T>;
    const value = load(key);
    const entry = { at: Date.now(), value };
    kept.set(id, entry);
    const forget = () => {
      if (kept.get(id) === entry) kept.delete(id);
    };
    value.then((v) => {
      if (options.keep && !options.keep(v)) forget();
    }, forget);
    return value;
  };
}

/** `load()` read at most once per `ttlMs` per process (keptPerKey without a key). */
export function kept<T>(name: string, options: KeepOptions<T>, load: () => Promise<T>): () => Promise<T> {
  const byKey = keptPerKey(name, options, () => load());
  return () => byKey('');
}

/**
 * Drops this process's copies kept under `name`, so the next read loads afresh: an operator's change is
 * seen at once by the process that made it (other processes within their `ttlMs`).
 */
export function forgetKept(name: string): void {
  for (const id of holder.__jfKept?.keys() ?? []) if (id.startsWith(`${name}\u0000`)) holder.__jfKept!.delete(id);
}
