import { queryCompBaseInfoByCompCodeCall } from '@/lib/suppliers/contracts';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { UNKNOWN_SUPPLIER } from '@/lib/server/suppliers/list-route';
import { getSupplierByCode } from '@/lib/server/suppliers/profile';

// 000 §7 queryCompBaseInfoByCompCode: the supplier's base information.
export const GET = apiRoute(queryCompBaseInfoByCompCodeCall, async ({ compCode }) => {
  const supplier = await getSupplierByCode(compCode);
  if (!supplier) throw notFound(UNKNOWN_SUPPLIER);
  return supplier;
});
