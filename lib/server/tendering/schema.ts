// Government tendering (002 §3 Tender file info): the attachments of tender notices. A notice is a
// bid_opportunity of type 2; its attachments point at the source site (downloaded through the
// allow-listed proxy, downloadNetFile) or at the product's own file storage (/files/<key>).
// Migration 0025_front_doors.sql, hand-written.
import 'server-only';
import { index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

export const tenderAttachments = pgTable(
  'tender_attachment',
  {
    id: serial('id').primaryKey(),
    /** The notice's public code (bid_opportunity.code). */
    opportunityCode: text('opportunity_code').notNull(),
    sort: smallint('sort').notNull(),
    title: text('title').notNull(),
    /** An absolute http(s) address of the source site, or /files/<key> of the own storage. */
    url: text('url').notNull(),
  },
  (t) => [index('tender_attachment_code_idx').on(t.opportunityCode, t.sort)],
);
