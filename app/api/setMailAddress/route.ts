import { setMailAddressRoute } from '@/lib/server/mail/routes';

export const POST = setMailAddressRoute;
