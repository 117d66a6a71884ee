// Many choices of one row link to URLs that differ only in the chosen key. Sending one template and
// the keys instead of every URL keeps long rows (hundreds of cities) small in the page's payload.

/** Stands for the key in a template; no real key contains it. */
export const KEY_SLOT = '\u0001';
const ENCODED_SLOT = encodeURIComponent(KEY_SLOT);

/** A key as URLSearchParams writes it (the URL builders use URLSearchParams). */
function encodeKey(key: string): string {
  return new URLSearchParams({ k: key }).toString().slice(2);
}

export function expandHref(template: string, key: string): string {
  return template.replace(ENCODED_SLOT, encodeKey(key));
}

/**
 * The template (the link for KEY_SLOT) and the links it does not produce, which are sent as they are
 * (a selected choice links to its removal, for example). Every link is checked, so the page's links
 * are exactly what `hrefOf` gives.
 */
export function compactHrefs(keys: string[], hrefOf: (key: string) => string): { template: string; hrefs: Record<string, string> } {
  const template = hrefOf(KEY_SLOT);
  const usable = template.split(ENCODED_SLOT).length === 2;
  const hrefs: Record<string, string> = {};
  for (const key of keys) {
    const href = hrefOf(key);
    if (!usable || expandHref(template, key) !== href) hrefs[key] = href;
  }
  return { template, hrefs };
}
