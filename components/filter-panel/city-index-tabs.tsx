'use client';

// The city-index custom item (002 §2): letter tabs ABCDE, FGHJ, … over the cities grouped by letter.
// The tabs are radio buttons switching panels in CSS, so they work with the arrow keys; each city is
// a link selecting its key. The cities arrive as compact data and become links when the pop-up
// opens (or from the start when one is selected): the case library offers every city of the country.
import { useEffect, useRef, useState } from 'react';
import { choiceHref, type CustomModel } from '@/lib/filter-panel/model';
import { FilterLink } from './filter-link';

// Tailwind only sees whole class names, so each of the five possible tabs has its own peer name.
const TAB = [
  { peer: 'peer/t0', label: 'peer-checked/t0:border-primary peer-checked/t0:text-primary-active peer-focus-visible/t0:outline-2', panel: 'peer-checked/t0:flex' },
  { peer: 'peer/t1', label: 'peer-checked/t1:border-primary peer-checked/t1:text-primary-active peer-focus-visible/t1:outline-2', panel: 'peer-checked/t1:flex' },
  { peer: 'peer/t2', label: 'peer-checked/t2:border-primary peer-checked/t2:text-primary-active peer-focus-visible/t2:outline-2', panel: 'peer-checked/t2:flex' },
  { peer: 'peer/t3', label: 'peer-checked/t3:border-primary peer-checked/t3:text-primary-active peer-focus-visible/t3:outline-2', panel: 'peer-checked/t3:flex' },
  { peer: 'peer/t4', label: 'peer-checked/t4:border-primary peer-checked/t4:text-primary-active peer-focus-visible/t4:outline-2', panel: 'peer-checked/t4:flex' },
] as const;

export function CityIndexTabs({ custom }: { custom: Extract<CustomModel, { kind: 'city-index' }> }) {
  const { tabs, initial, cities } = custom;
  const name = `filter-city-${custom.field}`;
  const selected = cities.selected;
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const details = root.current?.closest('details');
    if (!details) return setOpen(true);
    const sync = () => setOpen((was) => was || details.open);
    sync();
    details.addEventListener('toggle', sync);
    return () => details.removeEventListener('toggle', sync);
  }, []);
  const showCities = open || selected.length > 0;
  // Radios, tab labels and panels are siblings: the peer-checked variants need that.
  return (
    <div ref={root} role="group" aria-label="按拼音首字母选择城市" className="flex flex-wrap items-end">
      {tabs.map(([group], i) => (
        <input
          key={group}
          type="radio"
          id={`${name}-${group}`}
          name={name}
          defaultChecked={i === initial}
          className={`sr-only ${TAB[i]?.peer}`}
        />
      ))}
      {tabs.map(([group], i) => (
        <label
          key={group}
          htmlFor={`${name}-${group}`}
          className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-1 text-ink-muted outline-primary hover:text-primary-active ${TAB[i]?.label}`}
        >
          {group}
        </label>
      ))}
      <span aria-hidden="true" className="flex-1 self-stretch border-b border-line" />
      {tabs.map(([group, letters], i) => (
        <div key={group} data-testid="city-index-panel" className={`hidden max-h-64 w-full flex-col gap-1.5 overflow-y-auto pt-3 ${TAB[i]?.panel}`}>
          {showCities &&
            letters.map(([letter, names]) => (
              <div key={letter} className="flex items-start gap-2">
                <span aria-hidden="true" className="w-5 shrink-0 pt-0.5 font-semibold text-primary-active">
                  {letter}
                </span>
                <ul aria-label={`${letter} 开头的城市`} className="flex flex-1 flex-wrap gap-1">
                  {names.map(([key, cityName]) => (
                    <li key={key}>
                      <FilterLink choice={[key, null, cityName]} selected={selected.includes(key)} href={choiceHref(cities.links, key)} />
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
