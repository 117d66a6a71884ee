import { z } from 'zod';
import { catalogue, type CallName } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';

/**
 * A catalogue call with a loose contract, for the transport's own tests (lib/api/*.test.ts): they test
 * how a call travels (method, host, encoding, session expiry), not what it carries, against msw stubs.
 */
export const transportCall = <N extends CallName, O extends z.ZodType = z.ZodUnknown>(name: N, output?: O) =>
  contract(catalogue[name], { summary: 'A transport test.', input: z.record(z.string(), z.unknown()), output: (output ?? z.unknown()) as O });
