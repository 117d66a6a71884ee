// The letter tabs of the city-index item (002 §2): its children are letter nodes ('A', 'B', …) whose
// children are the cities, grouped into the portal's letter tabs; empty tabs are not shown (000 §2).
import { LETTER_GROUPS, type LetterGroup } from '@/lib/city/rules';
import type { FilterItem } from './types';

export interface CityIndexTab {
  group: LetterGroup;
  letters: FilterItem[];
}

export function cityIndexTabs(item: FilterItem): CityIndexTab[] {
  const letters = (item.children ?? []).filter((letter) => (letter.children?.length ?? 0) > 0);
  return LETTER_GROUPS.map((group) => ({
    group,
    letters: letters.filter((letter) => group.includes(letter.key.toUpperCase())),
  })).filter((tab) => tab.letters.length > 0);
}

/** The tab open at first: the one holding a selected city, else the first. */
export function initialCityTab(tabs: CityIndexTab[]): number {
  const index = tabs.findIndex((tab) => tab.letters.some((letter) => letter.children?.some((city) => city.selected)));
  return Math.max(index, 0);
}
