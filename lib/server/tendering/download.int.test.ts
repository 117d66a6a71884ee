import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type dns from 'node:dns';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as downloadNetFile } from '@/app/api/downloadNetFile/route';
import { GET as getTenderStatistics } from '@/app/api/getTenderStatistics/route';
import { TENDER_FILES } from '@/seed/tender-files';
import { DownloadRefused, fetchRemoteFile, type RemoteOptions } from './download';
import { headerStatistics, listTenderNotices } from './service';

// The download proxy (downloadNetFile): own files read from the storage, remote ones only from
// allow-listed hosts on public addresses. A local server stands in for a source site; the test's
// resolver points its made-up names at it.

const call = (query: Record<string, string>) => downloadNetFile(new NextRequest(`http://localhost/api/downloadNetFile?${new URLSearchParams(query)}`, { headers: { host: 'localhost' } }));

let server: http.Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/redirect-away') return res.writeHead(302, { location: 'https://evil.example.org/x.pdf' }).end();
    if (req.url === '/big') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.alloc(4096));
    if (req.url === '/missing') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/pdf; charset=binary' }).end('%PDF-1.4 source');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Every name resolves to the local server. */
const toLocal = ((_host: string, _opts: unknown, cb: (err: null, addresses: dns.LookupAddress[]) => void) => cb(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof dns.lookup;

const remote = (over: Partial<RemoteOptions> = {}): RemoteOptions => ({
  allowList: [`files.source.test:${port}`],
  maxBytes: 1024,
  timeoutMs: 5000,
  lookup: toLocal,
  ...over,
});

describe('downloadNetFile', () => {
  it('serves a notice attachment of the own storage under the name asked for', async () => {
    const res = await call({ url: `/files/${TENDER_FILES.tenderDoc.key}`, filename: '某项目招标文件.pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('某项目招标文件.pdf')}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('answers 404 for an own file that is not there', async () => {
    const res = await call({ url: '/files/00000000000000000000000000000000.pdf' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 40400 });
  });

  it('refuses a host that is not on the allow-list, an address literal and another scheme, without a request', async () => {
    const before = hits.length;
    for (const url of ['https://evil.example.org/a.pdf', `http://127.0.0.1:${port}/a.pdf`, 'http://169.254.169.254/latest/meta-data', 'file:///etc/passwd']) {
      const res = await call({ url, filename: 'a.pdf' });
      expect(res.status, url).toBe(403);
      expect(await res.json()).toMatchObject({ code: 40300 });
    }
    expect(hits.length).toBe(before);
  });

  it('refuses an empty address with the envelope', async () => {
    const res = await call({ url: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 40000 });
  });
});

describe('fetching from a source site', () => {
  it('fetches from an allow-listed host on a public address', async () => {
    // The local server plays a public host here: the address rule is the next test's subject.
    const file = await fetchRemoteFile(`http://files.source.test:${port}/notice.pdf`, remote({ isBlocked: () => false }));
    expect(file.contentType).toBe('application/pdf');
    expect(file.data.toString()).toBe('%PDF-1.4 source');
  });

  it('refuses an allow-listed name that resolves to a private address, before connecting', async () => {
    const before = hits.length;
    await expect(fetchRemoteFile(`http://files.source.test:${port}/notice.pdf`, remote())).rejects.toBeInstanceOf(DownloadRefused);
    expect(hits.length).toBe(before);
  });

  it('checks every redirect target like the first address', async () => {
    await expect(fetchRemoteFile(`http://files.source.test:${port}/redirect-away`, remote({ isBlocked: () => false }))).rejects.toBeInstanceOf(DownloadRefused);
  });

  it('gives up on a file above the size limit and on a failing source', async () => {
    await expect(fetchRemoteFile(`http://files.source.test:${port}/big`, remote({ isBlocked: () => false }))).rejects.toThrow(/too large/);
    await expect(fetchRemoteFile(`http://files.source.test:${port}/missing`, remote({ isBlocked: () => false }))).rejects.toThrow(/404/);
  });
});

describe('tendering data', () => {
  it('lists a city’s notices newest first with their attachments', async () => {
    const page = await listTenderNotices('500100', 1, 20);
    expect(page.total).toBeGreaterThan(0);
    // On a shared PostgreSQL database other suites import newer notices without attachments (an
    // operator's feed carries none): the seeded ones are those with files.
    const first = page.items.find((n) => n.fileInfo.length > 0)!;
    expect(first.fileInfo.length).toBeGreaterThanOrEqual(3);
    expect(first.fileInfo[0]!.attachmentUrl).toBe(`/files/${TENDER_FILES.tenderDoc.key}`);
    expect(first.infoUrl).toMatch(/^\/(purchaseBidDetail|gov_purchase_detail)\.html\?/);
    const times = page.items.map((n) => n.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers a city’s statistics, "0" for a city without tenders, 400 for a bad code', async () => {
    const ask = async (cityCode: string) => {
      const res = await getTenderStatistics(new NextRequest(`http://localhost/api/getTenderStatistics?cityCode=${cityCode}`));
      return { status: res.status, body: (await res.json()) as { code: number; data: { tenderOrderNum: string; tenderAmount: string } } };
    };
    const cq = await ask('500100');
    expect(cq.body.code).toBe(0);
    expect(Number(cq.body.data.tenderOrderNum)).toBeGreaterThan(0);
    expect(cq.body.data.tenderAmount).toMatch(/^\d+\.\d{2}$/);
    expect((await ask('999998')).body.data).toEqual({ tenderOrderNum: '0', tenderAmount: '0' });
    expect((await ask('abc')).status).toBe(400);
    // 000 §9: the province code of Chongqing stands for its city site, as everywhere in the portal.
    expect((await ask('500000')).body.data).toEqual(cq.body.data);
    // The header reads the same figures in-process.
    expect(await headerStatistics('500100')).toEqual(cq.body.data);
    expect(await headerStatistics('500000')).toEqual(cq.body.data);
    expect(await headerStatistics('999998')).toEqual({ tenderOrderNum: '0', tenderAmount: '0' });
  });
});
