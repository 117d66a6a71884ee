'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * React Query for the widgets that fetch or mutate (sign-in forms, the city panel). Not at the root:
 * pages a visitor only reads then ship neither React Query nor ky with their first load.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
