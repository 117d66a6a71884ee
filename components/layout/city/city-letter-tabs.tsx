'use client';

// The letter index of the city panel (000 §2, 002 §4): tabs holding only non-empty letter groups,
// the tab of the current city active by default.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useLetterCityTrees } from '@/lib/city/api';
import { visibleLetterGroups } from '@/lib/city/rules';
import { defaultLetterTab, type PickerCity } from '@/lib/city/picker';
import { CityLoading } from './city-loading';

/** The letter index, fetched the first time the selector opens (every city is too much for every page). */
export function LetterTabs({ current, cityButton }: { current: string; cityButton: (city: PickerCity) => ReactNode }) {
  const { data: trees, isError } = useLetterCityTrees();
  if (!trees) {
    return <CityLoading failed={isError} />;
  }
  const groups = visibleLetterGroups(trees);
  if (groups.length === 0) return null;
  return (
    <TabGroup defaultIndex={defaultLetterTab(trees, current)}>
      <TabList aria-label="按拼音首字母选择城市" className="flex flex-wrap gap-1 border-b border-line">
        {groups.map((g) => (
          <Tab
            key={g.group}
            className="-mb-px border-b-2 border-transparent px-3 py-1.5 text-ink-muted hover:text-primary-active data-selected:border-primary data-selected:font-medium data-selected:text-primary-active"
          >
            {g.group}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="max-h-72 overflow-y-auto pt-2">
        {groups.map((g) => (
          <TabPanel key={g.group} className="space-y-1.5 focus-visible:outline-offset-0">
            {g.trees.map((t) => (
              <div key={t.letter} className="flex items-start gap-2">
                <span className="w-5 shrink-0 pt-0.5 font-semibold text-primary-active" aria-hidden="true">
                  {t.letter}
                </span>
                <div role="group" aria-label={`${t.letter} 开头的城市`} className="flex flex-1 flex-wrap gap-1">
                  {t.cityVo.map(cityButton)}
                </div>
              </div>
            ))}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
