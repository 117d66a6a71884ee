import 'server-only';
import { env } from '@/lib/env';
import { smsInboxEnabled } from '@/lib/server/sms';
import { log } from '@/lib/server/log';
import { startMailCapture } from './capture';

/**
 * Opens the development SMTP capture in this app process (from instrumentation.ts) when no SMTP_URL is
 * set and the development inboxes are allowed (docs/decisions/0017). With several processes the first
 * takes the port; the others send to it, and every process reads the captures from the database.
 */
export function startAppMailCapture(): void {
  if (env.SMTP_URL || !smsInboxEnabled(env)) return;
  startMailCapture(env.MAIL_CAPTURE_PORT).then(
    () => log.info('mail.capture_started', { port: env.MAIL_CAPTURE_PORT }),
    (err: unknown) => {
      const code = (err as { code?: string }).code;
      if (code === 'EADDRINUSE') log.info('mail.capture_elsewhere', { port: env.MAIL_CAPTURE_PORT });
      else log.error('mail.capture_failed', { port: env.MAIL_CAPTURE_PORT, error: err instanceof Error ? err.message : String(err) });
    },
  );
}
