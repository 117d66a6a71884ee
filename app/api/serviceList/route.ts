import { legacyRoute } from '@/lib/server/http/route';
import { listSolutions } from '@/lib/server/solutions/list';
import { serviceListSchema } from '@/lib/solutions/schemas';

// 001 §7 serviceList: one page of the solutions list (data.list, data.total) for the filters and sort.
export const POST = legacyRoute({ source: 'json', input: serviceListSchema }, listSolutions);
