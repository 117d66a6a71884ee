import { NextRequest } from 'next/server';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { contract } from '@/lib/api/contract';
import type { Envelope } from '@/lib/api/envelope';
import { request } from '@/lib/api/request';
import { log } from '@/lib/server/log';
import { apiRoute } from './route';


// A route and its client are typed by one contract (lib/api/contract.ts): the compiler refuses a route
// that answers another shape and a client that expects one (`npm run lint` runs the compiler), and in
// tests a route whose answer breaks its contract at run time answers 500 and says so in the log.

const probe = contract({ name: 'probe', path: '/api/probe', method: 'GET' } as const, {
  summary: 'A call for this test.',
  input: z.object({ n: z.coerce.number().int() }),
  output: z.object({ total: z.number(), names: z.array(z.string()) }),
});

const get = (query: string) => new NextRequest(`http://localhost/api/probe?${query}`);

describe('a route bound to its contract', () => {
  it('parses the input and answers the envelope of a declared shape', async () => {
    const GET = apiRoute(probe, async ({ n }) => ({ total: n, names: ['甲'] }));
    const response = await GET(get('n=3'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, msg: '成功', data: { total: 3, names: ['甲'] } });
    expect((await GET(get('n=x'))).status).toBe(400);
  });

  it('answers 500 when the answer breaks the contract, and logs the call and the place', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    // A cast is the only way past the compiler; a service typed loosely (a JSON column) is the real case.
    const GET = apiRoute(probe, async () => ({ total: '3', names: [] }) as unknown as { total: number; names: string[] });
    const response = await GET(get('n=1'));
    expect(response.status).toBe(500);
    expect((await response.json()) as unknown).toMatchObject({ code: 50000, data: null });
    expect(error).toHaveBeenCalledWith('api.contract_violation', expect.objectContaining({ call: 'probe', issues: [expect.objectContaining({ path: ['total'] })] }));
    error.mockRestore();
  });

  it('is typed by its contract on both sides', () => {
    // @ts-expect-error a route answering a shape its contract does not declare
    apiRoute(probe, async () => ({ total: 1 }));
    // @ts-expect-error a field of another type
    apiRoute(probe, async () => ({ total: 1, names: [1] }));
    const call = () => request(probe, { n: 1 });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<Envelope<{ total: number; names: string[] }>>();
    // @ts-expect-error a client call typed differently from its contract
    expectTypeOf(call).returns.resolves.toEqualTypeOf<Envelope<{ total: string }>>();
    // @ts-expect-error an input the contract does not take
    expectTypeOf(() => request(probe, { m: 1 })).toBeFunction();
  });
});
