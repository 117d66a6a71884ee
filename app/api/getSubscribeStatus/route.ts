import { statusRoute } from '@/lib/server/opportunities/subscription-routes';

// The subscribe buttons' state (001 §4): government counts only with both channels in use.
export const GET = statusRoute;
