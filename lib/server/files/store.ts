import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FileKind } from '@/lib/files/rules';
import { getDb } from '@/lib/server/db/client';
import { storedFiles } from '@/lib/server/db/schema';

// The one file storage of the product, behind an interface. The default keeps content and metadata
// in PostgreSQL (table stored_file), so every app process on the database sees a file and a backup
// holds it; docs/file-storage.md says how an object store would take the content instead.

export interface NewFile {
  fileKey: string;
  ownerUserId: number;
  kind: FileKind;
  origName: string;
  contentType: string;
  data: Buffer;
}

export interface StoredFileMeta {
  id: string;
  fileKey: string;
  ownerUserId: number;
  kind: FileKind;
  origName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
  referencedAt: Date | null;
  /** What references the file (a table and its row), once a submission claimed it. */
  refTable: string | null;
  refId: string | null;
}

export interface FileStore {
  put(file: NewFile): Promise<StoredFileMeta>;
  meta(fileKey: string): Promise<StoredFileMeta | null>;
  content(fileKey: string): Promise<Buffer | null>;
  /** Removes the file if it is still unreferenced and owned by `ownerUserId`; true when removed. */
  removeUnreferenced(fileKey: string, ownerUserId: number): Promise<boolean>;
  /** Removes every unreferenced file created before `before`; the number removed. */
  removeStale(before: Date): Promise<number>;
}

const metaColumns = {
  id: storedFiles.id,
  fileKey: storedFiles.fileKey,
  ownerUserId: storedFiles.ownerUserId,
  kind: storedFiles.kind,
  origName: storedFiles.origName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: storedFiles.createdAt,
  referencedAt: storedFiles.referencedAt,
  refTable: storedFiles.refTable,
  refId: storedFiles.refId,
};

type MetaRow = Omit<StoredFileMeta, 'kind'> & { kind: string };
// A unit's proof (attachment) is downloaded, never shown inline, whatever its type.
const toMeta = (row: MetaRow): StoredFileMeta => ({ ...row, kind: row.kind === 'archive' || row.kind === 'attachment' ? row.kind : 'image' });

export const postgresFileStore: FileStore = {
  async put(file) {
    const db = await getDb();
    const [row] = await db
      .insert(storedFiles)
      .values({ ...file, sizeBytes: file.data.length })
      .returning(metaColumns);
    if (!row) throw new Error('stored_file insert returned no row');
    return toMeta(row);
  },
  async meta(fileKey) {
    const db = await getDb();
    const [row] = await db.select(metaColumns).from(storedFiles).where(eq(storedFiles.fileKey, fileKey)).limit(1);
    return row ? toMeta(row) : null;
  },
  async content(fileKey) {
    const db = await getDb();
    const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.fileKey, fileKey)).limit(1);
    return row?.data ?? null;
  },
  async removeUnreferenced(fileKey, ownerUserId) {
    const db = await getDb();
    const removed = await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.fileKey, fileKey), eq(storedFiles.ownerUserId, ownerUserId), isNull(storedFiles.referencedAt)))
      .returning({ id: storedFiles.id });
    return removed.length > 0;
  },
  async removeStale(before) {
    const db = await getDb();
    const removed = await db
      .delete(storedFiles)
      .where(and(isNull(storedFiles.referencedAt), lt(storedFiles.createdAt, before)))
      .returning({ id: storedFiles.id });
    return removed.length;
  },
};

/** The configured store; the only one today. */
export function fileStore(): FileStore {
  return postgresFileStore;
}
