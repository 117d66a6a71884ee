import { companySuggestRoute } from '@/lib/server/consult/routes';

// 002 §7 company suggestion: names of suppliers and purchasers that start with what was typed.
export const POST = companySuggestRoute;
