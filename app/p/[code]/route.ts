import { shortLinkAnswer } from '@/lib/server/sms-push/short-link';

// A push SMS's short link (docs/features.md "SMS pushes"): /p/<code> redirects to the opportunity.
export const GET = (_req: Request, ctx: { params: Promise<{ code: string }> }) => shortLinkAnswer(ctx.params);
