import { legacyRoute } from '@/lib/server/http/route';
import { suggestServices } from '@/lib/server/solutions/suggestions';
import { serviceSearchSchema } from '@/lib/solutions/schemas';

// 001 §7 getServiceSearch: solution names for the search box (data.list of name, serviceName with <em>, count).
export const GET = legacyRoute({ source: 'query', input: serviceSearchSchema }, ({ serviceName, pageSize }) => suggestServices(serviceName, pageSize));
