// Types of server/read-your-writes.mjs.
import type { ServerResponse } from 'node:http';
import type { ReadScope } from '../lib/read-scope.mjs';

export declare function createReadYourWrites(opts: { ms: number; now?: () => number }): {
  readsOnPrimary(cookieHeader: string | undefined): boolean;
  markWrites(res: ServerResponse, scope: ReadScope): void;
};
