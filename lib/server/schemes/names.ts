import 'server-only';
import { pathOf } from '@/lib/dictionaries/tree';
import type { FirstLevelEntry } from '@/lib/dictionaries/types';
import type { SchemeForm } from '@/lib/schemes/schemas';
import { getAllCities, getDictionary } from '@/lib/server/dictionaries';
import type { SchemeNames } from '@/lib/schemes/types';

const named = (tree: FirstLevelEntry[], code: string) => pathOf(tree, code).map((p) => p.name).join(' / ');
const last = (tree: FirstLevelEntry[], code: string) => pathOf(tree, code).at(-1)?.name ?? code;

/** The dictionary names of a scheme's codes, for showing it (a code no longer in the dictionary shows as it is). */
export async function schemeNames(form: SchemeForm): Promise<SchemeNames> {
  const codes = ['T1', 'T2', 'T4', 'T9', 'T11', 'T13', 'T14', 'T18', 'T22'] as const;
  const [trees, cities] = await Promise.all([Promise.all(codes.map(async (c) => (await getDictionary(c)).firstLevelDictList)), getAllCities()]);
  const [t1 = [], t2 = [], t4 = [], t9 = [], t11 = [], t13 = [], t14 = [], t18 = [], t22 = []] = trees;
  const cityName = new Map(Object.values(cities.formatCityMap).flat().map((c) => [c.cityCode, c.cityName]));
  return {
    location: form.location ? named(t1, form.location) : '',
    compScale: form.compScale ? last(t2, form.compScale) : '',
    compList: form.compList ? named(t4, form.compList) : '',
    caseType: named(t13, form.caseType),
    compAuth: form.compAuth.map((c) => last(t22, c)),
    compQualification: form.compQualification.map((c) => last(t11, c)),
    caseServiceCustomerType: form.caseServiceCustomerType.map((c) => last(t14, c)),
    caseUseTechnology: form.caseUseTechnology.map((c) => last(t9, c)),
    serviceCoverMarketArea: form.serviceCoverMarketArea.map((c) => cityName.get(c) ?? c),
    currency: Object.fromEntries(t18.map((e) => [e.firstLevelCode, e.firstLevelName])),
  };
}
