import { compPatentListCall } from '@/lib/suppliers/contracts';
import { compListRoute } from '@/lib/server/suppliers/list-route';
import { listSupplierPatents } from '@/lib/server/suppliers/records';

// 000 §7 compPatentList: the supplier's patents and software copyrights.
export const POST = compListRoute(compPatentListCall, listSupplierPatents);
