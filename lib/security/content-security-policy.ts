// The Content-Security-Policy of every page, made per request by proxy.ts: scripts only with this
// request's nonce (Next puts it on its own inline bootstrap and RSC payload when it finds it in the
// request's policy) and what they load ('strict-dynamic'); no inline script an attacker could inject
// runs. Styles keep 'unsafe-inline': the UI kit positions popovers with style attributes. A page the
// visitors' page cache keeps (server/page-cache.mjs) keeps its policy header with it, so a cached page
// and its nonce always travel together.

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // 'self' and https: are ignored by browsers that know 'strict-dynamic'; older ones fall back to them.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "img-src 'self' data: blob: https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "connect-src 'self' https: wss:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
