import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { budgetUnitSearchCall, cityStationListCall, getPurchaseDetailCall, unitRegisterCall } from './contracts';
import type { UnitRegisterInput } from './schemas';
import type { CityStationGroup, PurchaseUnitDetail, UnitRegisterAnswer, UnitSuggestion } from './types';

// The activation form's calls (002 §7). Refusals come back as their envelope; only no answer rejects.

/** 002 §7 budget unit search: page 1, 10 units, type 6. */
export async function searchBudgetUnits(searchContent: string, signal?: AbortSignal): Promise<UnitSuggestion[]> {
  const answer = await request(budgetUnitSearchCall, { pageNum: 1, pageSize: 10, searchContent, type: 6 }, { noJump: true, signal });
  return answer.code === 0 ? answer.data.dataList : [];
}

export async function purchaseDetail(id: number): Promise<PurchaseUnitDetail | null> {
  try {
    const answer = await request(getPurchaseDetailCall, { id }, { noJump: true });
    return answer.code === 0 ? answer.data : null;
  } catch {
    return null;
  }
}

export type UnitRegisterFields = Omit<UnitRegisterInput, 'purchaserId'> & { purchaserId?: number };

export async function registerUnit(fields: UnitRegisterFields): Promise<Envelope<UnitRegisterAnswer | null>> {
  try {
    return await request(unitRegisterCall, fields);
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) return { ...error.envelope, data: null };
    throw error;
  }
}

async function fetchCityStations(signal?: AbortSignal): Promise<CityStationGroup[]> {
  const answer = await request(cityStationListCall, {}, { noJump: true, signal });
  if (answer.code !== 0) throw new Error(answer.msg || '城市站加载失败');
  return answer.data.data;
}

/** 002 §7 city station list, grouped; the stations change with a release, so once per tab. */
export function useCityStations() {
  return useQuery({ queryKey: ['cityStationList'] as const, queryFn: ({ signal }) => fetchCityStations(signal), staleTime: 60 * 60_000 });
}
