import { z } from 'zod';

// The apps a city's selector links to (001 §2 "City selector navigation bar": app types 1-4). Each
// opens the city's own page of the portal for it, on the city's sub-site.

export const APP_TYPES = {
  1: { name: '云上软件园', path: '/enterprise.html' },
  2: { name: '码智护航', path: '/softwareConsult.html' },
  3: { name: '云产品', path: '/scheme.html' },
  4: { name: '智云平台', path: '/jfService.html' },
} as const;

export type AppType = keyof typeof APP_TYPES;

export const cityAppSchema = z.object({
  appType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  appName: z.string(),
  /** A path of the city's sub-site. */
  appUrl: z.string(),
});
export type CityApp = z.infer<typeof cityAppSchema>;

/** getNavbarCitys' answer for one city (001 §7: the app list is read from data[0].appList). */
export const navbarCitySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  site: z.string(),
  appList: z.array(cityAppSchema),
});
export type NavbarCity = z.infer<typeof navbarCitySchema>;

export function isAppType(n: number): n is AppType {
  return n in APP_TYPES;
}

/**
 * Which apps a city has: the hot cities run all four; other cities the software park and the cloud
 * products, and the consulting escort every third city by code (deterministic, so seeds agree).
 */
export function appTypesOfCity(city: { cityCode: string; hotRank: number | null }): AppType[] {
  if (city.hotRank !== null) return [1, 2, 3, 4];
  return Number(city.cityCode.slice(0, 4)) % 3 === 0 ? [1, 2, 3] : [1, 3];
}
