import { asc, eq, getTableColumns, sql, type Table } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, queryRows, type DbHandle } from '@/lib/server/db/client';
import { cases, cities, solutions, supplierCertificates, supplierPatents, suppliers, winningBids } from '@/lib/server/db/schema';
import { buildDataset, DEFAULT_SEED } from './dataset';
import { hasSeedData, isSeeded, seedDatabase } from '.';
import { insertAll } from './write';

// These tests seed, reset and re-seed, so they use a database of their own rather than the shared
// seeded one: in-memory PGlite, or a scratch database next to TEST_DATABASE_URL on the postgres run.
async function openScratchDb(): Promise<{ handle: DbHandle; dispose: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DRIVER !== 'postgres' || !base) {
    const handle = await openDb({ dataDir: 'memory://' });
    return { handle, dispose: handle.close };
  }
  const name = `jf_seed_test_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The columns the seed writes: generated search vectors belong to the database. */
function written<T extends Table>(table: T) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated),
  ) as Omit<T['_']['columns'], 'searchVec'>;
}

const counts = { bids: 2500, suppliers: 120, cases: 80 };
let scratch: Awaited<ReturnType<typeof openScratchDb>>;

const db = () => scratch.handle.db;
const rowCount = async (table: string) =>
  Number((await queryRows<{ n: string }>(db(), sql.raw(`select count(*) as n from ${table}`)))[0]?.n);
const bidFingerprint = async () =>
  (
    await queryRows<{ f: string }>(
      db(),
      sql`select md5(string_agg(concat_ws('|', id, bid_code, project_name, amount, bid_comp_id, publish_time), ',' order by id)) as f from winning_bid`,
    )
  )[0]?.f;

const solutionFingerprint = async () =>
  (
    await queryRows<{ f: string }>(
      db(),
      sql`select md5(string_agg(concat_ws('|', id, origin_id_sec, service_name, service_price, supplier_id), ',' order by id)) as f from solution`,
    )
  )[0]?.f;

beforeAll(async () => {
  scratch = await openScratchDb();
});

afterAll(async () => {
  await scratch?.dispose();
});

describe('seedDatabase', () => {
  it('reports an empty database as unseeded', async () => {
    expect(await isSeeded(db())).toBe(false);
    expect(await hasSeedData(db())).toBe(false);
  });

  it('writes every table in batches and reports the counts', async () => {
    const summary = await seedDatabase(db(), { scale: 1, counts, batchSize: 400 });
    expect(summary).toMatchObject(counts);
    expect(await rowCount('winning_bid')).toBe(counts.bids);
    expect(await rowCount('supplier')).toBe(counts.suppliers);
    expect(await rowCount('biz_case')).toBe(counts.cases);
    expect(await rowCount('city')).toBe(summary.cities);
    expect(await rowCount('friendly_link')).toBe(summary.friendlyLinks);
    expect(await rowCount('industry')).toBe(summary.industries);
    expect(await rowCount('purchaser')).toBe(summary.purchasers);
    expect(await rowCount('supplier_certificate')).toBe(summary.certificates);
    expect(await rowCount('supplier_patent')).toBe(summary.patents);
    expect(await rowCount('solution')).toBe(summary.solutions);
    expect(summary.certificates).toBeGreaterThan(counts.suppliers);
    expect(summary.patents).toBeGreaterThan(counts.suppliers);
    expect(summary.solutions).toBeGreaterThan(counts.suppliers);
    expect(await isSeeded(db())).toBe(true);
  });

  it('stores rows exactly as generated, arrays, JSON and null prices included', async () => {
    const expected = buildDataset(DEFAULT_SEED, counts);
    const head = <T>(rows: Iterable<T>) => [...rows].slice(0, 20);
    const [supplier] = await db().select(written(suppliers)).from(suppliers).where(eq(suppliers.id, 7));
    expect(supplier).toEqual(expected.suppliers[6]);
    const storedCases = await db().select(written(cases)).from(cases).orderBy(asc(cases.id)).limit(5);
    expect(storedCases).toEqual([...expected.cases()].slice(0, 5));
    expect(await db().select().from(supplierCertificates).orderBy(asc(supplierCertificates.id)).limit(20)).toEqual(
      head(expected.certificates()),
    );
    expect(await db().select().from(supplierPatents).orderBy(asc(supplierPatents.id)).limit(20)).toEqual(
      head(expected.patents()),
    );
    const storedSolutions = await db().select(written(solutions)).from(solutions).orderBy(asc(solutions.id)).limit(20);
    expect(storedSolutions).toEqual(head(expected.solutions()));
    expect(storedSolutions.some((x) => x.servicePrice === null)).toBe(true);
    const [chongqing] = await db().select().from(cities).where(eq(cities.site, 'cq'));
    expect(chongqing?.code).toBe('500100');
  });

  it('moves the id sequences past the seeded ids', async () => {
    const template = buildDataset(1, { bids: 0, suppliers: 1, cases: 0 }).suppliers[0]!;
    const [row] = await db()
      .insert(suppliers)
      .values({ ...template, id: sql`default`, compCode: 'CTEST' })
      .returning({ id: suppliers.id });
    expect(row?.id).toBe(counts.suppliers + 1);
    await db().delete(suppliers).where(eq(suppliers.id, counts.suppliers + 1));
  });

  it('writes nothing when seeding over existing rows fails', async () => {
    const before = await bidFingerprint();
    await expect(seedDatabase(db(), { scale: 1, counts })).rejects.toThrow();
    expect(await bidFingerprint()).toBe(before);
    expect(await rowCount('winning_bid')).toBe(counts.bids);
  });

  it('re-seeds identical rows after a reset, supplier records included', async () => {
    const before = await bidFingerprint();
    const solutionsBefore = await solutionFingerprint();
    const patentsBefore = await rowCount('supplier_patent');
    await db().delete(winningBids).where(eq(winningBids.id, 1));
    await db().delete(solutions).where(eq(solutions.id, 1));
    const summary = await seedDatabase(db(), { scale: 1, counts, reset: true });
    expect(await bidFingerprint()).toBe(before);
    expect(await solutionFingerprint()).toBe(solutionsBefore);
    expect(await rowCount('supplier_patent')).toBe(patentsBefore);
    expect(await rowCount('supplier_certificate')).toBe(summary.certificates);
  });

  it('resumes a stopped resumable run where it stopped, writing each row once', async () => {
    const bids = await bidFingerprint();
    const solutionsBefore = await solutionFingerprint();
    const total = { bids: await rowCount('winning_bid'), solutions: await rowCount('solution'), opportunities: await rowCount('bid_opportunity') };
    // What a run stopped mid-way leaves: the first batches of the bids, no solutions yet.
    await db().delete(winningBids).where(sql`${winningBids.id} > 1234`);
    await db().delete(solutions);
    const summary = await seedDatabase(db(), { scale: 1, counts, resume: true, batchSize: 300 });
    expect(summary.bids).toBe(total.bids);
    expect(summary.solutions).toBe(total.solutions);
    expect(summary.opportunities).toBe(total.opportunities);
    expect(await bidFingerprint()).toBe(bids);
    expect(await solutionFingerprint()).toBe(solutionsBefore);
    // A complete dataset resumed again writes nothing.
    await seedDatabase(db(), { scale: 1, counts, resume: true });
    expect(await rowCount('winning_bid')).toBe(total.bids);
    expect(await rowCount('bid_opportunity')).toBe(total.opportunities);
  });

  it('writes a large batch of a table with array columns, one array parameter per column', async () => {
    // 3,100 suppliers of 22 columns as one VALUES list would bind 68,200 parameters, past PostgreSQL's 65,535.
    const rows = buildDataset(9, { bids: 0, suppliers: 3100, cases: 0 }).suppliers.map((s) => ({ ...s, id: s.id + 1_000_000, compCode: `BATCH${s.id}` }));
    const rolledBack = new Error('rolled back');
    await expect(
      db().transaction(async (tx) => {
        expect(await insertAll(tx, suppliers, rows, 100_000)).toBe(3100);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
