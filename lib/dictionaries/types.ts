// The base dictionaries of 001 §3 as dimJfBaseDict answers them: up to three nested levels.

export const BASE_CODES = ['T1', 'T2', 'T4', 'T9', 'T11', 'T13', 'T14', 'T18', 'T22'] as const;
export type BaseCode = (typeof BASE_CODES)[number];

export interface ThirdLevelEntry {
  thirdLevelCode: string;
  thirdLevelName: string;
}

export interface SecondLevelEntry {
  secondLevelCode: string;
  secondLevelName: string;
  thirdLevelDictList: ThirdLevelEntry[];
}

export interface FirstLevelEntry {
  firstLevelCode: string;
  firstLevelName: string;
  /** A line of help shown with the entry (company scale, T2). */
  help: string | null;
  secondLevelDictList: SecondLevelEntry[];
}

export interface DictResponse {
  firstLevelDictList: FirstLevelEntry[];
}

/** queryAllCity: every city under its initial letter, letters in order. */
export interface CityMap {
  formatCityMap: Record<string, { cityCode: string; cityName: string }[]>;
}
