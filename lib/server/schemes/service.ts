import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { wanToYuan } from '@/lib/schemes/amount';
import { splitSchemeForm } from '@/lib/schemes/parts';
import { schemeFormSchema, type SchemeForm } from '@/lib/schemes/schemas';
import type { SchemePrefill, SchemeRecord, SchemeStatus, SchemeSubmitted } from '@/lib/schemes/types';
import { loadSessionUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { supplierSchemes, userMessages } from '@/lib/server/db/schema';
import { claimFiles } from '@/lib/server/files/claims';
import { announceRecord } from '@/lib/server/opportunities';
import { publishScheme, withdrawScheme } from '@/lib/server/solutions';
import { ApiError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { audit, releaseClaim, type Actor } from '@/lib/server/operators';
import { isLivePageToken, issueSchemePageToken } from './page-token';

export const STALE_PAGE_MSG = '长时间未操作页面失效，请重新填写！';


const yuanOrNull = (wan: string) => (wan === '' ? null : String(wanToYuan(wan)));

/**
 * Saves one submission with its company part, in one transaction with its uploads' claims: all of it
 * or nothing. The same page token answers the scheme it already saved (a double click, a retry).
 */
export async function submitScheme(
  session: { userId: number; buId: number },
  input: { pageToken: string; form: SchemeForm },
): Promise<SchemeSubmitted> {
  // 409, not 401: the client layer reads 401 with 40103 as an expired login (000 §6).
  if (!isLivePageToken(input.pageToken, session.userId)) throw new ApiError(409, ErrorCode.sessionInvalid, STALE_PAGE_MSG);
  const { form } = input;
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const { company, scheme } = splitSchemeForm(form);
    const [inserted] = await tx
      .insert(supplierSchemes)
      .values({
        userId: session.userId,
        buId: session.buId,
        pageToken: input.pageToken,
        company,
        compName: form.compName,
        compRegisterCapital: yuanOrNull(form.compRegisterCapital),
        outputScale: yuanOrNull(form.outputScale),
        caseName: form.caseName,
        casePrice: String(wanToYuan(form.casePrice)),
        caseType: form.caseType,
        scheme,
      })
      .onConflictDoNothing()
      .returning({ id: supplierSchemes.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: supplierSchemes.id })
        .from(supplierSchemes)
        .where(and(eq(supplierSchemes.userId, session.userId), eq(supplierSchemes.pageToken, input.pageToken)));
      if (!existing) throw new Error('supplier_scheme conflict without a row');
      return existing.id;
    }
    const archives = [form.caseProductDescriptionOrFunctionList, form.casePatentCertificateOrAwardCertificate].filter((f) => f !== null);
    await claimFiles(tx, {
      ownerUserId: session.userId,
      files: [
        ...[...form.certificatesOfHonor, ...form.qualificationCertificates].map((f) => ({ fileId: f.fileId, fileName: f.fileName, kind: 'image' as const })),
        ...archives.map((f) => ({ fileId: f.fileId, fileName: f.fileName, kind: 'archive' as const })),
      ],
      refTable: 'supplier_scheme',
      refId: String(inserted.id),
    });
    return inserted.id;
  });
  return { id, nextPageToken: issueSchemePageToken(session.userId) };
}

/** A scheme for its submitter only; anyone else gets null, as for a missing one. */
export async function getSchemeForViewer(id: number, userId: number): Promise<SchemeRecord | null> {
  return schemeRecord(and(eq(supplierSchemes.id, id), eq(supplierSchemes.userId, userId)));
}

/** Any scheme, for its reviewer (the console's review queue). */
export async function getSchemeForReview(id: number): Promise<SchemeRecord | null> {
  return schemeRecord(eq(supplierSchemes.id, id));
}

async function schemeRecord(where: SQL | undefined): Promise<SchemeRecord | null> {
  const db = await getDb();
  const [row] = await db.select().from(supplierSchemes).where(where).limit(1);
  if (!row) return null;
  const form = schemeFormSchema.safeParse({ ...row.company, ...row.scheme });
  if (!form.success) return null;
  return {
    id: row.id,
    status: row.status,
    reviewNote: row.reviewNote,
    submittedAt: row.createdAt.toISOString(),
    form: form.data,
  };
}

/** 001 §3 Prefill: company name from the identity in use, contact and phone from the user. */
export async function schemePrefill(userId: number, buId: number): Promise<SchemePrefill> {
  const loaded = await loadSessionUser(userId, buId);
  const personal = loaded?.user.menu.find((m) => m.buId === 0)?.buName ?? '';
  return {
    compName: loaded && loaded.user.buid !== 0 ? loaded.user.buname : '',
    compLinkName: personal,
    compLinkPhone: loaded?.user.mobile ?? '',
  };
}

/** An operator's decision on a scheme: approve, or reject with the reason the supplier reads. */
export type SchemeDecision = { status: 'approved' } | { status: 'rejected'; note: string };

/**
 * An operator's decision (the console's review queue, scripts/review-scheme.ts): approve, or reject
 * with a reason. An approved scheme is listed among the solutions as 平台优选 in the same transaction, a
 * rejected one is taken down; the supplier gets an inbox message, the audit trail an entry, and the
 * scheme's review claim ends. With `expected`, a scheme whose status changed meanwhile (another
 * reviewer decided it) is left alone: 'changed'.
 */
export async function reviewScheme(
  actor: Actor,
  id: number,
  decision: SchemeDecision,
  expected?: SchemeStatus,
): Promise<'decided' | 'missing' | 'changed'> {
  const db = await getDb();
  const now = new Date();
  let listed: string | null = null;
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: supplierSchemes.status, userId: supplierSchemes.userId, caseName: supplierSchemes.caseName, reviewNote: supplierSchemes.reviewNote })
      .from(supplierSchemes)
      .where(eq(supplierSchemes.id, id))
      .for('update');
    if (!before) return 'missing';
    if (expected && before.status !== expected) return 'changed';
    const note = decision.status === 'rejected' ? decision.note : null;
    await tx.update(supplierSchemes).set({ status: decision.status, reviewNote: note, reviewedAt: now, updatedAt: now }).where(eq(supplierSchemes.id, id));
    if (decision.status === 'rejected') await withdrawScheme(tx, id);
    // A scheme stored before a form rule changed may no longer read back: approved, but not listed.
    else if (!(listed = await publishScheme(tx, id, now))) log.warn('scheme.unlisted', { schemeId: id });
    await tx.insert(userMessages).values({
      userId: before.userId,
      kind: 'sys',
      title: decision.status === 'approved' ? `优选方案审核通过：${before.caseName}` : `优选方案未通过审核：${before.caseName}`,
      body: note,
      link: '/user-center.html?tab=schemes',
    });
    await audit(tx, actor, {
      action: `scheme.${decision.status === 'approved' ? 'approve' : 'reject'}`,
      recordType: 'scheme',
      recordId: id,
      before: { status: before.status, reviewNote: before.reviewNote },
      after: { status: decision.status, reviewNote: note },
    });
    await releaseClaim(tx, 'scheme', id);
    return 'decided' as const;
  });
  // Listed and committed: the saved searches of /scheme.html hear of it (docs/features.md, Saved searches and feeds).
  if (outcome === 'decided' && listed) await announceRecord({ kind: 'scheme', orderId: listed });
  return outcome;
}
