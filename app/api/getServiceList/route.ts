import { serviceListRoute } from '@/lib/server/consult/routes';

// 002 §7 service list (serviceType software_consult): the services a consult may ask about.
export const POST = serviceListRoute;
