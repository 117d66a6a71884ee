import 'server-only';
import { and, desc, eq, ne, or } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { ACTIVATION_MSG, REGISTER_CODE, type UnitRegisterInput } from '@/lib/activation/schemas';
import { BIND_STATUS, type ActivationView, type UnitRegisterAnswer } from '@/lib/activation/types';
import { getUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { activatedUnits, identities, storedFiles, unitActivations, userMessages } from '@/lib/server/db/schema';
import { claimFiles } from '@/lib/server/files/claims';
import { fileStore } from '@/lib/server/files/store';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { audit, releaseClaim, type Actor, type Undecided } from '@/lib/server/operators';
import { verifySmsCode } from '@/lib/server/sms';
import { cityStation, namedPlace, purchaserName } from './units';

// Purchasing-unit activation (002 §3-§5, §8): a logged-in user applies for a unit; an operator
// approves (the user then holds an identity for the unit) or rejects it.

const exists = () => new ApiError(409, REGISTER_CODE.exists, ACTIVATION_MSG.exists);
const alreadyPending = () => new ApiError(409, ErrorCode.badRequest, '您已有激活申请正在审核中，请耐心等待');

/** The unit's name or credit code held by an activated unit, or by someone else's pending application. */
async function unitTaken(userId: number, depName: string, creditCode: string | null): Promise<boolean> {
  const db = await getDb();
  const unitMatch = creditCode ? or(eq(activatedUnits.name, depName), eq(activatedUnits.creditCode, creditCode)) : eq(activatedUnits.name, depName);
  const [unit] = await db.select({ id: activatedUnits.id }).from(activatedUnits).where(unitMatch).limit(1);
  if (unit) return true;
  const applicationMatch = creditCode ? or(eq(unitActivations.depName, depName), eq(unitActivations.creditCode, creditCode)) : eq(unitActivations.depName, depName);
  const [pending] = await db
    .select({ id: unitActivations.id })
    .from(unitActivations)
    .where(and(eq(unitActivations.status, BIND_STATUS.pending), ne(unitActivations.userId, userId), applicationMatch))
    .limit(1);
  return Boolean(pending);
}

async function hasPending(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: unitActivations.id })
    .from(unitActivations)
    .where(and(eq(unitActivations.userId, userId), eq(unitActivations.status, BIND_STATUS.pending)))
    .limit(1);
  return Boolean(row);
}

/** A unique index refusing the row: another pending application for the unit got in first. */
const isUniqueViolation = (err: unknown) => {
  const cause = (err as { cause?: { code?: unknown }; code?: unknown }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

/**
 * unitRegister: files the user's application, pending (bind-apply status 0). Refused: a pending
 * application of the user's own; a unit that is activated or applied for by someone else (5002); a
 * wrong SMS code for a phone other than the account's (1001); a station or place that does not exist.
 * The code is checked last, so a refusal does not spend it.
 */
export async function registerUnit(userId: number, input: UnitRegisterInput): Promise<UnitRegisterAnswer> {
  const creditCode = input.noCodeFlag ? null : input.creditCode;
  const station = await cityStation(input.cityStationCode);
  if (!station) throw badRequest(ACTIVATION_MSG.cityStation);
  const place = await namedPlace(input);
  if (!place) throw badRequest('所在地区不正确，请重新选择');
  if (await hasPending(userId)) throw alreadyPending();
  if (await unitTaken(userId, input.depName, creditCode)) throw exists();

  const user = await getUser(userId);
  if (!user) throw new ApiError(401, ErrorCode.sessionInvalid, '登录信息无效，请重新登录');
  if (input.telphone !== user.mobile) {
    if (!input.verificationCode) throw badRequest(ACTIVATION_MSG.smsCode);
    const verdict = await verifySmsCode(input.telphone, 'activate', input.verificationCode);
    if (verdict !== 'ok') throw new ApiError(400, REGISTER_CODE.smsWrong, ACTIVATION_MSG.smsWrong);
  }
  // A name picked from the suggestions keeps its budget unit; one typed over afterwards does not.
  const purchaserId = input.purchaserId && (await purchaserName(input.purchaserId)) === input.depName ? input.purchaserId : null;
  const attachment = input.noCodeFlag && input.noCodeAttachment ? input.noCodeAttachment : null;

  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(unitActivations)
        .values({
          userId,
          depName: input.depName,
          purchaserId,
          noCodeFlag: input.noCodeFlag,
          creditCode,
          noCodeDesc: input.noCodeFlag && input.noCodeDesc ? input.noCodeDesc : null,
          noCodeAttachment: attachment,
          cityStationCode: station.cityStationCode,
          cityStationName: station.cityStationName,
          ...place,
          contactName: input.contactName,
          telphone: input.telphone,
        })
        .returning({ id: unitActivations.id });
      const applyId = row!.id;
      if (attachment) {
        const [file] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.fileKey, attachment));
        if (!file) throw badRequest('文件不存在或已失效，请重新上传');
        await claimFiles(tx, {
          ownerUserId: userId,
          files: [{ fileId: file.id, fileName: attachment, kind: 'attachment' }],
          refTable: 'unit_activation',
          refId: String(applyId),
        });
      }
      return { applyId, bindApplyStatus: BIND_STATUS.pending };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw (await hasPending(userId)) ? alreadyPending() : exists();
    throw err;
  }
}

const viewColumns = {
  applyId: unitActivations.id,
  depName: unitActivations.depName,
  creditCode: unitActivations.creditCode,
  noCodeFlag: unitActivations.noCodeFlag,
  cityStationName: unitActivations.cityStationName,
  contactName: unitActivations.contactName,
  telphone: unitActivations.telphone,
  status: unitActivations.status,
  rejectReason: unitActivations.rejectReason,
  buId: unitActivations.unitId,
  createdAt: unitActivations.createdAt,
  reviewedAt: unitActivations.reviewedAt,
};

/** The user's own latest application (the pending and success pages), or null. */
export async function latestActivation(userId: number): Promise<ActivationView | null> {
  const db = await getDb();
  const [row] = await db.select(viewColumns).from(unitActivations).where(eq(unitActivations.userId, userId)).orderBy(desc(unitActivations.id)).limit(1);
  return row ?? null;
}

/** An application's proof as the reviewer reads it: its stored name, type and content. */
export interface ActivationProof {
  origName: string;
  contentType: string;
  data: Buffer;
}

/**
 * An application's proof for the operator reviewing it (the console's activationProof call,
 * scripts/review-activation.ts --proof): the portal's file link serves it to the applicant and the
 * unit's members only (docs/file-storage.md). Null without one.
 */
export async function activationProof(id: number): Promise<ActivationProof | null> {
  const db = await getDb();
  const [app] = await db.select({ fileKey: unitActivations.noCodeAttachment }).from(unitActivations).where(eq(unitActivations.id, id));
  if (!app?.fileKey) return null;
  const [meta, data] = await Promise.all([fileStore().meta(app.fileKey), fileStore().content(app.fileKey)]);
  return meta && data ? { origName: meta.origName, contentType: meta.contentType, data } : null;
}

/** An operator's decision on an application: approve, or reject with the reason the applicant reads. */
export type ActivationDecision = { status: 'approved' } | { status: 'rejected'; note: string };

/** 'changed': no longer pending (another reviewer decided it meanwhile); see reviewActivation. */
export type ReviewOutcome = 'approved' | 'rejected' | 'unit-exists' | Undecided;

const STATUS_OF = { approved: BIND_STATUS.approved, rejected: BIND_STATUS.rejected } as const;

/**
 * An operator's decision (the console's activation queue, scripts/review-activation.ts), mirroring
 * reviewScheme: one transaction changes the application, writes the audit entry, sends the applicant an
 * inbox message and ends the review claim. Approving activates the unit and gives the applicant its
 * identity (enterprise type, role owner); a unit activated meanwhile by another application is not
 * activated twice ('unit-exists': reject this one). An application no longer pending: 'changed'.
 */
export async function reviewActivation(actor: Actor, id: number, decision: ActivationDecision): Promise<ReviewOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [app] = await tx.select().from(unitActivations).where(eq(unitActivations.id, id)).for('update');
    if (!app) return 'missing';
    if (app.status !== BIND_STATUS.pending) return 'changed';
    const now = new Date();
    let unitId: number | null = null;
    if (decision.status === 'approved') {
      const taken = app.creditCode ? or(eq(activatedUnits.name, app.depName), eq(activatedUnits.creditCode, app.creditCode)) : eq(activatedUnits.name, app.depName);
      const [other] = await tx.select({ id: activatedUnits.id }).from(activatedUnits).where(taken).limit(1);
      if (other) return 'unit-exists';
      const [unit] = await tx
        .insert(activatedUnits)
        .values({ name: app.depName, creditCode: app.creditCode, purchaserId: app.purchaserId, cityStationCode: app.cityStationCode })
        .returning({ id: activatedUnits.id });
      unitId = unit!.id;
      await tx.insert(identities).values({ userId: app.userId, buId: unitId, buName: app.depName, buType: 1, role: 'owner' }).onConflictDoNothing();
    }
    const note = decision.status === 'rejected' ? decision.note : null;
    const status = STATUS_OF[decision.status];
    await tx.update(unitActivations).set({ status, rejectReason: note, unitId, reviewedAt: now }).where(eq(unitActivations.id, id));
    await tx.insert(userMessages).values(
      decision.status === 'approved'
        ? { userId: app.userId, kind: 'sys', title: `采购单位激活成功：${app.depName}`, link: '/checkSuccess.html' }
        : { userId: app.userId, kind: 'sys', title: `采购单位激活未通过：${app.depName}`, body: note, link: '/checkPending.html' },
    );
    await audit(tx, actor, {
      action: `activation.${decision.status === 'approved' ? 'approve' : 'reject'}`,
      recordType: 'activation',
      recordId: id,
      before: { status: app.status, rejectReason: app.rejectReason },
      after: { status, rejectReason: note, unitId },
    });
    await releaseClaim(tx, 'activation', id);
    return decision.status;
  });
}
