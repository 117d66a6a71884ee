import 'server-only';
import { and, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { reviewClaims, users, type ReviewItemType } from '@/lib/server/db/schema';

// Review claims (docs/features.md, Operator console): claiming an item locks it for one reviewer until
// they decide it or leave it alone for CLAIM_IDLE_MIN minutes. One statement decides who holds it, so
// two reviewers claiming at once cannot both win, on one app process or several.

export const CLAIM_IDLE_MIN = 15;

export interface ClaimHolder {
  operatorId: number;
  mobile: string;
  userName: string;
  touchedAt: Date;
}

const live = () => gt(reviewClaims.touchedAt, sql`now() - make_interval(mins => ${CLAIM_IDLE_MIN})`);

/** The live claim of the item whose id is `itemId`: a review queue joins it to name each item's holder. */
export const liveClaimOn = (type: ReviewItemType, itemId: AnyColumn | number) =>
  and(eq(reviewClaims.itemType, type), eq(reviewClaims.itemId, itemId), live());

/** Who holds the item's claim now (a lapsed claim is nobody's), or null. */
export async function claimHolder(type: ReviewItemType, id: number): Promise<ClaimHolder | null> {
  const db = await getDb();
  const [row] = await db
    .select({ operatorId: reviewClaims.operatorId, mobile: users.mobile, userName: users.userName, touchedAt: reviewClaims.touchedAt })
    .from(reviewClaims)
    .innerJoin(users, eq(users.id, reviewClaims.operatorId))
    .where(liveClaimOn(type, id));
  return row ?? null;
}

/**
 * Claims the item for `operatorId`, or renews their claim: true when they hold it now, false when
 * another reviewer's live claim stands.
 */
export async function claim(operatorId: number, type: ReviewItemType, id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(reviewClaims)
    .values({ itemType: type, itemId: id, operatorId })
    .onConflictDoUpdate({
      target: [reviewClaims.itemType, reviewClaims.itemId],
      set: { operatorId, touchedAt: sql`now()` },
      setWhere: sql`${reviewClaims.operatorId} = ${operatorId} or ${reviewClaims.touchedAt} <= now() - make_interval(mins => ${CLAIM_IDLE_MIN})`,
    })
    .returning({ operatorId: reviewClaims.operatorId });
  return rows.length === 1;
}

/** Ends the item's claim once it is decided (in the decision's transaction). */
export async function releaseClaim(tx: Pick<Db, 'delete'>, type: ReviewItemType, id: number): Promise<void> {
  await tx.delete(reviewClaims).where(and(eq(reviewClaims.itemType, type), eq(reviewClaims.itemId, id)));
}
