// City rules shared by the proxy, the server and the client: pure, no I/O.
import type { CityItem, LetterCityTree } from './types';

export type { CityItem, LetterCityTree } from './types';

/** The letter tabs of the city selector (spec 000 §2, 001 §2, 002 §2). */
export const LETTER_GROUPS = ['ABCDE', 'FGHJ', 'KLMNP', 'QRSTW', 'XYZ'] as const;
export type LetterGroup = (typeof LETTER_GROUPS)[number];

export { CITY_COOKIE } from '@/lib/cookie-names.mjs';
export const CITY_COOKIE_MAX_AGE = 24 * 60 * 60; // one day (000 §9)

/** 000 §9: the province code of Chongqing stands for its city site. */
export function normalizeCityCode(code: string): string {
  return code === '500000' ? '500100' : code;
}

/**
 * The sub-site label of a host on `siteDomain`: "cq.jfportal.cn" -> "cq", "cq.localhost:3000" -> "cq".
 * The bare domain and "www" are the main site (null).
 */
export function siteFromHost(host: string | null | undefined, siteDomain: string): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const domain = siteDomain.toLowerCase();
  if (!name.endsWith(`.${domain}`)) return null;
  const label = name.slice(0, -(domain.length + 1));
  if (!/^[a-z0-9-]{1,40}$/.test(label) || label === 'www') return null;
  return label;
}

/** The host of a city's sub-site, keeping the port the visitor used. */
export function siteHost(site: string, currentHost: string, siteDomain: string): string {
  const port = /:(\d+)$/.exec(currentHost)?.[1];
  return `${site}.${siteDomain}${port ? `:${port}` : ''}`;
}

/** Where the city comes from for one request: the subdomain first, then the cookie, then the default. */
export type CityHint = { kind: 'site'; site: string } | { kind: 'code'; code: string } | { kind: 'default' };

export function cityHint(host: string | null, cookieCode: string | undefined, siteDomain: string): CityHint {
  const site = siteFromHost(host, siteDomain);
  if (site) return { kind: 'site', site };
  if (cookieCode && /^\d{6}$/.test(cookieCode)) return { kind: 'code', code: normalizeCityCode(cookieCode) };
  return { kind: 'default' };
}

export const CITY_HINT_HEADER = 'x-jf-city';

export function encodeCityHint(hint: CityHint): string {
  return hint.kind === 'site' ? `site:${hint.site}` : hint.kind === 'code' ? `code:${hint.code}` : 'default';
}

export function decodeCityHint(value: string | null): CityHint {
  const m = /^(site|code):([a-z0-9-]{1,40})$/.exec(value ?? '');
  if (m?.[1] === 'site' && m[2]) return { kind: 'site', site: m[2] };
  if (m?.[1] === 'code' && m[2] && /^\d{6}$/.test(m[2])) return { kind: 'code', code: m[2] };
  return { kind: 'default' };
}

/** Which letter tab holds a city initial, e.g. "C" -> "ABCDE". "I", "O", "U", "V" start no city name. */
export function letterGroupOf(initial: string): LetterGroup | undefined {
  return LETTER_GROUPS.find((g) => g.includes(initial.toUpperCase()));
}

/** Groups cities by initial, letters in order; used for letterCityTrees (000 §3). */
export function groupByLetter(cities: (CityItem & { initial: string })[]): LetterCityTree[] {
  const byLetter = new Map<string, CityItem[]>();
  for (const c of [...cities].sort((a, b) => a.initial.localeCompare(b.initial))) {
    const list = byLetter.get(c.initial) ?? [];
    list.push({ cityCode: c.cityCode, cityName: c.cityName, site: c.site });
    byLetter.set(c.initial, list);
  }
  return [...byLetter].map(([letter, cityVo]) => ({ letter, cityVo }));
}

/** The letter tabs to show: only those holding at least one city (000 §2). */
export function visibleLetterGroups(trees: LetterCityTree[]): { group: LetterGroup; trees: LetterCityTree[] }[] {
  return LETTER_GROUPS.map((group) => ({
    group,
    trees: trees.filter((t) => group.includes(t.letter) && t.cityVo.length > 0),
  })).filter((g) => g.trees.length > 0);
}
