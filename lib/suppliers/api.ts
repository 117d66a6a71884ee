import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listOrEmpty, type ListPage } from '@/lib/api/list';
import { request } from '@/lib/api/request';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import type { CompListInput } from './schemas';
import type { SupplierCertificate, SupplierPatent, SupplierSolution } from './types';

// The React Query triple of a supplier's sub-lists, for client-side use (the detail page renders them
// on the server from the same services). 000 §8: a failing call shows an empty list with total 0.

/** What each sub-list call lists. */
export interface CompListItems {
  compCaseList: IndustryCaseInfo;
  compSolutionList: SupplierSolution;
  compCertificateList: SupplierCertificate;
  compPatentList: SupplierPatent;
}

export type CompListName = keyof CompListItems;

export function fetchCompList<N extends CompListName>(
  name: N,
  input: CompListInput,
  signal?: AbortSignal,
): Promise<ListPage<CompListItems[N]>> {
  const answer = request<ListPage<CompListItems[N]>>(name, input, { signal });
  return listOrEmpty(answer, (data) => data);
}

export function compListQuery<N extends CompListName>(name: N, input: CompListInput) {
  return queryOptions({
    queryKey: [name, input.compCode, input.pageStart, input.pageSize] as const,
    queryFn: ({ signal }) => fetchCompList(name, input, signal),
  });
}

/** Keeps the previous page on screen while the next one loads, so paging does not flash empty. */
export function useCompList<N extends CompListName>(name: N, input: CompListInput) {
  return useQuery({ ...compListQuery(name, input), placeholderData: keepPreviousData });
}
