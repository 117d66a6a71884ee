'use client';

// City selector of the top bar (000 §2, 001 §2, 002 §2 §4): hot cities, then letter tabs holding
// only non-empty groups; the tab of the current city is active by default.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useChangeCity, useLetterCityTrees } from '@/lib/city/api';
import { visibleLetterGroups } from '@/lib/city/rules';
import type { HeaderCityData } from '@/lib/city/types';
import { cityChange, defaultLetterTab, type PickerCity } from '@/lib/header/rules';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ChevronDownIcon, LocationIcon } from '@/components/ui/icons';

export interface CitySelectorProps {
  cityData: HeaderCityData;
  siteDomain: string;
  currentHost: string;
}

export function CitySelector({ cityData, siteDomain, currentHost }: CitySelectorProps) {
  const { mutate, isPending, isError, data } = useChangeCity();
  // A successful switch reloads the page; anything else leaves the picker open with a note.
  const failed = isError || (data !== undefined && data.resultcode !== '0000');
  const current = cityData.currentCityCode;

  const choose = (city: PickerCity) => {
    const action = cityChange(city, {
      currentCityCode: current,
      hostCity: cityData.hostCity,
      currentHost,
      siteDomain,
      protocol: window.location.protocol,
    });
    if (action.kind === 'navigate') window.location.assign(action.href);
    else if (action.kind === 'cookie') mutate(action.cityCode); // sets the cookie, reloads on 0000
  };

  const cityButton = (city: PickerCity) => {
    const isCurrent = city.cityCode === current;
    return (
      <button
        key={city.cityCode}
        type="button"
        disabled={isPending}
        aria-current={isCurrent ? 'true' : undefined}
        onClick={() => choose(city)}
        className={`rounded px-2 py-0.5 text-left hover:bg-primary-soft hover:text-primary-active disabled:cursor-wait disabled:opacity-60 ${
          isCurrent ? 'bg-primary-active text-white hover:bg-primary-active hover:text-white' : 'text-ink'
        }`}
      >
        {city.cityName}
      </button>
    );
  };

  return (
    <HoverPopover
      align="auto"
      offset={10}
      className="shrink-0"
      buttonClassName="group flex h-8 items-center gap-1 rounded px-1 text-white/85 hover:text-white data-open:text-white"
      button={
        <>
          <LocationIcon className="size-4 text-primary-hover" />
          <span className="font-medium text-white">{cityData.currentCityName}</span>
          <span className="text-meta text-white/60 group-hover:text-white/85">[切换城市]</span>
          <ChevronDownIcon className="size-3.5 text-white/60" />
        </>
      }
      buttonLabel={`当前城市：${cityData.currentCityName}，切换城市`}
      panelClassName="w-[min(560px,calc(100vw-2rem))] rounded-card border border-line bg-white p-4 text-ink shadow-pop"
    >
      {() => (
        <div aria-busy={isPending || undefined}>
          {cityData.hotCityList.length > 0 && (
            <section aria-labelledby="city-hot-title" className="mb-3 border-b border-line pb-3">
              <h2 id="city-hot-title" className="mb-2 text-meta font-medium text-ink-muted">
                热门城市
              </h2>
              <div className="flex flex-wrap gap-x-1 gap-y-1">{cityData.hotCityList.map(cityButton)}</div>
            </section>
          )}
          <LetterTabs current={current} cityButton={cityButton} />
          <p role="status" className="mt-2 text-meta text-ink-muted empty:hidden">
            {isPending ? '正在切换城市…' : failed ? '城市切换失败，请稍后重试' : ''}
          </p>
        </div>
      )}
    </HoverPopover>
  );
}

/** The letter index, fetched the first time the selector opens (every city is too much for every page). */
function LetterTabs({ current, cityButton }: { current: string; cityButton: (city: PickerCity) => ReactNode }) {
  const { data: trees, isError } = useLetterCityTrees();
  if (!trees) {
    return <p className="py-2 text-meta text-ink-muted">{isError ? '城市列表加载失败，请稍后重试' : '正在加载城市…'}</p>;
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
