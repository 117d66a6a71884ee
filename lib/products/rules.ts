// Click and layout rules of the main category navigation (002 §2, §9). Pure.
import type { NavProduct } from './types';

/** The page the navigation is drawn on: each has its own click behaviour. */
export type NavPage = 'index' | 'detail' | 'store';

/** Store navigation: at most 3 products inline, and a name-length total of 14 (002 §9). */
export const STORE_INLINE_MAX = 3;
export const STORE_INLINE_CHARS = 14;

export const LINK_TYPE_CATEGORY = 3;

/** The product detail route: linkType 3 entries carry linkType=3 (002 §2 Routes). */
export function productDetailHref(product: Pick<NavProduct, 'id' | 'linkType'>): string {
  return `/product-detail.html?id=${product.id}${product.linkType === LINK_TYPE_CATEGORY ? `&linkType=${LINK_TYPE_CATEGORY}` : ''}`;
}

/** A category without a link of its own opens the store on that category. */
export const categoryHref = (category: { id: number; linkUrl: string | null }) => category.linkUrl ?? `/store-page.html?category=${category.id}`;

export interface NavTarget {
  href: string;
  /** Opens in a new window (the index page). */
  newWindow: boolean;
}

/**
 * Where clicking a product goes (002 §2): its own link, else the product detail route; on the index
 * page in a new window, on the product-detail and store pages in place.
 */
export function productTarget(product: Pick<NavProduct, 'id' | 'linkUrl' | 'linkType'>, page: NavPage): NavTarget {
  return { href: product.linkUrl ?? productDetailHref(product), newWindow: page === 'index' };
}

export function categoryTarget(category: { id: number; linkUrl: string | null }, page: NavPage): NavTarget {
  return { href: categoryHref(category), newWindow: page === 'index' };
}

/**
 * The store page's split of a category's products (002 §2): in order, a product goes to the flyout when
 * the running total of product-name lengths (its own included) exceeds 14 characters or 3 are already
 * inline; the rest stay inline.
 */
export function splitStoreProducts<T extends { productName: string }>(products: readonly T[]): { inline: T[]; flyout: T[] } {
  const inline: T[] = [];
  const flyout: T[] = [];
  let total = 0;
  for (const product of products) {
    total += [...product.productName].length;
    if (total > STORE_INLINE_CHARS || inline.length >= STORE_INLINE_MAX) flyout.push(product);
    else inline.push(product);
  }
  return { inline, flyout };
}

/** The product-detail page highlights the product whose id is the query's id (002 §2). */
export const isHighlighted = (product: { id: number }, queryId: number | null) => queryId !== null && product.id === queryId;

/** The id query parameter of the product-detail page: a positive integer, else null. */
export function productIdOf(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}
