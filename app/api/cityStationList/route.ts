import { cityStationListRoute } from '@/lib/server/activation/routes';

// 002 §7 city station list: the city sub-sites grouped by province, as data.data.
export const GET = cityStationListRoute;
