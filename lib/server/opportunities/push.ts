import 'server-only';
import type PgBoss from 'pg-boss';
import { and, count, eq, sql } from 'drizzle-orm';
import { formatDate } from '@/lib/format/date';
import { bidHref, budgetYuan, outsourcingHref } from '@/lib/opportunities/links';
import { channelOf, matchReasons, type OpportunityFacts } from '@/lib/opportunities/matching';
import { CHANNEL, subscriptionSchemaOf, type Channel } from '@/lib/opportunities/schemas';
import { findCity } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, opportunityPushes, opportunitySubscriptions, outsourcingDemands, userMessages } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { recordMailDelivery } from '@/lib/server/mail';
import { savedSearchMatches } from '@/lib/server/saved-searches';
import type { PushedRecord } from '@/lib/saved-searches/matcher';
import { queueSmsPush } from '@/lib/server/sms-push';

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
 * Queues the pushes of new opportunities on a queue (the app's, a job's own, or a command's that works no
 * jobs: the imports). One job per opportunity (its singleton key), retried as announceOpportunity says.
 */
export async function queueOpportunityPushes(boss: PgBoss, refs: readonly OpportunityRef[]): Promise<void> {
  for (const ref of refs) await boss.send(OPPORTUNITY_PUSH_JOB, ref, { singletonKey: `${ref.kind}:${ref.orderId}`, retryLimit: 5, retryDelay: 2, retryBackoff: true });
}

/** An opportunity by its public id: a bid opportunity's code or an outsourcing demand's orderNo. */
export interface OpportunityRef {
  kind: 'bid' | 'outsourcing';
  orderId: string;
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

type Outcome = 'sent' | 'already' | 'capped';

/** What a push came from: a subscription or a saved search (its feed lists it). */
type PushSource = { subscriptionId: number } | { savedSearchId: number };

async function deliver(userId: number, source: PushSource, ref: OpportunityRef, message: { title: string; body: string; link: string }, reasons: string[], now: Date): Promise<Outcome> {
  const db = await getDb();
  const day = formatDate(now);
  const kind = ref.kind === 'bid' ? 1 : 2;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK}, ${userId})`);
    const [seen] = await tx
      .select({ at: opportunityPushes.createdAt })
      .from(opportunityPushes)
      .where(and(eq(opportunityPushes.userId, userId), eq(opportunityPushes.kind, kind), eq(opportunityPushes.orderId, ref.orderId)));
    if (seen) return 'already';
    const [today] = await tx.select({ n: count() }).from(opportunityPushes).where(and(eq(opportunityPushes.userId, userId), eq(opportunityPushes.day, day)));
    if (Number(today?.n ?? 0) >= PUSH_DAILY_CAP) return 'capped';
    const [msg] = await tx.insert(userMessages).values({ userId, kind: 'bid_push', ...message }).returning({ id: userMessages.id });
    await tx.insert(opportunityPushes).values({ userId, kind, orderId: ref.orderId, ...source, messageId: msg!.id, day });
    // Its e-mail, if the subscription asks for one, decided once with the push (docs/features.md, E-mail);
    // a saved search's pushes go to the inbox and its feed.
    if ('subscriptionId' in source) await recordMailDelivery(tx, { userId, subscriptionId: source.subscriptionId, kind: ref.kind, orderId: ref.orderId, reasons }, now);
    return 'sent';
  });
}

/**
 * Pushes one opportunity to every active subscription it matches, then to every saved search of its list
 * page that it matches; returns how many messages went out. A user reached by both gets one message (the
 * subscription's: the opportunity_push key). `boss` queues the SMS pushes.
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
  const outcomes: Record<Outcome, number> = { sent: 0, already: 0, capped: 0 };
  const send = async (userId: number, source: PushSource, body: string, reasons: string[]) => {
    const outcome = await deliver(userId, source, ref, { title: `新商机：${loaded.title}`, body, link: loaded.link }, reasons, now);
    outcomes[outcome] += 1;
    // Also by SMS for a user who opted in (docs/features.md "SMS pushes"; queueSmsPush checks the opt-in).
    if (outcome === 'sent' && boss) await queueSmsPush(boss, { userId, ref, title: loaded.title, link: loaded.link }, now);
  };
  for (const sub of subs) {
    const settings = subscriptionSchemaOf(channel).safeParse(sub.settings);
    if (!settings.success) continue;
    const reasons = matchReasons(settings.data, loaded.facts, cityName);
    if (!reasons) continue;
    const body = `该商机符合您的${CHANNEL_TITLE[channel]}商机订阅（${reasons.join('；')}）`;
    await send(sub.userId, { subscriptionId: sub.id }, body, reasons);
  }
  for (const match of await savedSearchMatches(loaded.record, now)) {
    await send(match.userId, { savedSearchId: match.savedSearchId }, match.reason, [match.reason]);
  }
  if (outcomes.sent || outcomes.capped) log.info('opportunity.push', { ...ref, ...outcomes });
  return outcomes.sent;
}
