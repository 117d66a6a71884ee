import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SchemeStatus } from '@/lib/schemes/types';
import { getDb } from '@/lib/server/db/client';
import { reviewClaims, supplierSchemes, users } from '@/lib/server/db/schema';
import { liveClaimOn } from '@/lib/server/operators';

// The console's review queue of preferred schemes (docs/features.md, Operator console): waiting ones
// oldest first, so the longest wait is decided first; decided ones newest first.

export interface SchemeQueueRow {
  id: number;
  caseName: string;
  compName: string;
  status: SchemeStatus;
  submittedAt: Date;
  reviewedAt: Date | null;
  /** The reviewer holding the scheme's live claim. */
  holder: string | null;
}

export const SCHEME_QUEUE_SIZE = 100;

export async function schemeQueue(status: SchemeStatus): Promise<SchemeQueueRow[]> {
  const db = await getDb();
  return db
    .select({
      id: supplierSchemes.id,
      caseName: supplierSchemes.caseName,
      compName: supplierSchemes.compName,
      status: supplierSchemes.status,
      submittedAt: supplierSchemes.createdAt,
      reviewedAt: supplierSchemes.reviewedAt,
      holder: users.userName,
    })
    .from(supplierSchemes)
    .leftJoin(reviewClaims, liveClaimOn('scheme', supplierSchemes.id))
    .leftJoin(users, eq(users.id, reviewClaims.operatorId))
    .where(eq(supplierSchemes.status, status))
    .orderBy(status === 'submitted' ? asc(supplierSchemes.createdAt) : desc(supplierSchemes.reviewedAt))
    .limit(SCHEME_QUEUE_SIZE);
}

/** How many schemes wait for review. */
export async function waitingSchemeCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(supplierSchemes).where(eq(supplierSchemes.status, 'submitted'));
  return Number(row?.n ?? 0);
}
