import 'server-only';
import type { ListPage } from '@/lib/api/list';
import { compListSchema } from '@/lib/suppliers/schemas';
import type { PageRequest } from '@/lib/server/db/paging';
import { notFound } from '@/lib/server/http/errors';
import { legacyRoute } from '@/lib/server/http/route';
import { supplierIdOf } from './profile';

export const UNKNOWN_SUPPLIER = '企业不存在';

/** The handler of a comp*List call: { compCode, pageStart, pageSize } in, { list, total } out. */
export function compListRoute<T>(list: (supplierId: number, paging: PageRequest) => Promise<ListPage<T>>) {
  return legacyRoute({ source: 'json', input: compListSchema }, async ({ compCode, pageStart, pageSize }) => {
    const supplierId = await supplierIdOf(compCode);
    if (supplierId === null) throw notFound(UNKNOWN_SUPPLIER);
    return list(supplierId, { page: pageStart, pageSize });
  });
}
