// Reading a page's address (Next's searchParams): values arrive as text, repeated keys as arrays, and
// anything malformed reads as "not given" rather than as an error page.
import { MAX_PAGE } from '@/lib/api/paging';

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query string as a page's searchParams: a repeated key as an array, as Next gives it. */
export function searchParamsOf(query: string): SearchParams {
  const params: SearchParams = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return params;
}

function positiveInteger(value: string | string[] | undefined, max: number): number | null {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : null;
}

/** A page number (?cp=3); anything that is not one reads as page 1. */
export function pageParam(value: string | string[] | undefined): number {
  return positiveInteger(value, MAX_PAGE) ?? 1;
}

/** A record id (?id=42), or null when the value is not one: the page then answers 404. */
export function idParam(value: string | string[] | undefined): number | null {
  // Ids are PostgreSQL integers.
  return positiveInteger(value, 2_147_483_647);
}
