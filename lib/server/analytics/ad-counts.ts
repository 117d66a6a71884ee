import 'server-only';
import { and, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema';

// Each ad's impressions and clicks as the pages report them (ad_impression and ad_click events, labelled
// with the ad's id; components/ads), for the console's list (docs/features.md, Operator console: ads).
// Read from the events themselves, so they cover the events kept (KEEP_DAYS) and are current to the
// last beacon.

export interface AdCounts {
  impressions: number;
  clicks: number;
}

/** The counts of each of `adIds`; an ad nobody saw counts zero. */
export async function adEventCounts(adIds: readonly number[]): Promise<Map<number, AdCounts>> {
  const counts = new Map(adIds.map((id) => [id, { impressions: 0, clicks: 0 }]));
  if (!adIds.length) return counts;
  const db = await getDb();
  const rows = await db
    .select({ label: analyticsEvents.label, name: analyticsEvents.name, n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(and(inArray(analyticsEvents.name, ['ad_impression', 'ad_click']), inArray(analyticsEvents.label, adIds.map(String))))
    .groupBy(analyticsEvents.label, analyticsEvents.name);
  for (const row of rows) {
    const entry = counts.get(Number(row.label));
    if (entry) entry[row.name === 'ad_click' ? 'clicks' : 'impressions'] = row.n;
  }
  return counts;
}
