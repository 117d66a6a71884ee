// The one file storage (lib/server/files). Part of the one schema (lib/server/db/schema.ts re-exports
// it for drizzle-kit).
import 'server-only';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FileKind } from '@/lib/files/rules';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (the one file storage, lib/server/files): kept in the database so every app process
 * sees them and a backup holds them. A file belongs to its uploader until a submission references it;
 * files never referenced are removed after a day.
 */
export const storedFiles = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileKey: text('file_key').notNull(),
    ownerUserId: integer('owner_user_id').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    origName: text('orig_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    referencedAt: timestamp('referenced_at', { withTimezone: true, mode: 'date' }),
    refTable: text('ref_table'),
    refId: text('ref_id'),
  },
  (t) => [
    uniqueIndex('stored_file_key_uq').on(t.fileKey),
    index('stored_file_cleanup_idx').on(t.referencedAt, t.createdAt),
    index('stored_file_owner_idx').on(t.ownerUserId, t.createdAt),
  ],
);
