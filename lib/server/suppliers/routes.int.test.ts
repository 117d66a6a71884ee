import { desc } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as compCaseList } from '@/app/api/compCaseList/route';
import { POST as compCertificateList } from '@/app/api/compCertificateList/route';
import { POST as compPatentList } from '@/app/api/compPatentList/route';
import { POST as compSolutionList } from '@/app/api/compSolutionList/route';
import { GET as queryCompBaseInfoByCompCode } from '@/app/api/queryCompBaseInfoByCompCode/route';
import { getDb } from '@/lib/server/db/client';
import { suppliers } from '@/lib/server/db/schema';

interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

type Handler = (req: NextRequest) => Promise<Response>;

const read = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Answer<T> });
const get = (handler: Handler, path: string) => handler(new NextRequest(`http://localhost${path}`)).then(read);
const post = <T>(handler: Handler, body: string) =>
  handler(
    new NextRequest('http://localhost/api/compList', { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
  ).then((res) => read<T>(res));

let compCode: string;

beforeAll(async () => {
  const db = await getDb();
  const [row] = await db.select({ compCode: suppliers.compCode }).from(suppliers).orderBy(desc(suppliers.patentNum)).limit(1);
  compCode = row!.compCode;
});

describe('GET /api/queryCompBaseInfoByCompCode', () => {
  it('answers the base information under the spec’s field names', async () => {
    const { status, body } = await get(queryCompBaseInfoByCompCode, `/api/queryCompBaseInfoByCompCode?compCode=${compCode}`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    for (const key of ['compId', 'compName', 'logo', 'serviceTrade', 'coreCompetence', 'serviceForm', 'registerCapital', 'compScale', 'caseCount', 'creditCode', 'establishTime']) {
      expect(body.data).toHaveProperty(key);
    }
  });

  it('answers 404 for an unknown code and 400 without one', async () => {
    const missing = await get(queryCompBaseInfoByCompCode, '/api/queryCompBaseInfoByCompCode?compCode=C-NONE');
    expect(missing).toMatchObject({ status: 404, body: { code: 40400, msg: '企业不存在' } });
    const bad = await get(queryCompBaseInfoByCompCode, '/api/queryCompBaseInfoByCompCode');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('企业编码');
  });
});

describe.each([
  ['compCaseList', compCaseList, 'caseTitle'],
  ['compSolutionList', compSolutionList, 'serviceName'],
  ['compCertificateList', compCertificateList, 'certName'],
  ['compPatentList', compPatentList, 'patentName'],
] as const)('POST /api/%s', (_name, handler, field) => {
  it('answers { list, total } for { compCode, pageStart, pageSize }', async () => {
    const { status, body } = await post<{ list: Record<string, unknown>[]; total: number }>(
      handler,
      JSON.stringify({ compCode, pageStart: 1, pageSize: 2 }),
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.list.length).toBe(Math.min(2, body.data.total));
    if (body.data.total > 0) expect(body.data.list[0]).toHaveProperty(field);
    // Legacy form: numbers as text, blanks for defaults.
    const legacy = await post<{ total: number }>(handler, JSON.stringify({ compCode, pageStart: '', pageSize: '10' }));
    expect(legacy.body.data.total).toBe(body.data.total);
  });

  it('answers 404 for an unknown supplier and 400 for bad input', async () => {
    const missing = await post(handler, JSON.stringify({ compCode: 'C-NONE' }));
    expect(missing).toMatchObject({ status: 404, body: { code: 40400, msg: '企业不存在' } });
    for (const [body, msg] of [
      ['{}', '企业编码'],
      [JSON.stringify({ compCode, pageSize: 51 }), '每页最多 50 条'],
      [JSON.stringify({ compCode, pageStart: 0 }), '页码应从 1 开始'],
      ['{not json', 'JSON'],
    ] as const) {
      const bad = await post(handler, body);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(40000);
      expect(bad.body.msg).toContain(msg);
    }
  });
});
