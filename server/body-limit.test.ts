import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitBody, lingerClose } from './body-limit.mjs';

// A server as server/server.mjs is: the limit set before anything reads, then a reader (Next's) that
// takes the body a little later.
let close = () => {};
afterEach(() => close());

async function serverWithLimit(limit: number): Promise<{ port: number; read: () => number }> {
  let read = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    limitBody(req, limit, () => {
      lingerClose(req.socket, 2000);
      res.writeHead(413, { connection: 'close' });
      res.end('too large');
    });
    setTimeout(async () => {
      for await (const chunk of req) read += (chunk as Buffer).length;
      res.end(`read ${read}`);
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { port: (server.address() as AddressInfo).port, read: () => read };
}

/** Sends a chunked POST of `chunks` chunks of `size` bytes, one every few ms, until an answer comes. */
function sendChunked(port: number, chunks: number, size: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let left = chunks;
    const timer = setInterval(() => {
      if (answer || socket.destroyed) return clearInterval(timer);
      if (left-- === 0) {
        clearInterval(timer);
        return void socket.end('0\r\n\r\n');
      }
      socket.write(`${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`);
      sent += size;
    }, 2);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.write('POST /api/x HTTP/1.1\r\nhost: localhost\r\ntransfer-encoding: chunked\r\n\r\n');
  });
}

describe('limitBody', () => {
  it('answers at the chunk that crosses the limit, and the reader gets nothing past it', async () => {
    const server = await serverWithLimit(1000);
    const { answer, sent } = await sendChunked(server.port, 500, 400);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    // The client had sent a few chunks when the answer came, not the 200 KB it meant to.
    expect(sent).toBeLessThan(50_000);
    expect(server.read()).toBeLessThanOrEqual(1000);
  });

  it('passes a body within the limit through whole', async () => {
    const server = await serverWithLimit(1000);
    const { answer } = await sendChunked(server.port, 3, 300);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('read 900');
  });
});

describe('lingerClose', () => {
  it('ends our side at once and destroys the socket only after the lingering time', () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const socket = { end: () => calls.push('end'), destroy: () => calls.push('destroy') } as unknown as Parameters<typeof lingerClose>[0];
      lingerClose(socket, 2000);
      socket.destroySoon();
      expect(calls).toEqual(['end']);
      vi.advanceTimersByTime(1999);
      expect(calls).toEqual(['end']);
      vi.advanceTimersByTime(1);
      expect(calls).toEqual(['end', 'destroy']);
    } finally {
      vi.useRealTimers();
    }
  });
});
