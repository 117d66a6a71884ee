// The store page's URL state (/store-page.html): category, price range and sort, each a plain link,
// so the list renders on the server and works without JavaScript. Unknown values fall back to "all".

type Params = Record<string, string | string[] | undefined>;

export const STORE_PATH = '/store-page.html';

export const STORE_PRICES = [
  { key: '0-5000', label: '5千以下', min: undefined, max: 5000 },
  { key: '5000-20000', label: '5千-2万', min: 5000, max: 20000 },
  { key: '20000-50000', label: '2万-5万', min: 20000, max: 50000 },
  { key: '50000-', label: '5万以上', min: 50000, max: undefined },
] as const;

export const STORE_SORTS = [
  { key: 'default', label: '综合' },
  { key: 'price-asc', label: '价格从低到高' },
  { key: 'price-desc', label: '价格从高到低' },
  { key: 'delivery', label: '交付最快' },
] as const;

export type StoreSortKey = (typeof STORE_SORTS)[number]['key'];

export interface StoreState {
  category: number | null;
  price: string;
  sort: StoreSortKey;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function parseStoreParams(params: Params, categoryIds: readonly number[]): StoreState {
  const category = Number(first(params.category));
  const price = first(params.price) ?? '';
  const sort = first(params.sort) ?? '';
  return {
    category: Number.isInteger(category) && categoryIds.includes(category) ? category : null,
    price: STORE_PRICES.some((p) => p.key === price) ? price : '',
    sort: STORE_SORTS.find((s) => s.key === sort)?.key ?? 'default',
  };
}

/** The store's address for a state: defaults left out, in a fixed order. */
export function storeHref(s: StoreState): string {
  const q = new URLSearchParams();
  if (s.category !== null) q.set('category', String(s.category));
  if (s.price) q.set('price', s.price);
  if (s.sort !== 'default') q.set('sort', s.sort);
  const query = q.toString();
  return query ? `${STORE_PATH}?${query}` : STORE_PATH;
}

/** The price range of a state, in 元. */
export function priceRangeOf(s: StoreState): { min?: number; max?: number } {
  const range = STORE_PRICES.find((p) => p.key === s.price);
  return range ? { min: range.min, max: range.max } : {};
}
