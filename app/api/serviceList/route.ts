import { serviceListCall } from '@/lib/products/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { listSolutions } from '@/lib/server/solutions/list';

// 001 §7 serviceList: one page of the solutions list (data.list, data.total) for the filters and sort.
export const POST = apiRoute(serviceListCall, (input) => listSolutions(input));
