'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo } from 'react';
import type { CityOption } from '@/lib/opportunities/types';
import { CloseIcon } from '@/components/ui/icons';
import { PickedMark, chipClass } from './choice-chips';

interface CityPickerProps {
  hotCities: readonly CityOption[];
  cityGroups: readonly { letters: string; cities: CityOption[] }[];
  picked: readonly string[];
  max: number;
  onToggle(code: string): void;
}

const tabClass =
  'rounded px-2.5 py-1 text-ink-muted hover:text-primary-active data-selected:bg-primary-soft data-selected:font-medium data-selected:text-primary-active';

/** 001 §3 city choice: the picked cities as removable chips, then hot cities and the letter groups. */
export function CityPicker({ hotCities, cityGroups, picked, max, onToggle }: CityPickerProps) {
  // Names of picked cities, also of those a saved subscription brought that no list shows now.
  const names = useMemo(() => {
    const all = [...hotCities, ...cityGroups.flatMap((g) => g.cities)];
    return new Map(all.map((c) => [c.cityCode, c.cityName]));
  }, [hotCities, cityGroups]);
  const tabs = [{ letters: '热门城市', cities: hotCities }, ...cityGroups];

  return (
    <div className="space-y-3">
      <div className="flex min-h-8 flex-wrap items-center gap-2" data-testid="city-chosen" aria-live="polite">
        {picked.length === 0 && <span className="text-ink-faint">请从下方选择城市</span>}
        {picked.map((code) => {
          const name = names.get(code) ?? code;
          return (
            <span key={code} data-code={code} className="inline-flex h-7 items-center gap-1 rounded-full bg-primary-active px-3 text-white">
              {name}
              <button type="button" onClick={() => onToggle(code)} aria-label={`移除${name}`} className="-mr-1.5 rounded-full p-0.5 hover:bg-white/20">
                <CloseIcon className="size-3.5" />
              </button>
            </span>
          );
        })}
        <span className="ml-auto text-meta text-ink-faint">
          已选 {picked.length}/{max}
        </span>
      </div>
      <TabGroup className="rounded-card border border-line">
        <TabList aria-label="城市分组" className="flex flex-wrap gap-1 border-b border-line bg-page/60 px-2 py-1.5">
          {tabs.map((tab) => (
            <Tab key={tab.letters} className={tabClass}>
              {tab.letters}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="p-3">
          {tabs.map((tab) => (
            <TabPanel key={tab.letters} className="flex max-h-40 flex-wrap gap-2 overflow-y-auto" data-testid={`city-tab-${tab.letters}`}>
              {tab.cities.map((city) => {
                const on = picked.includes(city.cityCode);
                return (
                  <button key={city.cityCode} type="button" aria-pressed={on} data-code={city.cityCode} onClick={() => onToggle(city.cityCode)} className={chipClass(on)}>
                    {city.cityName}
                    {on && <PickedMark />}
                  </button>
                );
              })}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
