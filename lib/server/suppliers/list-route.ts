import 'server-only';
import type { Contract, OutputOf } from '@/lib/api/contract';
import type { compListSchema } from '@/lib/suppliers/schemas';
import type { PageRequest } from '@/lib/server/db/paging';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { supplierIdOf } from './profile';

export const UNKNOWN_SUPPLIER = '企业不存在';

/** The handler of a comp*List call: { compCode, pageStart, pageSize } in, its contract's { list, total } out. */
export function compListRoute<C extends Contract<Contract['call'], typeof compListSchema>>(
  contract: C,
  list: (supplierId: number, paging: PageRequest) => Promise<OutputOf<C>>,
) {
  return apiRoute(contract, async ({ compCode, pageStart, pageSize }) => {
    const supplierId = await supplierIdOf(compCode);
    if (supplierId === null) throw notFound(UNKNOWN_SUPPLIER);
    return list(supplierId, { page: pageStart, pageSize });
  });
}
