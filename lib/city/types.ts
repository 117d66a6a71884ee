import { z } from 'zod';

// The city records of 000 §3 as the header, the selectors and the city calls see them: the schemas are
// the calls' contracts (./contracts.ts), the types come from them.

export const citySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  fullName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  site: z.string(),
  initial: z.string(),
  hotRank: z.number().int().nullable(),
});
export type City = z.infer<typeof citySchema>;

export const cityItemSchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  /** The city's sub-site label, for links to its subdomain. */
  site: z.string(),
});
export type CityItem = z.infer<typeof cityItemSchema>;

/** The cities under one initial letter (000 §3 letterCityTrees). */
export const letterCityTreeSchema = z.object({
  letter: z.string(),
  cityVo: z.array(cityItemSchema),
});
export type LetterCityTree = z.infer<typeof letterCityTreeSchema>;

/** City data of 000 §3, as the header's city selector and getCityProducts use it. */
export const cityDataSchema = z.object({
  currentCityName: z.string(),
  currentCityCode: z.string(),
  /** The current city's sub-site label, or null on the main site. */
  hostCity: z.string().nullable(),
  hotCityList: z.array(citySchema),
  letterCityTrees: z.array(letterCityTreeSchema),
});
export type CityData = z.infer<typeof cityDataSchema>;

/**
 * What the header's city selector starts with: the letter index (every city) is fetched when the
 * selector first opens, so it is not in every page; hot cities carry only what a choice needs.
 */
export interface HeaderCityData {
  currentCityName: string;
  currentCityCode: string;
  hostCity: string | null;
  hotCityList: Pick<City, 'cityCode' | 'cityName' | 'site'>[];
}

export function headerCityData({ currentCityName, currentCityCode, hostCity, hotCityList }: CityData): HeaderCityData {
  return {
    currentCityName,
    currentCityCode,
    hostCity,
    hotCityList: hotCityList.map(({ cityCode, cityName, site }) => ({ cityCode, cityName, site })),
  };
}

export const friendlyLinkSchema = z.object({
  linkName: z.string(),
  linkUrl: z.string(),
});
export type FriendlyLink = z.infer<typeof friendlyLinkSchema>;

/** Where a visitor is (getLocationInfo, 000 §7). */
export const locationInfoSchema = z.object({
  /** True when the address named one of the portal's cities; otherwise the default city is given. */
  located: z.boolean(),
  cityCode: z.string(),
  cityName: z.string(),
  provinceName: z.string(),
  site: z.string(),
});
export type LocationInfo = z.infer<typeof locationInfoSchema>;

/** A GB/T 2260 region of the tree T1 (locationList, findAllCounty). */
export const locationEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
});
export type LocationEntry = z.infer<typeof locationEntrySchema>;

/** getRegionInfo: one region with the regions above and below it. */
export const regionDetailSchema = locationEntrySchema.extend({
  /** 1 province, 2 city, 3 district or county. */
  level: z.number().int(),
  /** The regions above it, province first. */
  parents: z.array(locationEntrySchema),
  /** The regions directly under it. */
  children: z.array(locationEntrySchema),
});
export type RegionInfo = z.infer<typeof regionDetailSchema>;

/** getAllentCity: a city with suppliers. */
export const enterpriseCitySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  site: z.string(),
  /** Suppliers registered in the city. */
  count: z.number().int().nonnegative(),
});
export type EnterpriseCity = z.infer<typeof enterpriseCitySchema>;
