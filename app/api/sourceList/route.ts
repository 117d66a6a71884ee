import { z } from 'zod';
import { legacyRoute } from '@/lib/server/http/route';
import { SOLUTION_SOURCES } from '@/lib/solutions/options';

// 001 §7 sourceList: the two sources of the filter (data.list of sourceName, sourceCode).
export const POST = legacyRoute({ source: 'json', input: z.unknown() }, async () => ({ list: SOLUTION_SOURCES }));
