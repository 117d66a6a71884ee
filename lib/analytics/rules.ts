// Pure rules of analytics (docs/features.md, Analytics), shared by the page and the endpoint.

/** Do Not Track or Global Privacy Control: nothing is collected from this browser. */
export function optedOut(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  return signals.doNotTrack === '1' || signals.doNotTrack === 'yes' || signals.globalPrivacyControl === true;
}

/** The same signals as request headers (DNT: 1, Sec-GPC: 1). */
export function optedOutByHeaders(headers: Headers): boolean {
  return headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';
}

/**
 * What a page view keeps of document.referrer: the host of another site, or nothing (the portal's
 * own pages and city sub-sites are not a source; neither is a malformed address).
 */
export function referrerHost(referrer: string, siteDomain: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    if (host === siteDomain || host.endsWith(`.${siteDomain}`)) return undefined;
    return host.slice(0, 100);
  } catch {
    return undefined;
  }
}
