import { getIndustryCaseListCall } from '@/lib/cases/contracts';
import { listIndustryCases } from '@/lib/server/cases/list';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7: one page of a case-library tab (source 0 enterprise by default, 1 government) and its total.
export const POST = apiRoute(getIndustryCaseListCall, (input) => listIndustryCases(input));
