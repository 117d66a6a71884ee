import type { LetterCityTree } from './rules';

export interface City {
  cityCode: string;
  cityName: string;
  fullName: string;
  provinceCode: string;
  provinceName: string;
  site: string;
  initial: string;
  hotRank: number | null;
}

/** City data of 000 §3, as the header's city selector and getCityProducts use it. */
export interface CityData {
  currentCityName: string;
  currentCityCode: string;
  /** The current city's sub-site label, or null on the main site. */
  hostCity: string | null;
  hotCityList: City[];
  letterCityTrees: LetterCityTree[];
}

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

export interface FriendlyLink {
  linkName: string;
  linkUrl: string;
}
