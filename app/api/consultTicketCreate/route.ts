import { consultTicketRoute } from '@/lib/server/consult/routes';

// 002 §7 consult ticket create: a software-consulting request; a visitor is logged in on the way.
export const POST = consultTicketRoute;
