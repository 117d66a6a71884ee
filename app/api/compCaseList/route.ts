import { compCaseListCall } from '@/lib/suppliers/contracts';
import { compListRoute } from '@/lib/server/suppliers/list-route';
import { listSupplierCases } from '@/lib/server/suppliers/records';

// 000 §7 compCaseList: the supplier's cases.
export const POST = compListRoute(compCaseListCall, listSupplierCases);
