import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FileKind } from '@/lib/files/rules';
import type { Db } from '@/lib/server/db/client';
import { storedFiles } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A submission takes its uploads: every file must exist, be the submitter's, be of the field's kind,
 * carry the key the form shows, and not belong to another submission yet. Then they are marked
 * referenced (and so kept, and readable through their link). Runs inside the submission's transaction.
 */
export async function claimFiles(
  tx: Tx,
  opts: { ownerUserId: number; files: { fileId: string; fileName: string; kind: FileKind }[]; refTable: string; refId: string },
): Promise<void> {
  if (!opts.files.length) return;
  const ids = [...new Set(opts.files.map((f) => f.fileId))];
  if (ids.length !== opts.files.length) throw badRequest('同一文件不能重复提交');
  const rows = await tx
    .select({ id: storedFiles.id, fileKey: storedFiles.fileKey, kind: storedFiles.kind })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.ownerUserId, opts.ownerUserId), isNull(storedFiles.referencedAt)))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const f of opts.files) {
    const row = byId.get(f.fileId);
    if (!row || row.fileKey !== f.fileName || row.kind !== f.kind) throw badRequest('文件不存在或已失效，请重新上传');
  }
  await tx
    .update(storedFiles)
    .set({ referencedAt: new Date(), refTable: opts.refTable, refId: opts.refId })
    .where(inArray(storedFiles.id, ids));
}

/**
 * Pictures shown on a public page (an article's cover and body, by key): each must be a stored picture,
 * either already shown by a record of `refTable` (a picture kept through an edit, or reused from another
 * article) or the operator's own upload not yet claimed, which is claimed for `refTable`/`refId` and so
 * kept and readable by anyone holding its address. Runs inside the saving transaction.
 */
export async function claimPublicImages(tx: Tx, opts: { ownerUserId: number; keys: string[]; refTable: string; refId: string }): Promise<void> {
  if (!opts.keys.length) return;
  const rows = await tx
    .select({ id: storedFiles.id, fileKey: storedFiles.fileKey, kind: storedFiles.kind, ownerUserId: storedFiles.ownerUserId, refTable: storedFiles.refTable, referencedAt: storedFiles.referencedAt })
    .from(storedFiles)
    .where(inArray(storedFiles.fileKey, opts.keys))
    .for('update');
  const byKey = new Map(rows.map((r) => [r.fileKey, r]));
  const toClaim: string[] = [];
  for (const key of opts.keys) {
    const row = byKey.get(key);
    const shown = row?.kind === 'image' && row.refTable === opts.refTable;
    const own = row?.kind === 'image' && row.referencedAt === null && row.ownerUserId === opts.ownerUserId;
    if (!shown && !own) throw badRequest('图片不存在或已失效，请重新上传');
    if (own) toClaim.push(row.id);
  }
  if (toClaim.length) await tx.update(storedFiles).set({ referencedAt: new Date(), refTable: opts.refTable, refId: opts.refId }).where(inArray(storedFiles.id, toClaim));
}

/**
 * A submission lets go of a file it referenced (a replaced cover): unreferenced again, it is removed
 * with the stale uploads (FileStore.removeStale). Runs inside the submission's transaction.
 */
export async function releaseFile(tx: Tx, opts: { fileKey: string; refTable: string; refId: string }): Promise<void> {
  await tx
    .update(storedFiles)
    .set({ referencedAt: null, refTable: null, refId: null })
    .where(and(eq(storedFiles.fileKey, opts.fileKey), eq(storedFiles.refTable, opts.refTable), eq(storedFiles.refId, opts.refId)));
}
