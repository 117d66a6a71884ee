import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerPostgresUrl } from '@/test/postgres-url';
import { GET as getRecord } from '@/app/ocds/records/[ocid]/route';
import { GET as getReleases } from '@/app/ocds/releases/route';
import { encodeCursor } from '@/lib/ocds/cursor';
import { parseFeedQuery } from '@/lib/ocds/feed-query';
import { PAGE_LIMIT_DEFAULT } from '@/lib/ocds/publication';
import type { RecordPackage, ReleasePackage } from '@/lib/ocds/types';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, winningBids } from '@/lib/server/db/schema';
import { recordPackageErrors, releasePackageErrors } from '@/test/kits/ocds-schemas';
import { writeBulkFiles } from './bulk';
import { recordPackage, releasePage } from './packages';
import { feedHorizon } from './releases';

const ORIGIN = 'http://localhost';
const tag = `ocds${process.pid}`;
let serial = 0;
const bidIds: number[] = [];
const opportunityIds: number[] = [];

async function insertBid(): Promise<{ id: number; bidCode: string }> {
  const db = await getDb();
  const bidCode = `${tag}-B${++serial}`;
  const [row] = await db
    .insert(winningBids)
    .values({
      bidCode,
      projectName: `开放数据测试项目${serial}`,
      projectNumber: `${bidCode}-N`,
      bidState: 1,
      cityCode: '500100',
      cityName: '重庆',
      provinceName: '重庆市',
      purchaserType: '政府机关',
      purchaser: '开放数据测试单位',
      purchaseCode: `${tag}-P`,
      purchaseWay: '公开招标',
      serviceTrade: '政务',
      bidComp: '开放数据测试公司',
      amount: 1000 + serial,
      publishTime: new Date('2026-01-01T00:00:00Z'),
      content: '测试',
    })
    .returning({ id: winningBids.id, bidCode: winningBids.bidCode });
  bidIds.push(row!.id);
  return row!;
}

async function insertOpportunity(type: 1 | 2): Promise<{ id: number; code: string }> {
  const db = await getDb();
  const code = `${tag}-O${++serial}`;
  const [row] = await db
    .insert(bidOpportunities)
    .values({
      code,
      type,
      bidSource: 1,
      projectName: `开放数据测试商机${serial}`,
      projectNumber: `${code}-N`,
      purchaserName: '开放数据测试单位',
      purchaseUnit: '党政机关',
      businessDirection: '软件开发',
      cityCode: '500100',
      budgetAmount: '88.00',
      publishTime: new Date('2026-01-01T00:00:00Z'),
      bidDeadline: type === 2 ? new Date('2026-02-01T00:00:00Z') : null,
      content: '测试',
    })
    .returning({ id: bidOpportunities.id, code: bidOpportunities.code });
  opportunityIds.push(row!.id);
  return row!;
}

/** Every page from `since` (no lag: the test's own writes are committed), with `between` run after each page. */
async function walk(since: Date, limit: number, between: () => Promise<void> = async () => {}, from?: string): Promise<ReleasePackage[]> {
  const pages: ReleasePackage[] = [];
  let cursor = from;
  for (let n = 0; n < 200; n++) {
    const params = new URLSearchParams(cursor ? new URL(cursor).search : `?limit=${limit}&since=${since.toISOString()}`);
    const parsed = parseFeedQuery(params);
    if (!parsed.ok) throw new Error(parsed.message);
    const page = await releasePage(ORIGIN, parsed.query, 0);
    if (!page) return pages;
    pages.push(page);
    cursor = page.links.next;
    await between();
  }
  throw new Error('walk did not end');
}

let testStart: Date;

beforeAll(async () => {
  const db = await getDb();
  testStart = new Date((await feedHorizon(db, 0)).replace(/\d{3}Z$/, 'Z'));
});

afterAll(async () => {
  const db = await getDb();
  if (bidIds.length) await db.delete(winningBids).where(inArray(winningBids.id, bidIds));
  if (opportunityIds.length) await db.delete(bidOpportunities).where(inArray(bidOpportunities.id, opportunityIds));
});

describe('the release feed', () => {
  it('answers pages of the seeded data that validate against the OCDS 1.1 release package schema', async () => {
    const first = (await releasePage(ORIGIN, { limit: PAGE_LIMIT_DEFAULT, after: null, since: null }))!;
    expect(first.releases).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(releasePackageErrors(first)).toEqual([]);
    expect(first.links.next).toMatch(/^http:\/\/localhost\/ocds\/releases\?limit=100&cursor=/);
    const next = parseFeedQuery(new URL(first.links.next).searchParams);
    if (!next.ok) throw new Error(next.message);
    const second = (await releasePage(ORIGIN, { ...next.query, limit: 1000 }))!;
    expect(second.releases.map((r) => r.id)).not.toContain(first.releases.at(-1)!.id);
    expect(releasePackageErrors(second)).toEqual([]);
    expect(new Set(second.releases.map((r) => r.tag[0]))).toEqual(new Set(['award', 'planning', 'tender']));
  });

  it('pages without skipping or repeating a release while new ones are written between the pages', async () => {
    for (let i = 0; i < 4; i++) await insertBid();
    await insertOpportunity(1);
    await insertOpportunity(2);
    const firstBatch = [...bidIds];
    let round = 0;
    const pages = await walk(testStart, 3, async () => {
      // New rows land after the cursor; an update moves an already-read row to the end as a new release.
      if (round++ < 4) {
        await insertBid();
        await insertOpportunity(2);
      }
      if (round === 2) await (await getDb()).update(winningBids).set({ amount: 4242 }).where(eq(winningBids.id, firstBatch[0]!));
    });
    const releases = pages.flatMap((p) => p.releases).filter((r) => r.ocid.includes(tag));
    const ids = releases.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const ocids = new Set(releases.map((r) => r.ocid));
    expect(ocids.size).toBe(bidIds.length + opportunityIds.length);
    // The updated bid came once more, with its new amount, as a later release.
    const updated = releases.filter((r) => r.awards?.[0]?.value.amount === 4242);
    expect(updated).toHaveLength(1);
    const dates = pages.flatMap((p) => p.releases).map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    for (const page of pages) expect(releasePackageErrors(page)).toEqual([]);
  });

  it('lists from `since` only what changed since', async () => {
    const db = await getDb();
    const { bidCode: before } = await insertBid();
    const since = new Date((await feedHorizon(db, 0)).replace(/\d{3}Z$/, 'Z'));
    const { bidCode } = await insertBid();
    const releases = (await walk(since, 50)).flatMap((p) => p.releases);
    const ocids = releases.map((r) => r.ocid);
    expect(ocids).toContain(`ocds-jf0000-zb-${bidCode}`);
    expect(ocids).not.toContain(`ocds-jf0000-zb-${before}`);
    expect(releases.every((r) => new Date(r.date) >= since)).toBe(true);
  });

  it.skipIf(!workerPostgresUrl())('holds back behind a transaction still open, so a later commit with an earlier time is not skipped', async () => {
    const db = await getDb();
    const start = (await walk(testStart, 1000)).at(-1)!.links.next;
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let written!: (code: string) => void;
    const wrote = new Promise<string>((resolve) => (written = resolve));
    // An opportunity written first and committed last (opportunities and bids take no common lock).
    const tx = db.transaction(async (t) => {
      const code = `${tag}-LATE`;
      const [row] = await t
        .insert(bidOpportunities)
        .values({ code, type: 2, bidSource: 1, projectName: '晚提交的招标', projectNumber: 'L', purchaserName: '开放数据测试单位', purchaseUnit: '党政机关', businessDirection: '软件开发', cityCode: '500100', publishTime: new Date(), content: '测试' })
        .returning({ id: bidOpportunities.id });
      opportunityIds.push(row!.id);
      written(code);
      await held;
    });
    const lateCode = await wrote;
    const { bidCode: laterCode } = await insertBid();
    // The later bid is committed, the earlier opportunity not yet: the feed stops before both.
    const during = await walk(testStart, 100, undefined, start);
    expect(during.flatMap((p) => p.releases.map((r) => r.ocid))).not.toContain(`ocds-jf0000-zb-${laterCode}`);
    finish();
    await tx;
    const after = (await walk(testStart, 100, undefined, during.at(-1)?.links.next ?? start)).flatMap((p) => p.releases.map((r) => r.ocid));
    expect(after).toContain(`ocds-jf0000-zc-${lateCode}`);
    expect(after).toContain(`ocds-jf0000-zb-${laterCode}`);
  });
});

describe('the HTTP answers', () => {
  it('refuses a bad cursor with 400 and a message in Chinese', async () => {
    const res = await getReleases(new NextRequest(`${ORIGIN}/ocds/releases?cursor=not-a-cursor`));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('invalid_cursor');
    expect(body.message).toMatch(/游标/);
  });

  it('answers 204 without a package at the end of the feed', async () => {
    const res = await getReleases(new NextRequest(`${ORIGIN}/ocds/releases?since=2999-01-01`));
    expect(res.status).toBe(204);
  });

  it('answers a page as public cached JSON with an ETag, and 304 to a request that has it', async () => {
    const url = `${ORIGIN}/ocds/releases?limit=5&cursor=${encodeCursor({ t: '2000-01-01T00:00:00.000000Z', k: 0, i: 0 })}`;
    const res = await getReleases(new NextRequest(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const body = (await res.json()) as ReleasePackage;
    expect(body.releases).toHaveLength(5);
    expect(releasePackageErrors(body)).toEqual([]);
    const again = await getReleases(new NextRequest(url, { headers: { 'if-none-match': res.headers.get('etag')! } }));
    expect(again.status).toBe(304);
  });

  it('answers one record package per ocid that validates against the record package schema, and 404 for an unknown one', async () => {
    const { bidCode } = await insertBid();
    const { code } = await insertOpportunity(2);
    for (const ocid of [`ocds-jf0000-zb-${bidCode}`, `ocds-jf0000-zc-${code}`]) {
      const res = await getRecord(new NextRequest(`${ORIGIN}/ocds/records/${ocid}`), { params: Promise.resolve({ ocid }) });
      const body = (await res.json()) as RecordPackage;
      expect(recordPackageErrors(body)).toEqual([]);
      expect(body.records).toHaveLength(1);
      expect(body.records[0]!.ocid).toBe(ocid);
      expect(body.records[0]!.compiledRelease.ocid).toBe(ocid);
    }
    expect(await recordPackage(ORIGIN, 'ocds-jf0000-zb-none')).toBeNull();
    const missing = await getRecord(new NextRequest(`${ORIGIN}/ocds/records/x`), { params: Promise.resolve({ ocid: 'x' }) });
    expect(missing.status).toBe(404);
  });
});

describe('the bulk files', () => {
  it('writes every release as gzip JSON Lines and the winning bids as CSV, with counts and checksums that match', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jf-opendata-'));
    try {
      const manifest = await writeBulkFiles(dir);
      const [jsonl, csv] = manifest.files;
      const gz = await readFile(path.join(dir, jsonl!.name));
      expect(createHash('sha256').update(gz).digest('hex')).toBe(jsonl!.sha256);
      expect(gz.length).toBe(jsonl!.sizeBytes);
      const lines = gunzipSync(gz).toString('utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(jsonl!.count);

      const db = await getDb();
      const [bids] = await db.select({ n: sql<number>`count(*)::int` }).from(winningBids).where(and(eq(winningBids.bidState, 1), lt(winningBids.changedAt, sql`${manifest.horizon}::timestamptz`)));
      const [opportunities] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bidOpportunities)
        .where(and(inArray(bidOpportunities.type, [1, 2]), lt(bidOpportunities.changedAt, sql`${manifest.horizon}::timestamptz`)));
      expect(jsonl!.count).toBe(bids!.n + opportunities!.n);
      const sample = [lines[0], lines[Math.floor(lines.length / 2)], lines.at(-1)].map((l) => JSON.parse(l!) as unknown);
      expect(releasePackageErrors({ uri: 'http://localhost/x', version: '1.1', publishedDate: manifest.generatedAt, publisher: { name: 'x' }, releases: sample })).toEqual([]);

      const csvBytes = await readFile(path.join(dir, csv!.name));
      expect(createHash('sha256').update(csvBytes).digest('hex')).toBe(csv!.sha256);
      const rows = csvBytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\n');
      expect(rows[0]).toMatch(/^中标编号,项目名称/);
      expect(csv!.count).toBe(bids!.n);
      expect(rows).toHaveLength(bids!.n + 1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
