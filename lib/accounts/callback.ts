// Where login, register, identity switch and logout send the browser afterwards. A callback comes from
// the address bar, so anything not provably ours becomes the home page: never an open redirect.

export const DEFAULT_CALLBACK = '/index.html';

/** Parser base for relative callbacks; a relative path that escapes it was not a path of this site. */
const PATH_BASE = 'http://callback.invalid';

/** The host name (no port) is the site domain or one of its (city) subdomains. */
export function isSiteHostname(hostname: string, siteDomain: string): boolean {
  const name = hostname.toLowerCase();
  const domain = siteDomain.toLowerCase();
  return name === domain || name.endsWith(`.${domain}`);
}

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function sitePath(value: string): string | null {
  // One leading slash: "//host" and "/\host" are protocol-relative addresses to another site.
  if (!/^\/(?![/\\])/.test(value)) return null;
  const url = parse(value, PATH_BASE);
  return url?.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

function siteUrl(value: string, currentHost: string, siteDomain: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  const url = parse(value);
  if (!url || url.username || url.password) return null;
  const ours = isSiteHostname(url.hostname, siteDomain) || url.host === currentHost.toLowerCase();
  return ours ? url.href : null;
}

function hasControlChar(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * The address to go to after an account action: a path of this site (one leading "/"), or an http(s)
 * address on `siteDomain`, one of its subdomains (any city site, port kept) or the current host.
 * Anything else, including control characters that browsers silently drop, gives the home page.
 */
export function safeCallback(raw: string | null | undefined, currentHost: string, siteDomain: string): string {
  const value = (raw ?? '').trim();
  // Tabs and newlines inside an address vanish when a browser parses it ("/\t/evil.com" is "//evil.com").
  if (!value || value.length > 2000 || hasControlChar(value)) return DEFAULT_CALLBACK;
  return sitePath(value) ?? siteUrl(value, currentHost, siteDomain) ?? DEFAULT_CALLBACK;
}

const ACCOUNT_PAGE = /^\/(login|register|exit)(\/|\.html$|$)/;

/**
 * A safe target, unless it is a login, register or logout page: a logged-in user sent back there would
 * bounce (the login page forwards a logged-in user to its callback), so the home page replaces it.
 */
export function afterSignIn(target: string): string {
  const url = parse(target, PATH_BASE);
  return url && ACCOUNT_PAGE.test(url.pathname) ? DEFAULT_CALLBACK : target;
}
