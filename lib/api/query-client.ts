import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors';

/** The portal's query defaults. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Portal content changes slowly; a minute saves refetching on every mount.
        staleTime: 60_000,
        // One more try for network trouble or a 5xx; a 4xx would answer the same again.
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client per browser tab, shared by every QueryProvider on the page (they mount only where a
 * widget queries); on the server a fresh one per render, so no visitor's data reaches another.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}
