import 'server-only';
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { formatDate } from '@/lib/format/date';
import { chinaHour, digestDue, failureKind, MAIL_MAX_ATTEMPTS, retryDelayMs } from '@/lib/mail/rules';
import type { MailSource } from '@/lib/mail/types';
import { getDb } from '@/lib/server/db/client';
import { mailAddresses, mailDeliveries, userMessages } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { loadMailItem } from './items';
import { unsubscribeUrl } from './links';
import { stopAddress } from './stop';
import { mailChoices, sourceKey } from './record';
import { sendMail, unsubscribeHeaders } from './send';
import { digestMail, opportunityMail } from './templates/mails';

// The senders of opportunity mails (docs/features.md, E-mail), run by the job queue. A delivery is
// claimed by one statement that moves it from queued to sending (FOR UPDATE SKIP LOCKED), so two
// processes never take the same one; sent, it is marked sent. A crash between the two leaves it
// sending: at most once, never twice. 5xx stops the address (投递失败) and tells the user in the
// inbox; anything else is tried again 1, 2, 4, 8 minutes later, then given up and the user told.

type Delivery = typeof mailDeliveries.$inferSelect;

const BATCH = 20;

/** The address a user's mails go to, while it takes mail. */
async function activeAddress(userId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: mailAddresses.email })
    .from(mailAddresses)
    .where(and(eq(mailAddresses.userId, userId), eq(mailAddresses.state, 'active'), isNotNull(mailAddresses.email)));
  return row?.email ?? null;
}

async function mark(ids: number[], state: Delivery['state'], set: Partial<Delivery> = {}): Promise<void> {
  if (!ids.length) return;
  const db = await getDb();
  await db.update(mailDeliveries).set({ state, ...set }).where(inArray(mailDeliveries.id, ids));
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** A send failed: stop the address (5xx), or try again later, or give up; the user hears of the last two. */
async function failed(rows: Delivery[], email: string, err: unknown, now: Date): Promise<void> {
  const db = await getDb();
  const userId = rows[0]!.userId;
  const error = reasonOf(err);
  const ids = rows.map((r) => r.id);
  if (failureKind(err) === 'permanent') {
    await db.transaction(async (tx) => {
      await tx.update(mailDeliveries).set({ state: 'failed', lastError: error }).where(inArray(mailDeliveries.id, ids));
      await stopAddress(tx, email, error, now, userId);
    });
    log.warn('mail.address_stopped', { userId, error });
    return;
  }
  const giveUp = rows.filter((r) => r.attempts >= MAIL_MAX_ATTEMPTS);
  const again = rows.filter((r) => r.attempts < MAIL_MAX_ATTEMPTS);
  await db.transaction(async (tx) => {
    for (const r of again) await tx.update(mailDeliveries).set({ state: 'queued', lastError: error, nextAttemptAt: new Date(now.getTime() + retryDelayMs(r.attempts)) }).where(eq(mailDeliveries.id, r.id));
    if (giveUp.length) {
      await tx.update(mailDeliveries).set({ state: 'failed', lastError: error }).where(inArray(mailDeliveries.id, giveUp.map((r) => r.id)));
      await tx.insert(userMessages).values({
        userId,
        kind: 'sys',
        title: `${giveUp.length} 封商机邮件未能发送到 ${email}`,
        body: `多次重试后仍无法投递（${error}），这些商机仍可在站内信“商机推送”中查看。`,
        link: '/inbox.html?kind=bid_push',
      });
    }
  });
  log.warn('mail.send_retry', { userId, retry: again.length, gaveUp: giveUp.length, error });
}

/** Claims due instant deliveries: one statement, so a row is taken by one sender only. */
async function claimInstant(now: Date, limit: number): Promise<Delivery[]> {
  const db = await getDb();
  const due = db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.state, 'queued'), eq(mailDeliveries.mode, 'instant'), lte(mailDeliveries.nextAttemptAt, now)))
    .orderBy(mailDeliveries.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailDeliveries)
    .set({ state: 'sending', attempts: sql`${mailDeliveries.attempts} + 1` })
    .where(and(inArray(mailDeliveries.id, due), eq(mailDeliveries.state, 'queued')))
    .returning();
}

/** A delivery's source: the subscription or the saved search it was pushed for. */
const sourceOf = (row: Delivery): MailSource => (row.subscriptionId !== null ? { subscriptionId: row.subscriptionId } : { savedSearchId: row.savedSearchId! });

/** The deliveries whose source still wants mail (its link may have been used, or its choice changed, since the push). */
async function stillWanted(rows: readonly Delivery[]): Promise<Delivery[]> {
  const choices = await mailChoices(await getDb(), rows.map(sourceOf));
  return rows.filter((r) => choices.has(sourceKey(sourceOf(r))));
}

/** The unsubscribe address of some deliveries' sources. */
function unsubscribeOf(userId: number, rows: readonly Delivery[]): string {
  const ids = (pick: (r: Delivery) => number | null) => [...new Set(rows.flatMap((r) => (pick(r) === null ? [] : [pick(r)!])))];
  return unsubscribeUrl({ subscriptionIds: ids((r) => r.subscriptionId), savedSearchIds: ids((r) => r.savedSearchId), userId });
}

/** Sends every due instant mail (in batches); returns how many went out. */
export async function sendInstantMails(now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await claimInstant(now, BATCH);
    for (const row of rows) {
      const email = await activeAddress(row.userId);
      const item = email && (await stillWanted([row])).length ? await loadMailItem(row) : null;
      if (!email || !item) {
        await mark([row.id], 'dropped');
        continue;
      }
      const url = unsubscribeOf(row.userId, [row]);
      try {
        await sendMail(email, await opportunityMail({ item, unsubscribeUrl: url }), unsubscribeHeaders(url));
        await mark([row.id], 'sent', { sentAt: new Date(), lastError: null });
        sent += 1;
      } catch (err) {
        await failed([row], email, err, now);
      }
    }
    if (rows.length < BATCH) break;
  }
  if (sent) log.info('mail.instant', { sent });
  return sent;
}

/**
 * Claims one user's digest: the address row locked (SKIP LOCKED: another sender has it), the digest
 * still due, its time recorded and the queued digest rows taken, in one transaction.
 */
async function claimDigest(userId: number, now: Date): Promise<{ email: string; rows: Delivery[] } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [address] = await tx
      .select()
      .from(mailAddresses)
      .where(and(eq(mailAddresses.userId, userId), eq(mailAddresses.state, 'active'), isNotNull(mailAddresses.email)))
      .for('update', { skipLocked: true });
    if (!address?.email || !digestDue(address.digestHour, address.lastDigestAt, now)) return null;
    const rows = await tx
      .update(mailDeliveries)
      .set({ state: 'sending', attempts: sql`${mailDeliveries.attempts} + 1` })
      .where(and(eq(mailDeliveries.userId, userId), eq(mailDeliveries.mode, 'digest'), eq(mailDeliveries.state, 'queued')))
      .returning();
    if (!rows.length) return null;
    await tx.update(mailAddresses).set({ lastDigestAt: now }).where(eq(mailAddresses.userId, userId));
    return { email: address.email, rows };
  });
}

/** Sends the digest of every user whose hour it is (China time) and who has something waiting. */
export async function sendDigests(now = new Date()): Promise<number> {
  const db = await getDb();
  const users = await db
    .selectDistinct({ userId: mailAddresses.userId })
    .from(mailAddresses)
    .innerJoin(mailDeliveries, and(eq(mailDeliveries.userId, mailAddresses.userId), eq(mailDeliveries.mode, 'digest'), eq(mailDeliveries.state, 'queued')))
    .where(and(eq(mailAddresses.digestHour, chinaHour(now)), eq(mailAddresses.state, 'active'), or(sql`${mailAddresses.lastDigestAt} is null`, lte(mailAddresses.lastDigestAt, new Date(now.getTime() - 23 * 3600_000)))));
  let sent = 0;
  for (const { userId } of users) {
    const claimed = await claimDigest(userId, now);
    if (!claimed) continue;
    const wanted = await stillWanted(claimed.rows);
    const loaded = await Promise.all(wanted.map(async (row) => ({ row, item: await loadMailItem(row) })));
    const items = loaded.filter((l) => l.item !== null);
    await mark(claimed.rows.filter((r) => !items.some((i) => i.row.id === r.id)).map((r) => r.id), 'dropped');
    if (!items.length) continue;
    const url = unsubscribeOf(userId, items.map((i) => i.row));
    try {
      await sendMail(claimed.email, await digestMail({ day: formatDate(now), items: items.map((i) => i.item!), unsubscribeUrl: url }), unsubscribeHeaders(url));
      await mark(items.map((i) => i.row.id), 'sent', { sentAt: new Date(), lastError: null });
      sent += 1;
    } catch (err) {
      // A temporary failure leaves the rows queued for the next day's digest (nextAttemptAt is the instant mails').
      await failed(items.map((i) => i.row), claimed.email, err, now);
    }
  }
  if (sent) log.info('mail.digest', { sent, hour: chinaHour(now) });
  return sent;
}
