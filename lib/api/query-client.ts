import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors';

/** The portal's query defaults; app/providers.tsx makes one client per browser tab. */
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
