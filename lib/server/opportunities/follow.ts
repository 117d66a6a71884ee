import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FollowState } from '@/lib/opportunities/types';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, demandFollows, outsourcingDemands } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { FOLLOW_KIND, type Viewer } from './cards';

// Following an opportunity (addAttention, 001 §7): per identity, a toggle. orderId is a tender's code
// or an open demand's orderNo; anything else is refused before a row is written.

/** The follow kind of a public id, or null when no followable opportunity has it. */
async function kindOf(orderId: string): Promise<number | null> {
  const db = await getDb();
  const [bid] = await db.select({ id: bidOpportunities.id }).from(bidOpportunities).where(eq(bidOpportunities.code, orderId)).limit(1);
  if (bid) return FOLLOW_KIND.bid;
  const [demand] = await db
    .select({ id: outsourcingDemands.id })
    .from(outsourcingDemands)
    .where(and(eq(outsourcingDemands.orderNo, orderId), eq(outsourcingDemands.status, 'open')))
    .limit(1);
  return demand ? FOLLOW_KIND.demand : null;
}

/** Follows `orderId` if the identity does not yet, else unfollows it; answers the new state. */
export async function toggleFollow(viewer: Viewer, orderId: string): Promise<FollowState> {
  const kind = await kindOf(orderId);
  if (kind === null) throw notFound('商机不存在或已下架');
  const db = await getDb();
  const key = and(eq(demandFollows.userId, viewer.userId), eq(demandFollows.buId, viewer.buId), eq(demandFollows.kind, kind), eq(demandFollows.orderId, orderId));
  const removed = await db.delete(demandFollows).where(key).returning({ orderId: demandFollows.orderId });
  if (removed.length > 0) return { followed: false };
  // Two clicks racing both find nothing to remove: the key makes the second insert a no-op.
  await db.insert(demandFollows).values({ userId: viewer.userId, buId: viewer.buId, kind, orderId }).onConflictDoNothing();
  return { followed: true };
}
