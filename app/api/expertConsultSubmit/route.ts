import { expertConsultRoute } from '@/lib/server/experts/routes';

// 001 §7 expert consult submit (its payload is not shown in the spec): description, and a visitor's phone and code.
export const POST = expertConsultRoute;
