/**
 * The href of a data-driven link (friendly links, 000 §2): only http(s) addresses and site paths are
 * links; anything else (javascript:, data:, protocol-relative, garbage) is shown as plain text (null).
 */
export function safeLinkHref(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
