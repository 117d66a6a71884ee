import 'server-only';
import type PgBoss from 'pg-boss';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { formatDate } from '@/lib/format/date';
import type { MailSource } from '@/lib/mail/types';
import { LIST_PUSH_KINDS, PUSH_KIND, type ListPushKind, type PushRef } from '@/lib/opportunities/push-kinds';
import { bidHref, budgetYuan, outsourcingHref } from '@/lib/opportunities/links';
import { channelOf, matchReasons, type OpportunityFacts } from '@/lib/opportunities/matching';
import { CHANNEL, subscriptionSchemaOf, type Channel } from '@/lib/opportunities/schemas';
import { findCity } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, opportunityPushes, opportunitySubscriptions, outsourcingDemands, userMessages } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { recordMailDeliveries } from '@/lib/server/mail';
import { savedSearchMatches, savedSearchRecordMatches } from '@/lib/server/saved-searches';
import type { PushedRecord } from '@/lib/saved-searches/matcher';
import { queueSmsPush, smsPushUsers } from '@/lib/server/sms-push';

// Delivery of a new opportunity to its subscribers' inboxes (001 §3 Subscription): run by the job queue
// ('opportunity.push'), once per opportunity. Each matching subscriber gets one 商机推送 message
// (kind bid_push) with the reason it matched, at most PUSH_DAILY_CAP a day. The opportunity_push
// primary key (user, opportunity) makes a delivery happen once even if the job ran twice or two
// workers ran it at once; a per-user advisory lock keeps the daily count exact.

/** Messages one subscriber gets a day (Asia/Shanghai): enough for a busy day, not a flood. */
export const PUSH_DAILY_CAP = 20;

/** A new opportunity to push to its subscribers: the job's name (lib/server/jobs/jobs.ts works it). */
export const OPPORTUNITY_PUSH_JOB = 'opportunity.push';

/**
 * New records that only saved searches receive (winning bids for /search.html, schemes for /scheme.html),
 * matched a batch at a time: one job per kind and batch.
 */
export const RECORD_PUSH_JOB = 'record.push';

/** Records published longer ago than this are history being loaded, not news: never pushed. */
export const RECORD_PUSH_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * Queues the pushes of new records on a queue (the app's, a job's own, or a command's that works no jobs:
 * the imports). One job per opportunity (its singleton key), one per kind for the other records of a
 * call; retried as announceRecord says.
 */
export async function queueOpportunityPushes(boss: PgBoss, refs: readonly PushRef[]): Promise<void> {
  const retry = { retryLimit: 5, retryDelay: 2, retryBackoff: true };
  for (const ref of refs) if (ref.kind === 'bid' || ref.kind === 'outsourcing') await boss.send(OPPORTUNITY_PUSH_JOB, ref, { singletonKey: `${ref.kind}:${ref.orderId}`, ...retry });
  for (const kind of LIST_PUSH_KINDS) {
    const codes = refs.filter((r) => r.kind === kind).map((r) => r.orderId);
    if (codes.length) await boss.send(RECORD_PUSH_JOB, { kind, codes }, retry);
  }
}

/** An opportunity by its public id: a bid opportunity's code or an outsourcing demand's orderNo. */
export interface OpportunityRef extends PushRef {
  kind: 'bid' | 'outsourcing';
}

interface Loaded {
  facts: OpportunityFacts;
  /** What saved searches match on: the record as its list page filters it. */
  record: PushedRecord;
  title: string;
  link: string;
}

async function load(ref: OpportunityRef): Promise<Loaded | null> {
  const db = await getDb();
  if (ref.kind === 'bid') {
    const [b] = await db.select().from(bidOpportunities).where(eq(bidOpportunities.code, ref.orderId));
    if (!b) return null;
    const yuan = budgetYuan({ type: b.type, budgetAmount: b.budgetAmount === null ? null : Number(b.budgetAmount) });
    return {
      facts: { kind: 'bid', bidSource: b.bidSource, cityCode: b.cityCode, budgetWan: yuan === null ? null : yuan / 10_000, businessDirection: b.businessDirection, purchaseUnit: b.purchaseUnit },
      record: { list: 'business', type: b.type, cityCode: b.cityCode, businessDirection: b.businessDirection, budgetYuan: yuan },
      title: b.projectName,
      link: bidHref(b),
    };
  }
  const [d] = await db.select().from(outsourcingDemands).where(and(eq(outsourcingDemands.orderNo, ref.orderId), eq(outsourcingDemands.status, 'open')));
  if (!d) return null;
  return {
    facts: {
      kind: 'outsourcing',
      channel: d.kind,
      cityCode: d.cityCode,
      price: d.price === null ? null : Number(d.price),
      primaryClass: d.primaryClass,
      secondClass: d.secondClass,
      receiveRequirement: d.receiveRequirement,
      residentPeriod: d.residentPeriod,
      settlementPeriod: d.settlementPeriod,
    },
    record: { list: 'demands', channel: d.kind, cityCode: d.cityCode, primaryClass: d.primaryClass, secondClass: d.secondClass, priceYuan: d.price === null ? null : Number(d.price) },
    title: d.orderName,
    link: outsourcingHref(d.orderNo),
  };
}

const CHANNEL_TITLE: Record<Channel, string> = {
  [CHANNEL.software]: '软件外包',
  [CHANNEL.manpower]: '人力外包',
  [CHANNEL.govThirdParty]: '政府招标',
  [CHANNEL.govAgency]: '政府招标',
};

/** Advisory-lock namespace of the per-user daily count (the second key is the user id). */
const PUSH_LOCK = 17017;

/** Users delivered to per transaction: each table written by one statement for the whole chunk. */
const CHUNK = 1000;

type Outcome = 'sent' | 'already' | 'capped';

/** One user's push of the opportunity: where it came from and why it matched. */
interface Delivery {
  userId: number;
  /** What it came from: a subscription or a saved search (its feed lists it, its mail choice applies). */
  source: MailSource;
  body: string;
  reasons: string[];
}

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Delivers to a chunk of users (one each) in one transaction: the users' locks, taken in user order so two
 * jobs never wait on each other in a circle, keep each daily count exact; a user pushed this opportunity
 * before is left alone, one at the cap gets nothing more today. The rest get an inbox message, a push row
 * and, where the subscription asks for one, a mail recorded for the mail queue.
 */
async function deliverChunk(chunk: readonly Delivery[], ref: PushRef, message: { title: string; link: string }, now: Date): Promise<{ sent: Delivery[]; already: number; capped: number }> {
  const db = await getDb();
  const day = formatDate(now);
  const kind = PUSH_KIND[ref.kind];
  const ids = chunk.map((d) => d.userId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK}, u) from (select u from unnest(${intArray(ids)}::int[]) as u order by u) as sorted`);
    const seen = new Set(
      (
        await tx
          .select({ userId: opportunityPushes.userId })
          .from(opportunityPushes)
          .where(and(eq(opportunityPushes.kind, kind), eq(opportunityPushes.orderId, ref.orderId), inArray(opportunityPushes.userId, ids)))
      ).map((r) => r.userId),
    );
    const today = new Map(
      (
        await tx
          .select({ userId: opportunityPushes.userId, n: count() })
          .from(opportunityPushes)
          .where(and(eq(opportunityPushes.day, day), inArray(opportunityPushes.userId, ids)))
          .groupBy(opportunityPushes.userId)
      ).map((r) => [r.userId, Number(r.n)]),
    );
    const sent = chunk.filter((d) => !seen.has(d.userId) && (today.get(d.userId) ?? 0) < PUSH_DAILY_CAP);
    const result = { sent, already: seen.size, capped: chunk.length - seen.size - sent.length };
    if (sent.length === 0) return result;
    const messages = await tx
      .insert(userMessages)
      .values(sent.map((d) => ({ userId: d.userId, kind: 'bid_push', title: message.title, body: d.body, link: message.link })))
      .returning({ id: userMessages.id, userId: userMessages.userId });
    const messageOf = new Map(messages.map((m) => [m.userId, m.id]));
    await tx.insert(opportunityPushes).values(sent.map((d) => ({ userId: d.userId, kind, orderId: ref.orderId, ...d.source, messageId: messageOf.get(d.userId)!, day })));
    // Their e-mails, where the subscription or saved search asks for one, decided once with the push
    // (docs/features.md, E-mail).
    await recordMailDeliveries(
      tx,
      sent.map((d) => ({ userId: d.userId, source: d.source, kind: ref.kind, orderId: ref.orderId, reasons: d.reasons })),
      now,
    );
    return result;
  });
}

/**
 * Pushes one opportunity to every active subscription it matches, then to every saved search of its list
 * page that it matches; returns how many messages went out. A user reached twice (two identities'
 * subscriptions, or a subscription and a saved search) gets one message: the first subscription's.
 * Matching runs in memory; delivery goes in chunks of CHUNK users. `boss` queues the SMS pushes.
 */
export async function pushOpportunity(ref: OpportunityRef, now = new Date(), boss?: PgBoss): Promise<number> {
  const loaded = await load(ref);
  if (!loaded) return 0;
  const channel = channelOf(loaded.facts);
  const db = await getDb();
  const subs = await db
    .select()
    .from(opportunitySubscriptions)
    .where(and(eq(opportunitySubscriptions.channel, channel), eq(opportunitySubscriptions.channelInUse, 1)))
    .orderBy(opportunitySubscriptions.id);
  const cityCode = loaded.facts.cityCode;
  const cityName = cityCode ? ((await findCity(cityCode))?.cityName ?? cityCode) : '';
  const deliveries = new Map<number, Delivery>();
  for (const sub of subs) {
    if (deliveries.has(sub.userId)) continue;
    const settings = subscriptionSchemaOf(channel).safeParse(sub.settings);
    if (!settings.success) continue;
    const reasons = matchReasons(settings.data, loaded.facts, cityName);
    if (!reasons) continue;
    const body = `该商机符合您的${CHANNEL_TITLE[channel]}商机订阅（${reasons.join('；')}）`;
    deliveries.set(sub.userId, { userId: sub.userId, source: { subscriptionId: sub.id }, body, reasons });
  }
  for (const match of await savedSearchMatches(loaded.record, now)) {
    if (!deliveries.has(match.userId)) deliveries.set(match.userId, { userId: match.userId, source: { savedSearchId: match.savedSearchId }, body: match.reason, reasons: [match.words] });
  }
  const outcomes: Record<Outcome, number> = { sent: 0, already: 0, capped: 0 };
  const all = [...deliveries.values()];
  for (let i = 0; i < all.length; i += CHUNK) {
    const { sent, already, capped } = await deliverChunk(all.slice(i, i + CHUNK), ref, { title: `新商机：${loaded.title}`, link: loaded.link }, now);
    outcomes.sent += sent.length;
    outcomes.already += already;
    outcomes.capped += capped;
    if (!boss || sent.length === 0) continue;
    // Also by SMS for the users who opted in (docs/features.md "SMS pushes").
    const optedIn = await smsPushUsers(sent.map((d) => d.userId));
    for (const d of sent) if (optedIn.has(d.userId)) await queueSmsPush(boss, { userId: d.userId, ref, title: loaded.title, link: loaded.link }, now);
  }
  if (outcomes.sent || outcomes.capped) log.info('opportunity.push', { ...ref, ...outcomes });
  return outcomes.sent;
}

const RECORD_NEWS: Record<ListPushKind, string> = { award: '新中标', scheme: '新方案', supplier: '新供应商' };

/**
 * Pushes new records of a list that only saved searches receive (an import's winning bids and new suppliers, a newly listed
 * scheme) to the saved searches they match, one message per user and record through the same
 * exactly-once delivery; records published before RECORD_PUSH_WINDOW_MS are skipped (an import of past
 * years is not news). Returns the messages sent.
 */
export async function pushListRecords(kind: ListPushKind, codes: readonly string[], now = new Date()): Promise<number> {
  let sent = 0;
  for (const record of await savedSearchRecordMatches(kind, codes, new Date(now.getTime() - RECORD_PUSH_WINDOW_MS))) {
    const deliveries: Delivery[] = record.matches.map((m) => ({ userId: m.userId, source: { savedSearchId: m.savedSearchId }, body: m.reason, reasons: [m.words] }));
    for (let i = 0; i < deliveries.length; i += CHUNK) {
      const result = await deliverChunk(deliveries.slice(i, i + CHUNK), { kind, orderId: record.code }, { title: `${RECORD_NEWS[kind]}：${record.title}`, link: record.link }, now);
      sent += result.sent.length;
    }
  }
  if (sent) log.info('record.push', { kind, records: codes.length, sent });
  return sent;
}
