// Seeded randomness for the demo data: the same seed always yields the same rows, so demo links,
// screenshots and test expectations stay stable across machines and re-seeds.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Standard normal deviate (Box-Muller). */
  normal(): number;
  /** Log-normal value around `median`; `sigma` is the spread of its logarithm. */
  logNormal(median: number, sigma: number): number;
  /** `length` lower-case hex characters. */
  hex(length: number): string;
}

/** mulberry32: tiny, fast and good enough for demo data; state is one 32-bit integer. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the label, mixed with the seed: a separate stream per label. */
function streamSeed(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A generator for one named stream. Each table draws from its own stream, so asking for more bids
 * does not change the suppliers or cases generated from the same seed.
 */
export function createRng(seed: number, stream = ''): Rng {
  const next = mulberry32(streamSeed(seed, stream));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      // Partial Fisher-Yates: only the first n slots need shuffling.
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, n);
    },
    normal: () => {
      const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    logNormal: (median, sigma) => median * Math.exp(sigma * rng.normal()),
    hex: (length) => {
      let out = '';
      while (out.length < length) out += Math.floor(next() * 0x10000).toString(16).padStart(4, '0');
      return out.slice(0, length);
    },
  };
  return rng;
}

/**
 * Picks items with the given non-negative weights in O(log n) per draw (cumulative sums + binary
 * search), which matters when a million bids each pick a city, a purchaser and a supplier.
 */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (rng: Rng) => T {
  if (items.length === 0 || items.length !== weights.length) throw new Error('weightedPicker: bad input');
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) {
    total += Math.max(0, w);
    cumulative.push(total);
  }
  if (total <= 0) throw new Error('weightedPicker: all weights are zero');
  return (rng) => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

/** Picks a label by weight from `[label, weight]` pairs, e.g. purchase ways by how common they are. */
export function weightedChoice<T>(pairs: readonly (readonly [T, number])[]): (rng: Rng) => T {
  return weightedPicker(
    pairs.map(([item]) => item),
    pairs.map(([, weight]) => weight),
  );
}

/** `length` hex characters not yet in `taken` (which they join): opaque public ids such as uuidSecret. */
export function uniqueHex(rng: Rng, length: number, taken: Set<string>): string {
  let value = rng.hex(length);
  while (taken.has(value)) value = rng.hex(length);
  taken.add(value);
  return value;
}
