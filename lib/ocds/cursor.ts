// The release feed's keyset cursor (docs/open-data.md "Paging"): the position after the last release of a page,
// in the feed's order (change time, then winning bids before opportunities, then id). Opaque to clients and
// validated, not signed: the data is public and any position can be asked with `since`, so a forged cursor
// reaches nothing a client could not read anyway; a malformed one is refused.

export interface FeedPosition {
  /** The change time, ISO in UTC with microseconds, as the database gives it. */
  t: string;
  /** 0 a winning bid, 1 an opportunity: the order between rows changed in the same microsecond. */
  k: 0 | 1;
  i: number;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID = 2_147_483_647;

export function encodeCursor(p: FeedPosition): string {
  return Buffer.from(`1|${p.t}|${p.k}|${p.i}`).toString('base64url');
}

/** The position of a cursor this feed issued; null for anything else. */
export function decodeCursor(cursor: string): FeedPosition | null {
  if (!/^[\w-]{1,120}$/.test(cursor)) return null;
  const [version, t, k, i, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (version !== '1' || rest.length || !t || !TIME.test(t) || Number.isNaN(Date.parse(t))) return null;
  if (k !== '0' && k !== '1') return null;
  if (!i || !/^\d{1,10}$/.test(i) || Number(i) > MAX_ID) return null;
  return { t, k: k === '0' ? 0 : 1, i: Number(i) };
}
