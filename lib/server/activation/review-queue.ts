import 'server-only';
import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { BIND_STATUS, type BindApplyStatus } from '@/lib/activation/types';
import type { ActivationQueueFilter, ActivationReviewRecord } from '@/lib/activation/review';
import { getDb } from '@/lib/server/db/client';
import { reviewClaims, storedFiles, unitActivations, users } from '@/lib/server/db/schema';
import { liveClaimOn } from '@/lib/server/operators';

// The console's queue of purchasing-unit activations (docs/features.md, Operator console): waiting ones
// oldest first, so the longest wait is decided first; decided ones newest first. Like the schemes' queue
// (lib/server/schemes/review-queue.ts), each line names the reviewer holding its claim.

export interface ActivationQueueRow {
  id: number;
  depName: string;
  creditCode: string | null;
  noCodeFlag: boolean;
  cityStationName: string;
  contactName: string;
  telphone: string;
  status: BindApplyStatus;
  submittedAt: Date;
  reviewedAt: Date | null;
  holder: string | null;
}

export const ACTIVATION_QUEUE_SIZE = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(f: ActivationQueueFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(unitActivations.status, f.status)];
  if (f.station) where.push(eq(unitActivations.cityStationCode, f.station));
  if (f.proof === 'code') where.push(eq(unitActivations.noCodeFlag, false));
  if (f.proof === 'nocode') where.push(eq(unitActivations.noCodeFlag, true));
  if (f.q) {
    const text = `%${escapeLike(f.q)}%`;
    where.push(or(ilike(unitActivations.depName, text), ilike(unitActivations.creditCode, text), ilike(unitActivations.contactName, text), ilike(unitActivations.telphone, text)));
  }
  return and(...where);
}

export async function activationQueue(f: ActivationQueueFilter): Promise<ActivationQueueRow[]> {
  const db = await getDb();
  return db
    .select({
      id: unitActivations.id,
      depName: unitActivations.depName,
      creditCode: unitActivations.creditCode,
      noCodeFlag: unitActivations.noCodeFlag,
      cityStationName: unitActivations.cityStationName,
      contactName: unitActivations.contactName,
      telphone: unitActivations.telphone,
      status: unitActivations.status,
      submittedAt: unitActivations.createdAt,
      reviewedAt: unitActivations.reviewedAt,
      holder: users.userName,
    })
    .from(unitActivations)
    .leftJoin(reviewClaims, liveClaimOn('activation', unitActivations.id))
    .leftJoin(users, eq(users.id, reviewClaims.operatorId))
    .where(filterWhere(f))
    .orderBy(f.status === BIND_STATUS.pending ? asc(unitActivations.createdAt) : desc(unitActivations.reviewedAt), asc(unitActivations.id))
    .limit(ACTIVATION_QUEUE_SIZE);
}

/** How many applications wait for review. */
export async function waitingActivationCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(unitActivations).where(eq(unitActivations.status, BIND_STATUS.pending));
  return Number(row?.n ?? 0);
}

/** The city stations applications name, for the queue's filter. */
export async function activationStations(): Promise<{ code: string; name: string }[]> {
  const db = await getDb();
  return db
    .selectDistinct({ code: unitActivations.cityStationCode, name: unitActivations.cityStationName })
    .from(unitActivations)
    .orderBy(asc(unitActivations.cityStationCode));
}

/** Everything an applicant submitted, with their account and the proof's stored name and type. */
export async function activationForReview(id: number): Promise<ActivationReviewRecord | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      application: {
        id: unitActivations.id,
        userId: unitActivations.userId,
        depName: unitActivations.depName,
        purchaserId: unitActivations.purchaserId,
        noCodeFlag: unitActivations.noCodeFlag,
        creditCode: unitActivations.creditCode,
        noCodeDesc: unitActivations.noCodeDesc,
        cityStationName: unitActivations.cityStationName,
        provinceName: unitActivations.provinceName,
        cityName: unitActivations.cityName,
        areaName: unitActivations.areaName,
        contactName: unitActivations.contactName,
        telphone: unitActivations.telphone,
        status: unitActivations.status,
        rejectReason: unitActivations.rejectReason,
        unitId: unitActivations.unitId,
        createdAt: unitActivations.createdAt,
        reviewedAt: unitActivations.reviewedAt,
      },
      applicant: { mobile: users.mobile, userName: users.userName },
      proof: { origName: storedFiles.origName, contentType: storedFiles.contentType, sizeBytes: storedFiles.sizeBytes },
    })
    .from(unitActivations)
    .leftJoin(users, eq(users.id, unitActivations.userId))
    .leftJoin(storedFiles, and(isNotNull(unitActivations.noCodeAttachment), eq(storedFiles.fileKey, unitActivations.noCodeAttachment)))
    .where(eq(unitActivations.id, id));
  return row ?? null;
}
