// The import pipeline's one item type (docs/imports.md): every reader (OCDS, the spreadsheet template)
// turns its rows into these records, and the writer (lib/server/imports) consumes only them.
import type { PushRef } from '@/lib/opportunities/push-kinds';

/** Where a row was in its file: a line (JSON Lines, CSV, xlsx row) or a JSON pointer (a JSON package). */
export interface RowPlace {
  line?: number;
  pointer?: string;
}

/** A region as the source names it: a GB/T 2260 code and/or names, most specific first. */
export interface RegionRef {
  code: string | null;
  names: string[];
}

/** A purchaser or supplier as the source gives it; matched by credit code, then by exact name. */
export interface ImportParty {
  name: string;
  /** Normalized 统一社会信用代码 whose check character was verified, or null when the source has none. */
  creditCode: string | null;
  /** The portal city (GB/T 2260 prefecture code) its region resolved to. */
  cityCode: string;
  address: string | null;
  contactName: string | null;
}

interface RecordBase {
  /** The ledger key: the source's own key for this record (OCDS ocid + section, or the template's key). */
  key: string;
  /** The source's version of it (OCDS release id); a later version updates the record. */
  version: string;
  /** When the source released this version: an older release never overwrites a newer one. */
  releasedAt: Date;
  projectName: string;
  projectNumber: string;
  purchaser: ImportParty;
  /** Yuan. */
  budgetAmount: number | null;
  publishTime: Date;
  content: string;
}

/** A winning bid (OCDS award, template 中标结果). */
export interface AwardRecord extends RecordBase {
  kind: 'award';
  suppliers: ImportParty[];
  /** Yuan. */
  amount: number;
  purchaseWay: string;
  bidOpenTime: Date | null;
}

/** A tender notice (type 2, OCDS tender, template 招标公告) or a purchase intention (type 1, planning, 采购意向). */
export interface OpportunityRecord extends RecordBase {
  kind: 'tender' | 'planning';
  /** 业务方向 option code (lib/opportunities/options.ts). */
  businessDirection: string;
  biddingDateFrom: Date | null;
  bidDeadline: Date | null;
}

export type ImportRecord = AwardRecord | OpportunityRecord;

/** One row of a source file, mapped: its records, or why it was refused (in Chinese). */
export type MappedRow =
  | { place: RowPlace; key: string; records: ImportRecord[] }
  | { place: RowPlace; key: string | null; refusal: string };

export type ImportFormat = 'ocds' | 'template';

export interface RowRefusal extends RowPlace {
  reason: string;
}

/** The report of one file (docs/imports.md "Report"). Counts of records except `read` and `refused`, which count rows. */
export interface ImportReport {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  purchasersCreated: number;
  suppliersCreated: number;
  /** The first MAX_REFUSALS_KEPT refusals, in file order. */
  refusals: RowRefusal[];
  dryRun: boolean;
}

/**
 * A new record an import wrote, for its caller to announce (the push queue's reference): a tender notice
 * or intention (bid), or a winning bid (award) for the saved searches of /search.html.
 */
export type NewOpportunity = PushRef;

/** Refusals kept in a report; the count goes on beyond. */
export const MAX_REFUSALS_KEPT = 1000;

export function emptyReport(dryRun: boolean): ImportReport {
  return { read: 0, created: 0, updated: 0, unchanged: 0, refused: 0, purchasersCreated: 0, suppliersCreated: 0, refusals: [], dryRun };
}

/** "第 12 行" or the JSON pointer, for messages. */
export function placeText(place: RowPlace): string {
  if (place.line !== undefined && place.pointer) return `第 ${place.line} 行 ${place.pointer}`;
  if (place.line !== undefined) return `第 ${place.line} 行`;
  return place.pointer ?? '';
}
