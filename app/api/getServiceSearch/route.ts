import { getServiceSearchCall } from '@/lib/products/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { suggestServices } from '@/lib/server/solutions/suggestions';

// 001 §7 getServiceSearch: solution names for the search box (data.list of name, serviceName with <em>, count).
export const GET = apiRoute(getServiceSearchCall, ({ serviceName, pageSize }) => suggestServices(serviceName, pageSize));
