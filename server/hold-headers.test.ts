import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdHeaders } from './hold-headers.mjs';

const late = { status: 503, type: 'text/plain', body: 'late', retryAfter: '5' };
let close = () => {};
afterEach(() => close());

/** A server whose handler (Next, in the product) is `handler`; answerNow is called after `ms`. */
async function serve(handler: (res: ServerResponse) => void, ms: number) {
  const calls: boolean[] = [];
  const server = createServer((_req, res) => {
    const answerNow = holdHeaders(res, () => null);
    setTimeout(() => calls.push(answerNow(late)), ms);
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after'), calls };
}

describe('answerNow: a request past its deadline', () => {
  it('answers at once when nothing of the answer has left, and what the handler does after goes nowhere', async () => {
    const got = await serve((res) => {
      res.setHeader('x-early', '1');
      setTimeout(() => {
        res.setHeader('x-late', '1');
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>too late</p>');
      }, 100);
    }, 20);
    expect(got).toMatchObject({ status: 503, body: 'late', retryAfter: '5', calls: [true] });
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it('leaves an answer that has begun or ended as it is', async () => {
    const got = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('begun ');
      setTimeout(() => res.end('and ended'), 60);
    }, 20);
    expect(got).toMatchObject({ status: 200, body: 'begun and ended', calls: [false] });
  });
});
