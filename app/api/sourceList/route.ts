import { sourceListCall } from '@/lib/products/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { SOLUTION_SOURCES } from '@/lib/solutions/options';

// 001 §7 sourceList: the two sources of the filter (data.list of sourceName, sourceCode).
export const POST = apiRoute(sourceListCall, async () => ({ list: [...SOLUTION_SOURCES] }));
