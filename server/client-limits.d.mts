// Types of server/client-limits.mjs (plain JavaScript: the production server runs it without a compiler).

export interface CrawlerRange {
  name: string;
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Who one client is for the limits: a crawler, a verified user or an anonymous address. */
export interface Client {
  key: string;
  address: string;
  kind: 'crawler' | 'user' | 'anonymous';
}

export const ADDRESS_CEILING_FACTOR: number;
export function parseCrawlerRanges(text: string, source?: string): CrawlerRange[];
export function crawlerRangesFrom(value: string | undefined): CrawlerRange[];
export function createCrawlerMatcher(entries: CrawlerRange[]): (address: string) => string | null;
export function createSessionReader(opts: {
  secret: string | undefined;
  maxEntries?: number;
  rememberMs?: number;
  now?: () => number;
}): (cookieValue: string | undefined) => Promise<number | null>;
export function createClientLimits(opts: {
  rendersPerSec: number;
  crawlerRendersPerSec: number;
  crawlerOf: (address: string) => string | null;
  userOf: (cookieValue: string | undefined) => Promise<number | null>;
  sessionCookie: string;
  now?: () => number;
}): {
  identify(address: string, cookieHeader: string | undefined): Promise<Client>;
  take(client: Client, isApi: boolean): number;
};
