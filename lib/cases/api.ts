import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listOrEmpty, type ListPage } from '@/lib/api/list';
import { request } from '@/lib/api/request';
import type { IndustryCaseListInput } from './schemas';
import type { IndustryCaseInfo, IndustryCaseList } from './types';

// The React Query triple of the case list, for client-side use (the library page itself renders on the
// server from the same service). 000 §8: a failing call shows an empty list with total 0.

export async function fetchIndustryCaseList(
  input: IndustryCaseListInput,
  signal?: AbortSignal,
): Promise<ListPage<IndustryCaseInfo>> {
  const answer = request<IndustryCaseList>('getIndustryCaseList', input, { signal });
  return listOrEmpty(answer, (data) => ({ list: data.industryCaseInfos, total: data.total }));
}

export function industryCaseListQuery(input: IndustryCaseListInput) {
  return queryOptions({
    queryKey: ['getIndustryCaseList', input] as const,
    queryFn: ({ signal }) => fetchIndustryCaseList(input, signal),
  });
}

/** Keeps the previous page on screen while the next one loads, so paging does not flash empty. */
export function useIndustryCaseList(input: IndustryCaseListInput) {
  return useQuery({ ...industryCaseListQuery(input), placeholderData: keepPreviousData });
}
