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

export interface FriendlyLink {
  linkName: string;
  linkUrl: string;
}
