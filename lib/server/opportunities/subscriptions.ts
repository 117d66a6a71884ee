import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { LETTER_GROUPS } from '@/lib/city/rules';
import { BID_SOURCES, BUSINESS_DIRECTIONS, JOB_TYPES, PURCHASE_UNITS, RECEIVE_REQUIREMENTS, RESIDENT_PERIODS, SERVICE_CATEGORIES, SETTLEMENT_PERIODS } from '@/lib/opportunities/options';
import { CHANNEL, GOV_CHANNELS, subscriptionSchemaOf, type Channel, type SubscriptionSettings } from '@/lib/opportunities/schemas';
import type { SavedSubscription, SubscriptionOptions, SubscriptionStateResult, SubscriptionStatus } from '@/lib/opportunities/types';
import { listCities } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { identities, opportunitySubscriptions } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';

// Opportunity subscriptions (001 §3-§7): one per enterprise identity and channel, saved
// only by the enterprise's owner, read back to pre-fill the dialog and to light the buttons.

export interface Subscriber {
  userId: number;
  buId: number;
}

const HOT_CITIES = 6;

export const notOwner = () => new ApiError(403, ErrorCode.forbidden, '您不是该企业负责人，无法使用该功能！');

/** Whether `buId` is an enterprise (buType 1) that the user heads (role owner). */
export async function isEnterpriseOwner({ userId, buId }: Subscriber): Promise<boolean> {
  if (buId <= 0) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.buId, buId), eq(identities.buType, 1), eq(identities.role, 'owner')));
  return Boolean(row);
}

function toSaved(row: typeof opportunitySubscriptions.$inferSelect): SavedSubscription | null {
  // A row the schema no longer accepts (an option removed since) reads as no saved settings: the
  // dialog starts afresh instead of pre-filling something the server would refuse.
  const parsed = subscriptionSchemaOf(row.channel).safeParse(row.settings);
  if (!parsed.success) return null;
  return { channel: row.channel, channelInUse: row.channelInUse, settings: parsed.data, updatedAt: row.updatedAt.toISOString() };
}

/** The identity's saved settings of a channel, or null. */
export async function getSubscription(who: Subscriber, channel: Channel): Promise<SavedSubscription | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(opportunitySubscriptions)
    .where(and(eq(opportunitySubscriptions.userId, who.userId), eq(opportunitySubscriptions.buId, who.buId), eq(opportunitySubscriptions.channel, channel)));
  return row ? toSaved(row) : null;
}

/**
 * Saves a channel's settings for an owner, in one statement (insert or replace, so two saves at once
 * leave one row); channelInUse turns 1. Anyone else is refused before anything is written.
 */
export async function saveSubscription(who: Subscriber, settings: SubscriptionSettings): Promise<SavedSubscription> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: identities.id })
      .from(identities)
      .where(and(eq(identities.userId, who.userId), eq(identities.buId, who.buId), eq(identities.buType, 1), eq(identities.role, 'owner')));
    if (!owner || who.buId <= 0) throw notOwner();
    const [row] = await tx
      .insert(opportunitySubscriptions)
      .values({ userId: who.userId, buId: who.buId, channel: settings.channel, settings, channelInUse: 1 })
      .onConflictDoUpdate({
        target: [opportunitySubscriptions.userId, opportunitySubscriptions.buId, opportunitySubscriptions.channel],
        set: { settings, channelInUse: 1, updatedAt: sql`now()` },
      })
      .returning();
    return toSaved(row!)!;
  });
}

/** Every saved subscription of the identity (the inbox's 我的订阅管理). */
export async function listSubscriptions(who: Subscriber): Promise<SavedSubscription[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(opportunitySubscriptions)
    .where(and(eq(opportunitySubscriptions.userId, who.userId), eq(opportunitySubscriptions.buId, who.buId)))
    .orderBy(opportunitySubscriptions.channel);
  return rows.map(toSaved).filter((s): s is SavedSubscription => s !== null);
}

/** The buttons' state: government is subscribed only when both its channels are in use (001 §4). */
export async function subscriptionStatus(who: Subscriber): Promise<SubscriptionStatus> {
  const db = await getDb();
  const rows = await db
    .select({ channel: opportunitySubscriptions.channel, inUse: opportunitySubscriptions.channelInUse })
    .from(opportunitySubscriptions)
    .where(and(eq(opportunitySubscriptions.userId, who.userId), eq(opportunitySubscriptions.buId, who.buId), inArray(opportunitySubscriptions.channel, [1, 2, 3, 4])));
  const inUse = (channel: number) => rows.find((r) => r.channel === channel)?.inUse ?? 0;
  return { gov: { jf: inUse(CHANNEL.govAgency), sf: inUse(CHANNEL.govThirdParty) }, software: inUse(CHANNEL.software) === 1, manpower: inUse(CHANNEL.manpower) === 1 };
}

/** The option lists of a channel's dialog: the cities (6 hot ones and the letter groups) and its own lists. */
export async function subscriptionOptions(channel: Channel): Promise<SubscriptionOptions> {
  const all = await listCities();
  const pick = (c: { cityCode: string; cityName: string }) => ({ cityCode: c.cityCode, cityName: c.cityName });
  const hotCities = all
    .filter((c) => c.hotRank !== null)
    .sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))
    .slice(0, HOT_CITIES)
    .map(pick);
  const sorted = [...all].sort((a, b) => a.initial.localeCompare(b.initial) || a.cityCode.localeCompare(b.cityCode));
  const cityGroups = LETTER_GROUPS.map((letters) => ({ letters, cities: sorted.filter((c) => letters.includes(c.initial)).map(pick) }));
  const base = { hotCities, cityGroups };
  if ((GOV_CHANNELS as readonly number[]).includes(channel)) return { ...base, businessDirections: [...BUSINESS_DIRECTIONS], purchaseUnits: [...PURCHASE_UNITS], bidSources: [...BID_SOURCES] };
  if (channel === CHANNEL.software) return { ...base, categories: [...SERVICE_CATEGORIES], receiveRequirements: [...RECEIVE_REQUIREMENTS] };
  return { ...base, jobTypes: [...JOB_TYPES], residentPeriods: [...RESIDENT_PERIODS], settlementPeriods: [...SETTLEMENT_PERIODS] };
}

/**
 * 我的订阅管理: pauses (channelInUse 0, nothing is pushed), resumes or cancels (deletes) one channel of
 * the identity's subscriptions; only the enterprise's owner, only their own row (404 otherwise).
 */
export async function setSubscriptionState(who: Subscriber, channel: Channel, action: 'pause' | 'resume' | 'cancel'): Promise<SubscriptionStateResult> {
  if (!(await isEnterpriseOwner(who))) throw notOwner();
  const db = await getDb();
  const key = and(eq(opportunitySubscriptions.userId, who.userId), eq(opportunitySubscriptions.buId, who.buId), eq(opportunitySubscriptions.channel, channel));
  const rows =
    action === 'cancel'
      ? await db.delete(opportunitySubscriptions).where(key).returning({ id: opportunitySubscriptions.id })
      : await db
          .update(opportunitySubscriptions)
          .set({ channelInUse: action === 'pause' ? 0 : 1, updatedAt: sql`now()` })
          .where(key)
          .returning({ id: opportunitySubscriptions.id });
  if (rows.length === 0) throw new ApiError(404, ErrorCode.notFound, '订阅不存在');
  return { channel, channelInUse: action === 'cancel' ? null : action === 'pause' ? 0 : 1 };
}
