// Many choices of one row link to URLs that differ only in the chosen key. Sending one template and
// the keys instead of every URL keeps long rows (hundreds of cities) small in the page's payload, and
// building one URL instead of hundreds keeps the render cheap.
import { readableQuery } from '@/lib/url/readable';

/** Stands for the key in a template; no real key contains it. */
export const KEY_SLOT = '\u0001';
const ENCODED_SLOT = encodeURIComponent(KEY_SLOT);
/** Plain choices checked against the template before it is trusted for the others. */
const PROBES = 2;

/** A key as the URL builders write it (URLSearchParams, non-ASCII left readable). */
function encodeKey(key: string): string {
  return readableQuery(new URLSearchParams({ k: key })).slice(2);
}

export function expandHref(template: string, key: string): string {
  return template.replace(ENCODED_SLOT, encodeKey(key));
}

/**
 * The template (the link for KEY_SLOT) and the links it does not stand for, sent as they are: those of
 * the `special` keys (a selected choice links to its removal), and every link when the builder does
 * not put a plain key in one place of its URL (checked on the first plain keys).
 */
export function compactHrefs(
  keys: string[],
  hrefOf: (key: string) => string,
  special: ReadonlySet<string> = new Set(),
): { template: string; hrefs: Record<string, string> } {
  const template = hrefOf(KEY_SLOT);
  const plain = keys.filter((key) => !special.has(key));
  const usable =
    template.split(ENCODED_SLOT).length === 2 && plain.slice(0, PROBES).every((key) => expandHref(template, key) === hrefOf(key));
  const explicit = usable ? keys.filter((key) => special.has(key)) : keys;
  return { template, hrefs: Object.fromEntries(explicit.map((key) => [key, hrefOf(key)])) };
}
