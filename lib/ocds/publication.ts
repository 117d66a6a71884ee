// What the portal publishes as open data (docs/open-data.md, docs/decisions/0015-ocds-license.md): the
// OCDS version, the ocid prefix, the publisher and the license, in one place.

/**
 * The ocid prefix. OCDS wants every publisher to register its own prefix (ocds- plus six characters) with the
 * OCDS Helpdesk so that ocids are unique worldwide; "jf0000" only looks like one. Before the portal publishes
 * in production, register a prefix (data@open-contracting.org) and put it here: every ocid derives from it.
 */
export const OCID_PREFIX = 'ocds-jf0000-';

export const OCDS_VERSION = '1.1';

/** CC BY 4.0: the license most OCDS publishers use; reuse for any purpose with attribution (the decision record). */
export const OCDS_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';

export const OCDS_PUBLISHER_NAME = '云采汇软件与数字化服务采购平台';

/** Where the data is documented: the publisher's uri and the packages' publication policy. */
export const OPENDATA_PAGE = '/opendata.html';

export const RELEASES_PATH = '/ocds/releases';
export const RECORDS_PATH = '/ocds/records';
export const BULK_PATH = '/ocds/bulk';

/** Releases per page: the default and the most one page may ask for. */
export const PAGE_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 1000;

/** The record keys of the ocids: a winning bid (its bidCode) and a tender opportunity (its code). */
export const OCID_KINDS = { bid: 'zb-', opportunity: 'zc-' } as const;
export type OcidKind = keyof typeof OCID_KINDS;

export function ocidOf(kind: OcidKind, key: string): string {
  return `${OCID_PREFIX}${OCID_KINDS[kind]}${key}`;
}

/** The kind and record key of one of the portal's ocids; null for any other text. */
export function parseOcid(ocid: string): { kind: OcidKind; key: string } | null {
  if (!ocid.startsWith(OCID_PREFIX)) return null;
  const rest = ocid.slice(OCID_PREFIX.length);
  for (const kind of Object.keys(OCID_KINDS) as OcidKind[]) {
    const key = rest.slice(OCID_KINDS[kind].length);
    if (rest.startsWith(OCID_KINDS[kind]) && /^[\w.-]{1,64}$/.test(key)) return { kind, key };
  }
  return null;
}
