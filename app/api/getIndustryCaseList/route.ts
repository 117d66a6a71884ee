import { industryCaseListSchema } from '@/lib/cases/schemas';
import { listIndustryCases } from '@/lib/server/cases/list';
import { legacyRoute } from '@/lib/server/http/route';

// 000 §7: one page of a case-library tab (source 0 enterprise by default, 1 government) and its total.
export const POST = legacyRoute({ source: 'json', input: industryCaseListSchema }, listIndustryCases);
