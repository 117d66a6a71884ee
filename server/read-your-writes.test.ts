import { createServer, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { withReadScope } from '../lib/read-scope.mjs';
import { createReadYourWrites } from './read-your-writes.mjs';

/** One request to a server whose handler is `handle`, the answer's headers back. */
async function headersOf(handle: Parameters<typeof createServer>[1]): Promise<IncomingHttpHeaders> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    return Object.fromEntries((await fetch(`http://127.0.0.1:${port}/`)).headers) as IncomingHttpHeaders;
  } finally {
    server.close();
  }
}

describe('createReadYourWrites', () => {
  const at = 1_000_000;
  const ryw = createReadYourWrites({ ms: 10_000, now: () => at });

  it('sets the cookie on the answer of a request that wrote, and only then', async () => {
    const wrote = await headersOf((_req, res) =>
      withReadScope(false, (scope) => {
        ryw.markWrites(res, scope);
        scope.wrote = true;
        res.end('ok');
      }),
    );
    expect(wrote['set-cookie']).toBe(`jf_rw=${at + 10_000}; Max-Age=10; Path=/; HttpOnly; SameSite=Lax`);
    const read = await headersOf((_req, res) =>
      withReadScope(false, (scope) => {
        ryw.markWrites(res, scope);
        res.end('ok');
      }),
    );
    expect(read['set-cookie']).toBeUndefined();
  });

  it('reads from the primary while the cookie is in date', () => {
    expect(ryw.readsOnPrimary(`jf_city=500100; jf_rw=${at + 1}`)).toBe(true);
    expect(ryw.readsOnPrimary(`jf_rw=${at - 1}`)).toBe(false);
    expect(ryw.readsOnPrimary('xjf_rw=99999999999')).toBe(false);
    expect(ryw.readsOnPrimary(undefined)).toBe(false);
  });

  it('does nothing without replicas', async () => {
    const none = createReadYourWrites({ ms: 0, now: () => at });
    expect(none.readsOnPrimary(`jf_rw=${at + 1}`)).toBe(false);
    const headers = await headersOf((_req, res) =>
      withReadScope(false, (scope) => {
        none.markWrites(res, scope);
        scope.wrote = true;
        res.end('ok');
      }),
    );
    expect(headers['set-cookie']).toBeUndefined();
  });
});
