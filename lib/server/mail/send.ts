import 'server-only';
import { metrics } from '@/lib/metrics.mjs';
import { env } from '@/lib/env';
import { consume } from '@/lib/server/rate-limit';
import type { RenderedMail } from './templates/mails';
import { mailTransport } from './transport';

// Every mail leaves through here: at most MAIL_RATE_PER_SEC a second across every app process
// (counted in rate_event), a sender waiting its turn.

const RATE_KEY = 'mail.send';

async function waitForTurn(): Promise<void> {
  for (;;) {
    const turn = await consume(RATE_KEY, [{ max: env.MAIL_RATE_PER_SEC, windowSec: 1 }]);
    if (turn.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends one mail; rejects with nodemailer's error (its responseCode tells 4xx from 5xx). */
export async function sendMail(to: string, mail: RenderedMail, headers: Record<string, string> = {}): Promise<void> {
  await waitForTurn();
  await mailTransport().sendMail({ from: env.MAIL_FROM, to, subject: mail.subject, html: mail.html, text: mail.text, headers });
  metrics().mailSent.inc();
}

/** The RFC 8058 one-click unsubscribe headers of a push or digest. */
export const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
