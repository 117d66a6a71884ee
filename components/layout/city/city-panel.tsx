'use client';

// The open city selector (000 §2, 001 §2, 002 §2 §4): hot cities, then letter tabs holding only
// non-empty groups. A chunk of its own with React Query and ky: every page has the selector, few
// visitors open it, and it is the only thing on a reading page that calls the API.
import { useChangeCity, useCityApps } from '@/lib/city/api';
import { siteHost } from '@/lib/city/rules';
import type { HeaderCityData } from '@/lib/city/types';
import { cityChange, type PickerCity } from '@/lib/city/picker';
import { QueryProvider } from '@/components/query/query-provider';
import { LetterTabs } from './city-letter-tabs';

export interface CityPanelProps {
  cityData: HeaderCityData;
  siteDomain: string;
  currentHost: string;
}

export function CityPanel(props: CityPanelProps) {
  return (
    <QueryProvider>
      <CityChoices {...props} />
    </QueryProvider>
  );
}

function CityChoices({ cityData, siteDomain, currentHost }: CityPanelProps) {
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
      <CityApps cityCode={current} cityName={cityData.currentCityName} site={cityData.hostCity} currentHost={currentHost} siteDomain={siteDomain} />
      <p role="status" className="mt-2 text-meta text-ink-muted empty:hidden">
        {isPending ? '正在切换城市…' : failed ? '城市切换失败，请稍后重试' : ''}
      </p>
    </div>
  );
}

/** The current city's apps (001 §2: app types 1-4), each on the city's sub-site when there is one. */
function CityApps({ cityCode, cityName, site, currentHost, siteDomain }: { cityCode: string; cityName: string; site: string | null; currentHost: string; siteDomain: string }) {
  const { data } = useCityApps(cityCode);
  if (!data?.length) return null;
  const base = site ? `//${siteHost(site, currentHost, siteDomain)}` : '';
  return (
    <section aria-label={`${cityName}城市应用`} className="mt-3 border-t border-line pt-3">
      <h2 className="mb-2 text-meta font-medium text-ink-muted">{cityName}城市应用</h2>
      <ul className="flex flex-wrap gap-2">
        {data.map((app) => (
          <li key={app.appType}>
            <a href={`${base}${app.appUrl}`} className="inline-block rounded border border-line px-2.5 py-1 text-meta text-ink hover:border-primary hover:text-primary-active">
              {app.appName}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
