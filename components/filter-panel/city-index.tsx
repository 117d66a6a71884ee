// The city-index custom item (002 §2): letter tabs ABCDE, FGHJ, … over the item's children (letter
// nodes holding cities). The tabs are radio buttons switching panels in CSS, so they work without
// JavaScript and with the arrow keys; each city is a link selecting its key.
import { cityIndexTabs, initialCityTab } from '@/lib/filter-panel/city-index';
import type { FilterItem } from '@/lib/filter-panel/types';
import { FilterLink } from './filter-link';
import { itemHref, type FieldScope } from './scope';

// Tailwind only sees whole class names, so each of the five possible tabs has its own peer name.
const TAB = [
  { peer: 'peer/t0', label: 'peer-checked/t0:border-primary peer-checked/t0:text-primary-active peer-focus-visible/t0:outline-2', panel: 'peer-checked/t0:flex' },
  { peer: 'peer/t1', label: 'peer-checked/t1:border-primary peer-checked/t1:text-primary-active peer-focus-visible/t1:outline-2', panel: 'peer-checked/t1:flex' },
  { peer: 'peer/t2', label: 'peer-checked/t2:border-primary peer-checked/t2:text-primary-active peer-focus-visible/t2:outline-2', panel: 'peer-checked/t2:flex' },
  { peer: 'peer/t3', label: 'peer-checked/t3:border-primary peer-checked/t3:text-primary-active peer-focus-visible/t3:outline-2', panel: 'peer-checked/t3:flex' },
  { peer: 'peer/t4', label: 'peer-checked/t4:border-primary peer-checked/t4:text-primary-active peer-focus-visible/t4:outline-2', panel: 'peer-checked/t4:flex' },
] as const;

export function CityIndex({ item, scope }: { item: FilterItem; scope: FieldScope }) {
  const tabs = cityIndexTabs(item);
  if (tabs.length === 0) return <p className="text-ink-muted">暂无城市</p>;
  const initial = initialCityTab(tabs);
  const name = `filter-city-${scope.field.fieldName}`;
  // Radios, tab labels and panels are siblings: the peer-checked variants need that.
  return (
    <div role="group" aria-label="按拼音首字母选择城市" className="flex flex-wrap items-end">
      {tabs.map((tab, i) => (
        <input
          key={tab.group}
          type="radio"
          id={`${name}-${tab.group}`}
          name={name}
          defaultChecked={i === initial}
          className={`sr-only ${TAB[i]?.peer}`}
        />
      ))}
      {tabs.map((tab, i) => (
        <label
          key={tab.group}
          htmlFor={`${name}-${tab.group}`}
          className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-1 text-ink-muted outline-primary hover:text-primary-active ${TAB[i]?.label}`}
        >
          {tab.group}
        </label>
      ))}
      <span aria-hidden="true" className="flex-1 self-stretch border-b border-line" />
      {tabs.map((tab, i) => (
        <div key={tab.group} data-testid="city-index-panel" className={`hidden max-h-64 w-full flex-col gap-1.5 overflow-y-auto pt-3 ${TAB[i]?.panel}`}>
          {tab.letters.map((letter) => (
            <div key={letter.key} className="flex items-start gap-2">
              <span aria-hidden="true" className="w-5 shrink-0 pt-0.5 font-semibold text-primary-active">
                {letter.label}
              </span>
              <ul aria-label={`${letter.label} 开头的城市`} className="flex flex-1 flex-wrap gap-1">
                {letter.children?.map((city) => (
                  <li key={city.key}>
                    <FilterLink item={city} href={itemHref(scope, city.key)} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
