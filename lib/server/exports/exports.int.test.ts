import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GET as exportList } from '@/app/api/exportList/route';
import { ErrorCode } from '@/lib/api/envelope';
import { BUSINESS_COLUMNS, rowOf } from '@/lib/exports/columns';
import { csvCell } from '@/lib/format/csv';
import { bidListQuery, BID_PAGE_SIZE, parseBusinessParams } from '@/lib/opportunities/list-params';
import { stripHighlight } from '@/lib/search/highlight';
import { parseSearchParams, SEARCH_PAGE_SIZE } from '@/lib/search/url';
import { cityOfRequest } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { listExports } from '@/lib/server/db/schema';
import { listBidOpportunities } from '@/lib/server/opportunities';
import { record } from '@/lib/server/rate-limit';
import { searchTenders, toSearchInput } from '@/lib/server/search';
import { answerOf, request } from '@/test/kits/account-routes';
import { enterpriseUser, type TestUser } from '@/test/kits/opportunities';
import { EXPORT_LIMIT_MSG } from './service';
import { exportSource } from './sources';

// Exports hold exactly what the page's own service lists under the same filters and order, for a
// logged-in user only, within the daily limit, and each is recorded for its user alone.

const BID_QUERY = 'searchName=医疗&tabIndex=0&sortBy=amount&order=desc';
const BUSINESS_QUERY = 'sort=budget&order=asc';

const call = (u: TestUser | null, query: Record<string, string>) =>
  exportList(request(`/api/exportList?${new URLSearchParams(query)}`, u ? { cookie: u.cookie } : {}));

/** Every page the page itself would show, one page size at a time, concatenated. */
async function allPages<T>(fetch: (page: number) => Promise<T[]>, pageSize: number): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const items = await fetch(page);
    all.push(...items);
    if (items.length < pageSize) return all;
  }
}

async function sheetRows(res: Response): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(Readable.fromWeb(res.body! as never));
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

const current = () => cityOfRequest(new Headers({ host: 'localhost' }), undefined);

async function exportsOf(userId: number) {
  const db = await getDb();
  return db.select().from(listExports).where(eq(listExports.userId, userId));
}

describe('exportList', () => {
  it('sends a visitor to log in (401, 40101) and records nothing', async () => {
    const res = await call(null, { list: 'bids', format: 'xlsx', query: BID_QUERY });
    expect(res.status).toBe(401);
    const body = await answerOf(res);
    expect(body).toMatchObject({ code: ErrorCode.notLoggedIn, msg: '请先登录' });
  });

  it('refuses an unknown list with a Chinese message', async () => {
    const u = await enterpriseUser();
    const res = await call(u, { list: 'users', format: 'xlsx' });
    expect(res.status).toBe(400);
    expect((await answerOf(res)).msg).toContain('不支持导出该列表');
  });

  it('gives the winning bids of the filtered search as .xlsx, in the page order, and records the export for that user only', async () => {
    const [u, other] = await Promise.all([enterpriseUser(), enterpriseUser()]);
    const res = await call(u, { list: 'bids', format: 'xlsx', query: BID_QUERY });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="export-bids\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(res.headers.get('content-disposition')!.split("''")[1]!)).toMatch(/^中标信息-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(res);

    const input = toSearchInput(parseSearchParams(Object.fromEntries(new URLSearchParams(BID_QUERY))), await current());
    const page = await allPages(async (pageNum) => (await searchTenders({ ...input, pageNum })).dataList, SEARCH_PAGE_SIZE);
    expect(page.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual(['项目名称', '中标状态', '地区', '采购单位类型', '采购方式', '采购单位', '中标单位', '中标金额（元）', '发布日期']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(page.map((b) => stripHighlight(b.projectName)));
    expect(rows.slice(1).map((r) => Number(r[7]))).toEqual(page.map((b) => b.amount));

    const [recorded] = await exportsOf(u.userId);
    expect(recorded).toMatchObject({ list: 'bids', format: 'xlsx', rowCount: page.length, filters: { keyword: '医疗', sortBy: 'amount', order: 'desc', tabIndex: 0 } });
    expect(recorded!.filters).not.toHaveProperty('pageNum');
    expect(await exportsOf(other.userId)).toEqual([]);
  });

  it('gives the business opportunities as CSV with a byte-order mark, exactly the rows of the page service', async () => {
    const u = await enterpriseUser();
    const res = await call(u, { list: 'business', format: 'csv', query: `${BUSINESS_QUERY}&page=3` });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const now = new Date();
    const query = bidListQuery(parseBusinessParams(Object.fromEntries(new URLSearchParams(BUSINESS_QUERY))), now);
    const viewer = { userId: u.userId, buId: u.buId };
    const cards = await allPages(async (page) => (await listBidOpportunities({ ...query, page }, viewer, now)).items, BID_PAGE_SIZE);
    expect(cards.length).toBeGreaterThan(0);
    const line = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
    const expected = line(BUSINESS_COLUMNS.map((c) => c.header)) + cards.map((card) => line(rowOf(BUSINESS_COLUMNS, card))).join('');
    // Dates are China days, the same whichever moment of the test computes them.
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(expected);
    const [recorded] = await exportsOf(u.userId);
    expect(recorded).toMatchObject({ list: 'business', format: 'csv', rowCount: cards.length, filters: { sort: 'budget', order: 'asc' } });
  });

  it('stops at the row cap, with the first rows of the page', async () => {
    const u = await enterpriseUser();
    const scope = { current: await current(), viewer: { userId: u.userId, buId: u.buId }, now: new Date() };
    const source = await exportSource('bids', {}, scope);
    const got: unknown[][] = [];
    for await (const rows of source.pages(7)) got.push(...rows);
    const input = toSearchInput(parseSearchParams({}), scope.current);
    const first = (await searchTenders({ ...input, pageNum: 1, pageSize: 7 })).dataList;
    expect(got.map((r) => r[0])).toEqual(first.map((b) => stripHighlight(b.projectName)));
  });

  it('refuses over the daily limit with its message, recording nothing', async () => {
    const u = await enterpriseUser();
    for (let i = 0; i < 20; i++) await record(`export:${u.userId}`);
    const res = await call(u, { list: 'schemes', format: 'csv', query: '' });
    expect(res.status).toBe(429);
    expect(await answerOf(res)).toMatchObject({ code: ErrorCode.tooMany, msg: EXPORT_LIMIT_MSG, data: null });
    expect(await exportsOf(u.userId)).toEqual([]);
    // Another user's limit is their own.
    const other = await enterpriseUser();
    const ok = await call(other, { list: 'schemes', format: 'csv', query: '' });
    expect(ok.status).toBe(200);
    await ok.arrayBuffer();
    expect(await exportsOf(other.userId)).toHaveLength(1);
  });
});
