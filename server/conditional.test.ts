import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { answerConditionally, notModified, pageValidator } from './conditional.mjs';

const page = (nonce: string, flight = '[1,"a:1\\nb:2"]') =>
  `<html><script nonce="${nonce}">1</script><p>招标公告</p><script nonce="${nonce}">self.__next_f.push(${flight})</script></html>`;
const html = (nonce: string) => ({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'` });

describe('pageValidator', () => {
  it('is the same for two answers of one page whatever their nonce and compression', () => {
    const plain = pageValidator(html('AAAA'), Buffer.from(page('AAAA')));
    expect(plain).toMatch(/^W\/"[\w-]+"$/);
    expect(pageValidator(html('BBBB'), Buffer.from(page('BBBB')))).toBe(plain);
    expect(pageValidator({ ...html('CCCC'), 'content-encoding': 'gzip' }, gzipSync(page('CCCC')))).toBe(plain);
  });

  it('is the same whatever the order of the RSC payload’s rows, which varies with the render’s timing', () => {
    expect(pageValidator(html('AAAA'), Buffer.from(page('AAAA', '[1,"b:2\\na:1"]')))).toBe(pageValidator(html('AAAA'), Buffer.from(page('AAAA'))));
  });

  it('changes with the page, and only HTML answers have one', () => {
    expect(pageValidator(html('AAAA'), Buffer.from(page('AAAA').replace('招标', '中标')))).not.toBe(pageValidator(html('AAAA'), Buffer.from(page('AAAA'))));
    expect(pageValidator({ 'content-type': 'application/json' }, Buffer.from('{}'))).toBeNull();
  });
});

describe('notModified', () => {
  it('compares weakly, over a list, and takes *', () => {
    expect(notModified('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('*', 'W/"abc"')).toBe(true);
    expect(notModified('W/"abd"', 'W/"abc"')).toBe(false);
    expect(notModified(undefined, 'W/"abc"')).toBe(false);
  });
});

let close = () => {};
afterEach(() => close());

/** A server whose page handler (Next, in the product) writes `handler`'s answer in pieces. */
async function server(handler: (res: ServerResponse, n: number) => void) {
  let n = 0;
  const s = createServer((req, res) => {
    answerConditionally(req, res);
    handler(res, n++);
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  close = () => s.close();
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
}

describe('answerConditionally', () => {
  const render = (res: ServerResponse, n: number) => {
    const nonce = `nonce${n}`;
    res.writeHead(200, html(nonce));
    const [head, tail] = [page(nonce).slice(0, 20), page(nonce).slice(20)];
    res.write(head);
    setTimeout(() => res.end(tail), 5);
  };

  it('sends a page whole with its ETag, and a revisit naming it gets a 304 without a body', async () => {
    const url = await server(render);
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(page('nonce0'));
    expect(etag).toMatch(/^W\//);
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('answers in full when the page changed, and leaves other answers alone', async () => {
    const url = await server((res, n) => (n === 0 ? render(res, n) : res.writeHead(503, { 'content-type': 'text/html' }).end('busy')));
    const stale = 'W/"not-this-page"';
    const changed = await fetch(url, { headers: { 'if-none-match': stale } });
    expect(changed.status).toBe(200);
    const busy = await fetch(url, { headers: { 'if-none-match': changed.headers.get('etag')! } });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('etag')).toBeNull();
    expect(await busy.text()).toBe('busy');
  });
});
