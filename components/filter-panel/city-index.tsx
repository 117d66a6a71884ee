// The city-index custom item (002 §2) on the server: the item's letter nodes and cities, made compact
// for CityIndexTabs, with their links as one template.
import { cityIndexTabs, initialCityTab } from '@/lib/filter-panel/city-index';
import { compactHrefs } from '@/lib/filter-panel/compact-hrefs';
import type { FilterItem } from '@/lib/filter-panel/types';
import { CityIndexTabs, type CityIndexData } from './city-index-tabs';
import { itemHref, type FieldScope } from './scope';

export function CityIndex({ item, scope }: { item: FilterItem; scope: FieldScope }) {
  const tabs = cityIndexTabs(item);
  if (tabs.length === 0) return <p className="text-ink-muted">暂无城市</p>;
  const cities = tabs.flatMap((tab) => tab.letters.flatMap((letter) => letter.children ?? []));
  const data: CityIndexData = tabs.map((tab) => [
    tab.group,
    tab.letters.map((letter) => [letter.label, (letter.children ?? []).map((city): [string, string] => [city.key, city.label])]),
  ]);
  return (
    <CityIndexTabs
      name={`filter-city-${scope.field.fieldName}`}
      tabs={data}
      initial={initialCityTab(tabs)}
      selected={cities.filter((city) => city.selected).map((city) => city.key)}
      {...compactHrefs(
        cities.map((city) => city.key),
        (key) => itemHref(scope, key),
        new Set(cities.filter((city) => city.selected).map((city) => city.key)),
      )}
    />
  );
}
