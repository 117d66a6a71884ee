// Types of server/hold-headers.mjs.
import type { ServerResponse } from 'node:http';
export declare function holdHeaders(
  res: ServerResponse,
  replace: (status: number, empty: boolean) => { status: number; type: string; body: string; retryAfter?: string } | null,
): void;
