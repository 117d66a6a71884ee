// Matching what an address lookup says (ip2region: province 四川省, city 成都市) to a city of the
// portal. Pure, so the rule is tested without the lookup table.

export interface LookupPlace {
  province: string;
  city: string;
}

const SUFFIX = /(市|地区|自治州|盟)$/;

/** The portal city a looked-up place names: by the city's full or short name, else none. */
export function matchCity<C extends { cityName: string; fullName: string; provinceName: string }>(place: LookupPlace, cities: readonly C[]): C | undefined {
  const name = place.city.trim();
  if (!name || name === '0' || name === '内网IP') return undefined;
  const short = name.replace(SUFFIX, '');
  return cities.find((c) => c.fullName === name) ?? cities.find((c) => c.cityName === short);
}
