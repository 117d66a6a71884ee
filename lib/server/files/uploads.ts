import 'server-only';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '@/lib/api/envelope';
import { extensionOf, UPLOAD_RULES, WRONG_FORMAT, type FileKind, type KindRule } from '@/lib/files/rules';
import { ApiError, badRequest, notFound } from '@/lib/server/http/errors';
import { isPrivateRef, readsPrivateFile } from './private-files';
import { fileStore, type StoredFileMeta } from './store';
import type { UploadedFile } from '@/lib/files/types';

/** Where a stored file is served (app/files/[key]/route.ts). */
export const fileUrlOf = (fileKey: string) => `/files/${fileKey}`;

/** A name fit to keep and to send back in Content-Disposition: no path, no control characters, bounded. */
function cleanName(name: string, ext: string): string {
  const base = name.split(/[/\\]/).pop()?.replace(/[\u0000-\u001f\u007f"]/g, '').trim() ?? '';
  return (base || `file.${ext}`).slice(0, 120);
}

/** A compound file's extension, when its name claims one the kind keeps compound files as (.doc, .xls). */
function compoundExtension(rule: KindRule, name: string): string | undefined {
  const claimed = extensionOf(name);
  return rule.compoundAs?.includes(claimed) ? claimed : undefined;
}

/**
 * Keeps an upload of `kind` for its uploader after checking it by content (magic bytes), not by name:
 * pictures jpg/png/gif up to 2 MB, archives zip/rar up to 10 MB (001 §5), a unit's proof up to 2 MB (002 §5).
 */
export async function saveUpload(ownerUserId: number, kind: FileKind, name: string, data: Buffer): Promise<UploadedFile> {
  const rule = UPLOAD_RULES[kind];
  if (data.length === 0) throw badRequest('请选择要上传的文件');
  if (data.length > rule.maxBytes) throw new ApiError(413, ErrorCode.badRequest, rule.tooBig);
  const detected = await fileTypeFromBuffer(data);
  const ext = detected?.ext === 'cfb' ? compoundExtension(rule, name) : detected?.ext === 'jpeg' ? 'jpg' : detected?.ext;
  const contentType = ext ? rule.contentTypes[ext] : undefined;
  if (!ext || !contentType) throw badRequest(WRONG_FORMAT);
  const fileKey = `${randomUUID().replace(/-/g, '')}.${ext}`;
  const origName = cleanName(name, ext);
  const meta = await fileStore().put({ fileKey, ownerUserId, kind, origName, contentType, data });
  return {
    origFileName: meta.origName,
    fileId: meta.id,
    fileKey: meta.fileKey,
    fileUrl: fileUrlOf(meta.fileKey),
    originalFilename: meta.origName,
    finalName: meta.fileKey,
  };
}

/** schemeDelete: the uploader removes an upload no submission references yet. */
export async function deleteOwnUpload(ownerUserId: number, fileKey: string): Promise<void> {
  if (!(await fileStore().removeUnreferenced(fileKey, ownerUserId))) throw notFound('文件不存在或已被使用');
}

/**
 * A file as someone may read it: its uploader always; once a submission references it, anyone holding
 * its (unguessable) link, or for a file private by nature (private-files.ts) only those its reference
 * names. Otherwise null, indistinguishable from a missing file.
 */
export async function readableFile(fileKey: string, viewerUserId: number | null): Promise<{ meta: StoredFileMeta; data: Buffer; isPrivate: boolean } | null> {
  const meta = await fileStore().meta(fileKey);
  if (!meta) return null;
  const isPrivate = isPrivateRef(meta.refTable);
  if (meta.ownerUserId !== viewerUserId) {
    if (!meta.referencedAt) return null;
    if (isPrivate && !(await readsPrivateFile({ ownerUserId: meta.ownerUserId, refTable: meta.refTable!, refId: meta.refId }, viewerUserId))) return null;
  }
  const data = await fileStore().content(fileKey);
  return data ? { meta, data, isPrivate } : null;
}
