// Types of server/hold-headers.mjs.
import type { ServerResponse } from 'node:http';
export interface Replacement {
  status: number;
  type: string;
  body: string;
  retryAfter?: string;
}
export declare function holdHeaders(res: ServerResponse, replace: (status: number, empty: boolean) => Replacement | null): (other: Replacement) => boolean;
