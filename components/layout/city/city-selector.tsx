'use client';

// City selector of the top bar (000 §2): the current city on the button; the panel with the cities
// loads with the first opening (city-panel.tsx).
import dynamic from 'next/dynamic';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ChevronDownIcon, LocationIcon } from '@/components/ui/icons';
import type { CityPanelProps } from './city-panel';
import { CityLoading } from './city-loading';

const CityPanel = dynamic(() => import('./city-panel').then((m) => m.CityPanel), { loading: () => <CityLoading /> });

export function CitySelector(props: CityPanelProps) {
  const { cityData } = props;
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
      {() => <CityPanel {...props} />}
    </HoverPopover>
  );
}
