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
 * A submission lets go of a file it referenced (a replaced cover): unreferenced again, it is removed
 * with the stale uploads (FileStore.removeStale). Runs inside the submission's transaction.
 */
export async function releaseFile(tx: Tx, opts: { fileKey: string; refTable: string; refId: string }): Promise<void> {
  await tx
    .update(storedFiles)
    .set({ referencedAt: null, refTable: null, refId: null })
    .where(and(eq(storedFiles.fileKey, opts.fileKey), eq(storedFiles.refTable, opts.refTable), eq(storedFiles.refId, opts.refId)));
}
