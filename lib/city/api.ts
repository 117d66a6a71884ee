import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { request } from '@/lib/api/request';
import type { NavbarCity } from './apps';
import { changeCityCall, getCityProductsCall, getNavbarCitysCall } from './contracts';
import type { CityItem, LetterCityTree } from './types';

// The React Query pattern every client feature follows: a fetcher, query options keyed by the
// fetcher's inputs (usable for prefetching too), and a hook.

/** 000 §7 getCityProducts: the city data; the selector takes its letter index from it. */
export async function fetchLetterCityTrees(signal?: AbortSignal): Promise<LetterCityTree[]> {
  const answer = await request(getCityProductsCall, {}, { signal });
  if (answer.code !== 0) throw new Error(answer.msg || '城市列表加载失败');
  return answer.data.letterCityTrees;
}

export function letterCityTreesQuery() {
  return queryOptions({
    queryKey: ['letterCityTrees'] as const,
    queryFn: ({ signal }) => fetchLetterCityTrees(signal),
    // The list of cities changes with a release, not within a visit.
    staleTime: Infinity,
  });
}

export function useLetterCityTrees() {
  return useQuery(letterCityTreesQuery());
}

/** The city switch answers resultcode '0000' on success (000 §7), beside the envelope. */
export type ChangeCityAnswer = Envelope<CityItem> & { resultcode?: string };

export function changeCity(cityCode: string): Promise<ChangeCityAnswer> {
  // t: the spec's timestamp, which keeps any cache between here and the server out of the way.
  return request(changeCityCall, { cityCode, t: Date.now() });
}

/** 000 §4: a city switch refreshes the page. `reload` is injectable so tests can observe it. */
export function useChangeCity({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  return useMutation({
    mutationFn: changeCity,
    onSuccess: (answer) => {
      if (answer.resultcode === '0000') reload();
    },
  });
}

/** getNavbarCitys (001 §7): the apps of one city, read from data[0].appList. */
export async function fetchCityApps(cityCode: string, signal?: AbortSignal): Promise<NavbarCity['appList']> {
  const answer = await request(getNavbarCitysCall, { cityCode }, { signal });
  if (answer.code !== 0) throw new Error(answer.msg || '城市应用加载失败');
  return answer.data[0]?.appList ?? [];
}

export function cityAppsQuery(cityCode: string) {
  return queryOptions({
    queryKey: ['cityApps', cityCode] as const,
    queryFn: ({ signal }) => fetchCityApps(cityCode, signal),
    staleTime: Infinity,
  });
}

export function useCityApps(cityCode: string) {
  return useQuery(cityAppsQuery(cityCode));
}
