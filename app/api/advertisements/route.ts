import { advertisementsRoute } from '@/lib/server/ads/routes';

// 001 §7: advertisements by showLocations, keyed by slot code, for the visitor's city.
export const POST = advertisementsRoute;
