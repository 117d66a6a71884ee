// What the city picker does with a choice (000 §4, 002 §2 §4): pure, shared by server and client.
import { siteHost, visibleLetterGroups, type LetterCityTree } from './rules';

/** A city as the picker shows it; sub-site cities carry their site label. */
export interface PickerCity {
  cityCode: string;
  cityName: string;
  site?: string | null;
}

export type CityChange =
  | { kind: 'none' }
  | { kind: 'navigate'; href: string }
  | { kind: 'cookie'; cityCode: string };

/**
 * What choosing a city does (000 §4, 002 §2): nothing for the current city; on a city sub-site, go to
 * the chosen city's sub-site; otherwise switch by cookie (the changeCity call), which reloads.
 */
export function cityChange(
  city: PickerCity,
  ctx: { currentCityCode: string; hostCity: string | null; currentHost: string; siteDomain: string; protocol?: string },
): CityChange {
  if (city.cityCode === ctx.currentCityCode) return { kind: 'none' };
  if (ctx.hostCity && city.site) {
    const protocol = ctx.protocol ?? 'https:';
    return { kind: 'navigate', href: `${protocol}//${siteHost(city.site, ctx.currentHost, ctx.siteDomain)}/` };
  }
  return { kind: 'cookie', cityCode: city.cityCode };
}

/** 002 §4: the default letter tab is the one holding the current city (the first tab otherwise). */
export function defaultLetterTab(trees: LetterCityTree[], currentCityCode: string): number {
  const groups = visibleLetterGroups(trees);
  const i = groups.findIndex((g) => g.trees.some((t) => t.cityVo.some((c) => c.cityCode === currentCityCode)));
  return i < 0 ? 0 : i;
}
