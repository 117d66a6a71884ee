import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminCalls, calls, catalogue } from './catalogue';
import { request, requestFile } from './request';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { transportCall } from '@/test/kits/transport-calls';
import { downloadNetFileCall } from '@/lib/tendering/file-contracts';

listenDuringTests();

// happy-dom's default page address.
const origin = 'http://localhost:3000';
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '成功', data });

describe('catalogue', () => {
  it('names every call once and serves it at /api/<name>, the console\'s at /api/admin/<name>', () => {
    expect(new Set(calls.map((c) => c.name)).size).toBe(calls.length);
    for (const entry of calls) expect(entry.path).toBe(adminCalls.some((c) => c.name === entry.name) ? `/api/admin/${entry.name}` : `/api/${entry.name}`);
  });

  it.each([
    ['searchByType', 'POST'],
    ['getBuCaseInfo', 'GET'],
    ['getIndustryCaseList', 'POST'],
    ['getSearchInfo', 'GET'],
    ['getBidByCode', 'GET'],
    ['getBidRecommendSupplier', 'GET'],
    ['getHistoryBidByPurchaseCode', 'GET'],
    ['queryCompBaseInfoByCompCode', 'GET'],
    ['compCaseList', 'POST'],
    ['compSolutionList', 'POST'],
    ['compCertificateList', 'POST'],
    ['compPatentList', 'POST'],
    ['changeCity', 'POST'],
    ['getFriendlyLink', 'GET'],
    ['getCityProducts', 'GET'],
    ['refreshSession', 'GET'],
    ['getUserInfo', 'POST'],
    ['getMsgNum', 'GET'],
    ['getTenderStatistics', 'GET'],
    ['getPhoneVerifyCode', 'POST'],
  ] as const)('%s is %s', (name, method) => {
    expect(catalogue[name].method).toBe(method);
  });
});

describe('request', () => {
  it('POSTs JSON and resolves to the envelope', async () => {
    let seen: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${origin}/api/searchByType`, async ({ request: req }) => {
        seen = { type: req.headers.get('content-type'), body: await req.json() };
        return ok({ totalCount: 1 });
      }),
    );
    const body = { pageNum: 1, pageSize: 9, type: 3, searchContent: '云' };
    await expect(request(transportCall('searchByType'), body)).resolves.toEqual({ code: 0, msg: '成功', data: { totalCount: 1 } });
    expect(seen).toEqual({ type: 'application/json', body });
  });

  it('resolves to an envelope whose code is not 0 rather than rejecting', async () => {
    server.use(http.post(`${origin}/api/searchByType`, () => HttpResponse.json({ code: 1, msg: '失败', data: null })));
    await expect(request(transportCall('searchByType'), {})).resolves.toMatchObject({ code: 1, msg: '失败' });
  });

  it('GETs with the input as query parameters, leaving out undefined ones', async () => {
    let query: Record<string, string> | undefined;
    server.use(
      http.get(`${origin}/api/getBuCaseInfo`, ({ request: req }) => {
        query = Object.fromEntries(new URL(req.url).searchParams);
        return ok({ caseTitle: '智慧城市' });
      }),
    );
    await request(transportCall('getBuCaseInfo'), { uuidSecret: 'a1', source: 0, extra: undefined });
    expect(query).toEqual({ uuidSecret: 'a1', source: '0' });
  });

  it('sends form calls form-encoded', async () => {
    let seen: { type: string | null; fields: Record<string, string> } | undefined;
    server.use(
      http.post(`${origin}/api/quickPublish`, async ({ request: req }) => {
        const fields = Object.fromEntries(new URLSearchParams(await req.text()));
        seen = { type: req.headers.get('content-type'), fields };
        return ok(null);
      }),
    );
    await request(transportCall('quickPublish'), { memo: '需要开发一个小程序商城', mobile: '13800000000', fromType: 1, jfidStr: undefined });
    expect(seen?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen?.fields).toEqual({ memo: '需要开发一个小程序商城', mobile: '13800000000', fromType: '1' });
  });

  it.each([
    ['a FormData', () => withFile(new FormData())],
    ['plain fields', () => ({ srctype: 'bulogo', file: new File(['PK'], 'scheme.zip', { type: 'application/zip' }) })],
  ])('sends multipart calls as multipart/form-data from %s', async (_, input) => {
    let seen: { type: string | null; srctype: unknown; file: unknown } | undefined;
    server.use(
      http.post(`${origin}/api/schemeUploadFile`, async ({ request: req }) => {
        const data = await req.formData();
        const file = data.get('file');
        seen = {
          type: req.headers.get('content-type'),
          srctype: data.get('srctype'),
          file: typeof file === 'string' ? file : file?.name,
        };
        return ok({ fileKey: 'k1' });
      }),
    );
    await request(transportCall('schemeUploadFile'), input());
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen).toMatchObject({ srctype: 'bulogo', file: 'scheme.zip' });
  });

  it('resolves a file call to the file', async () => {
    server.use(
      http.get(`${origin}/api/downloadNetFile`, ({ request: req }) =>
        new URL(req.url).searchParams.get('filename') === 'a.pdf'
          ? new HttpResponse('%PDF')
          : new HttpResponse(null, { status: 400 }),
      ),
    );
    const file = await requestFile(downloadNetFileCall, { url: 'https://files.example/a.pdf', filename: 'a.pdf' });
    expect(await file.text()).toBe('%PDF');
  });
});

function withFile(data: FormData): FormData {
  data.append('file', new File(['PK'], 'scheme.zip', { type: 'application/zip' }));
  data.append('srctype', 'bulogo');
  return data;
}
