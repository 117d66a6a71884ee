import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/request';
import { dimJfBaseDictCall, queryAllCityCall } from './contracts';
import type { BaseCode, CityMap, FirstLevelEntry } from './types';

// Dictionaries change with a release, not during a visit: fetched once per tab (the server also lets
// the browser cache them for an hour).
const STALE_MS = 60 * 60_000;

export async function fetchDictionary(baseCode: BaseCode, signal?: AbortSignal): Promise<FirstLevelEntry[]> {
  const answer = await request(dimJfBaseDictCall, { baseCode }, { signal });
  if (answer.code !== 0) throw new Error(answer.msg || '字典加载失败');
  return answer.data.firstLevelDictList;
}

export function dictionaryQuery(baseCode: BaseCode) {
  return queryOptions({ queryKey: ['dimJfBaseDict', baseCode] as const, queryFn: ({ signal }) => fetchDictionary(baseCode, signal), staleTime: STALE_MS });
}

/** Several dictionaries at once, by base code (undefined while one loads). */
export function useDictionaries<const C extends readonly BaseCode[]>(codes: C): { [K in C[number]]?: FirstLevelEntry[] } {
  const results = useQueries({ queries: codes.map((code) => dictionaryQuery(code)) });
  return Object.fromEntries(codes.map((code, i) => [code, results[i]?.data])) as { [K in C[number]]?: FirstLevelEntry[] };
}

export async function fetchAllCities(signal?: AbortSignal): Promise<CityMap['formatCityMap']> {
  const answer = await request(queryAllCityCall, {}, { signal });
  if (answer.code !== 0) throw new Error(answer.msg || '城市加载失败');
  return answer.data.formatCityMap;
}

export function useAllCities() {
  return useQuery({ queryKey: ['queryAllCity'] as const, queryFn: ({ signal }) => fetchAllCities(signal), staleTime: STALE_MS });
}
