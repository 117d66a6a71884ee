import { compSolutionListCall } from '@/lib/suppliers/contracts';
import { compListRoute } from '@/lib/server/suppliers/list-route';
import { listSupplierSolutions } from '@/lib/server/suppliers/records';

// 000 §7 compSolutionList: the supplier's solutions (001 §3 solution list items).
export const POST = compListRoute(compSolutionListCall, listSupplierSolutions);
