import type { BrowserContext } from '@playwright/test';
import { inboxRow } from './sms-inbox';

// The slide puzzle is drawn so that image analysis does not find its hole (lib/server/captcha/
// slide-variation.ts), so a test reads the answer where it reads SMS codes: the development inbox
// (/dev/sms-inbox), which lists each puzzle's answer by its token and answers only on this machine.

/** The answer (the piece's left edge) of the slide puzzle handed out with `token`. */
export async function slideAnswerOf(context: BrowserContext, token: string): Promise<number> {
  const x = Number((await inboxRow(context, `[data-testid="slide-answers"] tr[data-token="${token}"] [data-answer]`)).trim());
  if (!Number.isInteger(x)) throw new Error(`no slide answer for ${token} in the inbox`);
  return x;
}
