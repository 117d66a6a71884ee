import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/api/envelope';
import { bodyLimit, costsRender, createRenderLimiter, envelopeFor, needsDatabase, rawEnvelopeResponse, refusalOf, SERVER_CODES, unavailablePage, busyPage } from './guards.mjs';

describe('server guards', () => {
  it('answers with the codes of lib/api/envelope.ts', () => {
    for (const [name, code] of Object.entries(SERVER_CODES)) expect(ErrorCode[name as keyof typeof ErrorCode]).toBe(code);
  });

  it('gives every status an envelope with a Chinese message', () => {
    for (const status of [400, 404, 405, 413, 418, 429, 431, 500, 502, 503]) {
      const env = envelopeFor(status);
      expect(env.code).toBeGreaterThan(0);
      expect(env.msg).toMatch(/[\u4e00-\u9fff]/);
      expect(env.data).toBeNull();
    }
    expect(envelopeFor(405)).toEqual({ code: 40500, msg: '请求方法不支持', data: null });
    expect(envelopeFor(502).code).toBe(50000);
  });

  it('refuses bodies by their announced size, uploads having their own ceiling', () => {
    expect(bodyLimit('/api/searchByType')).toBe(256 * 1024);
    expect(bodyLimit('/api/schemeUploadFile')).toBeGreaterThan(10 * 1024 * 1024);
    expect(refusalOf('POST', '/api/searchByType', String(300 * 1024))).toBe(413);
    expect(refusalOf('POST', '/api/searchByType', '1000')).toBe(0);
    expect(refusalOf('POST', '/api/schemeUploadFile', String(9 * 1024 * 1024))).toBe(0);
    expect(refusalOf('POST', '/api/schemeUploadFile', String(20 * 1024 * 1024))).toBe(413);
    expect(refusalOf('POST', '/search.html', String(1024 * 1024))).toBe(413);
  });

  it('refuses preflights and unknown methods under /api only', () => {
    expect(refusalOf('OPTIONS', '/api/login', undefined)).toBe(405);
    expect(refusalOf('TRACE', '/api/login', undefined)).toBe(405);
    expect(refusalOf('OPTIONS', '/search.html', undefined)).toBe(0);
    expect(refusalOf('GET', '/api/queryAllCity', undefined)).toBe(0);
  });

  it('knows what answers without the database and what costs a render', () => {
    expect(needsDatabase('/api/health')).toBe(false);
    expect(needsDatabase('/api/health/ready')).toBe(false);
    expect(needsDatabase('/_next/static/chunks/a.js')).toBe(false);
    expect(needsDatabase('/api/healthy')).toBe(true);
    expect(needsDatabase('/search.html?searchName=a')).toBe(true);
    expect(costsRender('/images/logo.svg')).toBe(false);
    expect(costsRender('/favicon.ico')).toBe(false);
    expect(costsRender('/search.html')).toBe(true);
    expect(costsRender('/files/abc')).toBe(true);
    expect(costsRender('/api/searchByType')).toBe(true);
  });

  it('writes a whole raw answer for a refused parse', () => {
    const raw = rawEnvelopeResponse(431);
    expect(raw).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ code: 40000, msg: '请求头过大', data: null });
    expect(raw).toContain(`content-length: ${Buffer.byteLength(body)}`);
  });

  it('says what happened on its own pages, with the request id and nothing a client wrote', () => {
    expect(unavailablePage('abc-123')).toContain('服务暂时不可用');
    expect(unavailablePage('abc-123')).toContain('请求编号 abc-123');
    expect(unavailablePage('<script>')).not.toContain('<script>');
    expect(busyPage(429, 'x1')).toContain('访问过于频繁');
  });
});

describe('createRenderLimiter', () => {
  it('allows a burst, then the rate, per client, and says how long to wait', () => {
    let t = 0;
    const limiter = createRenderLimiter({ ratePerSec: 2, burst: 4, now: () => t });
    for (let i = 0; i < 4; i++) expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1);
    expect(limiter.take('b')).toBe(0);
    t += 500;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
    t += 10_000;
    for (let i = 0; i < 4; i++) expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });

  it('is off at rate 0 and forgets the oldest clients beyond its size', () => {
    const off = createRenderLimiter({ ratePerSec: 0, burst: 0 });
    for (let i = 0; i < 100; i++) expect(off.take('a')).toBe(0);
    const small = createRenderLimiter({ ratePerSec: 1, burst: 1, maxClients: 3 });
    for (const c of ['a', 'b', 'c', 'd', 'e']) small.take(c);
    expect(small.size).toBe(3);
  });
});
