import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { purchaserTypeOf, purchaseUnitOf, RowRefused, serviceTradeOf, type CityLookup } from '@/lib/imports/rules';
import type { AwardRecord, ImportParty, ImportRecord, ImportReport, NewOpportunity, OpportunityRecord } from '@/lib/imports/types';
import type { Db } from '@/lib/server/db/client';
import { bidOpportunities, importLedger, purchasers, suppliers, winningBids } from '@/lib/server/db/schema';

// Writes mapped records as ordinary portal records (docs/imports.md "Mapping"), through the ledger: a
// key seen before with the same content is left alone (no write, so no cache entry is dropped), a
// changed one updates its record, a new one creates it. Purchasers and suppliers are matched by
// 统一社会信用代码, then by exact name, and created only when neither finds one.

/** A transaction of the app database (drizzle's). */
export type ImportTx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Unit {
  id: number;
  name: string;
  code: string;
  purchaserType: string;
}

/** What one run of the writer remembers between rows: the units it matched or made, the city table. */
export interface WriteContext {
  source: 'ocds' | 'template';
  jobId: number;
  cities: CityLookup;
  purchasers: Map<string, Unit>;
  suppliers: Map<string, Unit>;
  /** Codes of the suppliers the current row made: announced with its records once the batch commits. */
  madeSuppliers: string[];
}

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length).toUpperCase();

/** The content of a record that makes it changed: everything but the release it came with. */
export function recordHash(record: ImportRecord): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...record, version: undefined, releasedAt: undefined }))
    .digest('hex');
}

function cityOf(ctx: WriteContext, code: string) {
  const city = ctx.cities.byCode.get(code);
  if (!city) throw new RowRefused(`地区无法识别：${code}`);
  return city;
}

async function purchaserOf(tx: ImportTx, ctx: WriteContext, party: ImportParty, report: ImportReport): Promise<Unit> {
  const cacheKey = party.creditCode ?? `name:${party.name}`;
  const cached = ctx.purchasers.get(cacheKey);
  if (cached) return cached;
  const cols = { id: purchasers.id, name: purchasers.name, code: purchasers.purchaseCode, purchaserType: purchasers.purchaserType, creditCode: purchasers.creditCode };
  const [byCode] = party.creditCode ? await tx.select(cols).from(purchasers).where(eq(purchasers.creditCode, party.creditCode)).limit(1) : [];
  let found = byCode ?? (await tx.select(cols).from(purchasers).where(eq(purchasers.name, party.name)).orderBy(asc(purchasers.id)).limit(1))[0];
  if (found && !byCode && party.creditCode && !found.creditCode) await tx.update(purchasers).set({ creditCode: party.creditCode }).where(eq(purchasers.id, found.id));
  if (!found) {
    const [made] = await tx
      .insert(purchasers)
      .values({ purchaseCode: `PI${digest(party.creditCode ?? party.name, 12)}`, name: party.name, purchaserType: purchaserTypeOf(party.name), cityCode: party.cityCode, creditCode: party.creditCode })
      .returning(cols);
    found = made!;
    report.purchasersCreated++;
  }
  const unit = { id: found.id, name: found.name, code: found.code, purchaserType: found.purchaserType };
  ctx.purchasers.set(cacheKey, unit);
  return unit;
}

async function supplierOf(tx: ImportTx, ctx: WriteContext, party: ImportParty, record: AwardRecord, buyer: Unit, report: ImportReport): Promise<Unit> {
  const cacheKey = party.creditCode ?? `name:${party.name}`;
  const cached = ctx.suppliers.get(cacheKey);
  if (cached) return cached;
  const cols = { id: suppliers.id, name: suppliers.compName, code: suppliers.compCode };
  const [byCode] = party.creditCode ? await tx.select(cols).from(suppliers).where(eq(suppliers.creditCode, party.creditCode)).orderBy(asc(suppliers.id)).limit(1) : [];
  let found = byCode ?? (await tx.select(cols).from(suppliers).where(eq(suppliers.compName, party.name)).orderBy(asc(suppliers.id)).limit(1))[0];
  if (!found) {
    if (!party.creditCode) throw new RowRefused(`中标单位「${party.name}」不在库中，且缺少统一社会信用代码，无法建档`);
    const city = cityOf(ctx, party.cityCode);
    const trade = serviceTradeOf(`${record.projectName} ${buyer.name}`);
    const [made] = await tx
      .insert(suppliers)
      .values({
        compCode: `CI${party.creditCode}`,
        compName: party.name,
        creditCode: party.creditCode,
        legalPerson: party.contactName ?? '未公示',
        cityCode: city.cityCode,
        cityName: city.cityName,
        provinceName: city.provinceName,
        address: party.address ?? `${city.provinceName === city.fullName ? '' : city.provinceName}${city.fullName}`,
        intro: `${party.name}（统一社会信用代码 ${party.creditCode}），注册于${city.fullName}，曾承接${buyer.name}的“${record.projectName}”项目。本企业信息来自公开采购数据，尚待企业认领完善。`,
        serviceTrade: [trade],
        coreCompetence: [],
        serviceForm: [],
        customerType: [buyer.purchaserType],
        registerCapital: 0,
        compScale: '未公示',
        scaleTag: 0,
        // Not in procurement data: the date of the first award the portal knows stands in (docs/imports.md).
        establishTime: record.publishTime,
        registerStatus: '存续',
      })
      .returning(cols);
    found = made!;
    report.suppliersCreated++;
    ctx.madeSuppliers.push(found.code);
  }
  const unit = { id: found.id, name: found.name, code: found.code, purchaserType: '' };
  ctx.suppliers.set(cacheKey, unit);
  return unit;
}

async function awardRow(tx: ImportTx, ctx: WriteContext, record: AwardRecord, code: string, report: ImportReport): Promise<AwardRow> {
  const buyer = await purchaserOf(tx, ctx, record.purchaser, report);
  const winners: Unit[] = [];
  for (const s of record.suppliers) winners.push(await supplierOf(tx, ctx, s, record, buyer, report));
  const city = cityOf(ctx, record.purchaser.cityCode);
  const row = {
    bidCode: code,
    projectName: record.projectName,
    projectNumber: record.projectNumber,
    bidState: 1,
    cityCode: city.cityCode,
    cityName: city.cityName,
    provinceName: city.provinceName,
    purchaserType: buyer.purchaserType,
    purchaser: buyer.name,
    purchaseCode: buyer.code,
    purchaseWay: record.purchaseWay,
    serviceTrade: serviceTradeOf(`${record.projectName} ${buyer.name}`),
    bidComp: winners.map((w) => w.name).join(' '),
    bidCompId: winners[0]!.id,
    amount: record.amount,
    budgetAmount: record.budgetAmount,
    publishTime: record.publishTime,
    bidOpenTime: record.bidOpenTime,
    content: record.content,
  };
  return row;
}

async function opportunityRow(tx: ImportTx, ctx: WriteContext, record: OpportunityRecord, code: string, report: ImportReport): Promise<OpportunityRow> {
  const buyer = await purchaserOf(tx, ctx, record.purchaser, report);
  const type = record.kind === 'planning' ? 1 : 2;
  // budget_amount is as the source gives it: yuan for notices, 万 for intentions (001 §9).
  const budget = record.budgetAmount === null ? null : String(type === 1 ? record.budgetAmount / 10_000 : record.budgetAmount);
  const row = {
    code,
    type,
    bidSource: 1,
    projectName: record.projectName,
    projectNumber: record.projectNumber,
    purchaserName: buyer.name,
    purchaseUnit: purchaseUnitOf(buyer.name),
    businessDirection: record.businessDirection,
    cityCode: cityOf(ctx, record.purchaser.cityCode).cityCode,
    budgetAmount: budget,
    publishTime: record.publishTime,
    biddingDateFrom: record.biddingDateFrom,
    bidDeadline: record.bidDeadline,
    content: record.content,
  };
  return row;
}

type AwardRow = typeof winningBids.$inferInsert;
type OpportunityRow = typeof bidOpportunities.$inferInsert;

/**
 * A batch's record rows, written at its end in one statement per table: the search cache's statement
 * triggers (docs/search.md) then run once a batch, not once a record, and a batch costs two round trips
 * instead of one per record. Keyed by code: a later release of the same record in the batch wins.
 */
export interface PendingRows {
  awards: Map<string, AwardRow>;
  opportunities: Map<string, OpportunityRow>;
}

export const pendingRows = (): PendingRows => ({ awards: new Map(), opportunities: new Map() });

/** `excluded.<column>` for every column a row sets: the upsert's update takes the proposed row. */
function excludedSet<T extends typeof winningBids | typeof bidOpportunities>(table: T, row: object) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(Object.keys(row).map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]));
}

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters at ~20 columns a row. */
const ROWS_PER_STATEMENT = 1000;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT);
}

/** Writes a batch's pending rows (created or updated by code). */
export async function flushRows(tx: ImportTx, pending: PendingRows): Promise<void> {
  for (const rows of chunks([...pending.awards.values()])) {
    await tx.insert(winningBids).values(rows).onConflictDoUpdate({ target: winningBids.bidCode, set: excludedSet(winningBids, rows[0]!) });
  }
  for (const rows of chunks([...pending.opportunities.values()])) {
    await tx.insert(bidOpportunities).values(rows).onConflictDoUpdate({ target: bidOpportunities.code, set: excludedSet(bidOpportunities, rows[0]!) });
  }
}

export type Outcome = 'created' | 'updated' | 'unchanged';

export type LedgerEntry = typeof importLedger.$inferSelect;

/** The ledger rows of a batch's keys, locked for the batch's transaction: one query, not one per record. */
export async function ledgerOf(tx: ImportTx, source: WriteContext['source'], keys: string[]): Promise<Map<string, LedgerEntry>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(importLedger)
    .where(and(eq(importLedger.source, source), inArray(importLedger.sourceKey, [...new Set(keys)])))
    .for('update');
  return new Map(rows.map((r) => [r.sourceKey, r]));
}

/** Same content as recorded, or an older release than the one recorded: nothing to write. */
export function isUnchanged(seen: LedgerEntry | undefined, record: ImportRecord): boolean {
  if (!seen) return false;
  return seen.hash === recordHash(record) || (seen.version !== record.version && record.releasedAt < seen.releasedAt);
}

/**
 * One changed or new record through the ledger (`seen`: its ledger row, if any; the caller checked
 * isUnchanged): its purchaser and suppliers matched or made now, its row returned for flushRows. A new
 * record is returned as a reference to announce once its transaction has committed (a tender notice or
 * intention to its subscribers, a winning bid to the saved searches of /search.html);
 * the new ledger row is returned for saveLedger at the end of the batch.
 */
export async function writeRecord(
  tx: ImportTx,
  ctx: WriteContext,
  record: ImportRecord,
  seen: LedgerEntry | undefined,
  report: ImportReport,
): Promise<{ outcome: Outcome; announce: NewOpportunity | null; entry: LedgerEntry; row: { award: AwardRow } | { opportunity: OpportunityRow } }> {
  const isAward = record.kind === 'award';
  const code = seen?.targetCode ?? `${isAward ? 'ZBI' : record.kind === 'planning' ? 'YXI' : 'GGI'}${digest(`${ctx.source}:${record.key}`, 14)}`;
  const row = record.kind === 'award' ? { award: await awardRow(tx, ctx, record, code, report) } : { opportunity: await opportunityRow(tx, ctx, record, code, report) };
  const entry: LedgerEntry = {
    source: ctx.source,
    sourceKey: record.key,
    version: record.version,
    hash: recordHash(record),
    releasedAt: record.releasedAt,
    target: isAward ? 'winning_bid' : 'bid_opportunity',
    targetCode: code,
    jobId: ctx.jobId,
    updatedAt: new Date(),
  };
  if (seen) return { outcome: 'updated', announce: null, entry, row };
  return { outcome: 'created', announce: { kind: isAward ? 'award' : 'bid', orderId: code }, entry, row };
}

/** The batch's new ledger rows in one statement (one row per key: the latest of the batch). */
export async function saveLedger(tx: ImportTx, entries: Iterable<LedgerEntry>): Promise<void> {
  const rows = [...entries];
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(importLedger)
    .values(rows)
    .onConflictDoUpdate({
      target: [importLedger.source, importLedger.sourceKey],
      set: {
        version: excluded('version'),
        hash: excluded('hash'),
        releasedAt: excluded('released_at'),
        target: excluded('target'),
        targetCode: excluded('target_code'),
        jobId: excluded('job_id'),
        updatedAt: excluded('updated_at'),
      },
    });
}
