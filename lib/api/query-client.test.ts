import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './errors';
import { getQueryClient, makeQueryClient } from './query-client';

// Runs a query whose fetcher fails with `error` every time and reports how often it was called.
async function attempts(error: Error): Promise<number> {
  const client = makeQueryClient();
  let calls = 0;
  await client
    .fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(error);
      },
      retryDelay: 0,
      // fetchQuery turns retries off unless asked: take the client's default explicitly.
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  return calls;
}

describe('makeQueryClient', () => {
  it('keeps data fresh for a minute', () => {
    expect(makeQueryClient().getDefaultOptions().queries?.staleTime).toBe(60_000);
  });

  it('retries a 5xx or network failure once', async () => {
    expect(await attempts(new ApiRequestError(503, null))).toBe(2);
    expect(await attempts(new TypeError('Failed to fetch'))).toBe(2);
  });

  it('does not retry a 4xx', async () => {
    expect(await attempts(new ApiRequestError(404, null))).toBe(1);
  });
});

describe('getQueryClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shares one client between the providers of a browser tab', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('makes a new client for every server render', () => {
    vi.stubGlobal('window', undefined);
    expect(getQueryClient()).not.toBe(getQueryClient());
  });
});
