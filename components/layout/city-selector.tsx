'use client';

// City selector of the top bar (000 §2, 001 §2, 002 §2 §4): hot cities, then letter tabs holding
// only non-empty groups; the tab of the current city is active by default.
import dynamic from 'next/dynamic';
import { useChangeCity } from '@/lib/city/api';
import type { HeaderCityData } from '@/lib/city/types';
import { cityChange, type PickerCity } from '@/lib/header/rules';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ChevronDownIcon, LocationIcon } from '@/components/ui/icons';
import { CityLoading } from './city-loading';

// The letter index and its tabs load with the first opening, with the cities they show: every page
// has the selector, few visitors open it.
const LetterTabs = dynamic(() => import('./city-letter-tabs').then((m) => m.LetterTabs), { loading: () => <CityLoading /> });

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
