import 'server-only';
import type { ListPage } from '@/lib/api/list';
import { PAGED_SECTIONS, type PagedSection, type SectionPages } from '@/lib/suppliers/sections';
import type { SupplierPageLists } from '@/lib/suppliers/types';
import { pageWithin, type PageRequest } from '@/lib/server/db/paging';
import {
  listSupplierBids,
  listSupplierCases,
  listSupplierCertificates,
  listSupplierPatents,
  listSupplierSolutions,
} from './records';

/** One page of every section of the supplier detail page, each at the page its address asks for. */
export async function getSupplierPageLists(supplierId: number, pages: SectionPages): Promise<SupplierPageLists> {
  const load = <T>(section: PagedSection, list: (id: number, paging: PageRequest) => Promise<ListPage<T>>) =>
    pageWithin((paging) => list(supplierId, paging), { page: pages[section], pageSize: PAGED_SECTIONS[section].pageSize });
  const [cases, solutions, bids, certificates, patents] = await Promise.all([
    load('cases', listSupplierCases),
    load('solutions', listSupplierSolutions),
    load('bids', listSupplierBids),
    load('certificates', listSupplierCertificates),
    load('patents', listSupplierPatents),
  ]);
  return { cases, solutions, bids, certificates, patents };
}
