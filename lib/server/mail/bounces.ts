import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { ErrorCode } from '@/lib/api/envelope';
import { env } from '@/lib/env';
import type { mailBounceSchema } from '@/lib/mail/schemas';
import { getDb } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { stopAddress } from './stop';

// The provider's bounces and complaints (docs/features.md, E-mail): a relay of its notifications posts
// them with the shared token. A hard bounce or a complaint stops the address as an SMTP 5xx does; a soft
// bounce is only logged (the next mails are tried and retried as usual).

type BounceReport = z.output<typeof mailBounceSchema>;

/** The report's sender holds MAIL_BOUNCE_TOKEN; without one set, the call does not exist (404). */
export function assertBounceToken(authorization: string | null, token = env.MAIL_BOUNCE_TOKEN): void {
  if (!token) throw new ApiError(404, ErrorCode.notFound, '接口不存在');
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(403, ErrorCode.forbidden, '令牌无效');
}

/** Stops the addresses the report says will not take mail; returns how many accounts were stopped. */
export async function reportBounces(report: BounceReport, now = new Date()): Promise<{ stopped: number }> {
  const db = await getDb();
  let stopped = 0;
  for (const event of report.events) {
    if (event.type === 'bounce' && !event.permanent) {
      log.info('mail.soft_bounce', { reason: event.reason ?? null });
      continue;
    }
    const reason = `${event.type === 'complaint' ? '收件人投诉' : '退信'}${event.reason ? `：${event.reason}` : ''}`.slice(0, 300);
    const users = await db.transaction((tx) => stopAddress(tx, event.email, reason, now));
    stopped += users.length;
    if (users.length) log.warn('mail.address_stopped', { users, reason });
  }
  return { stopped };
}
