import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCalls } from '@/lib/api/catalogue';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/operators/roles';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { uniqueClient } from '@/test/kits/sms';
import { grantRole } from '.';

// Every console call, walked with every kind of caller (docs/features.md, Operator console): a visitor, a
// user and an operator without the call's role get the 404 of an address that names no call; its role's
// operators and administrators get past the door (whatever the empty input then earns them). The calls
// come from the catalogue, so a new one is walked by existing.

type Handler = (req: NextRequest) => Promise<Response>;
const routes = import.meta.glob<Record<string, Handler>>('/app/api/admin/*/route.ts');
const cli = { operatorId: null, name: 'cli:test' };
const cookies = new Map<OperatorRole | 'user' | 'visitor', string>();

beforeAll(async () => {
  cookies.set('visitor', '');
  cookies.set('user', await loginAs(newPhone()));
  for (const role of OPERATOR_ROLES) {
    const phone = newPhone();
    await grantRole(cli, phone, role);
    cookies.set(role, await loginAs(phone));
  }
}, 60_000);

const admits = (callRole: OperatorRole | 'any', caller: OperatorRole | 'user' | 'visitor') =>
  caller !== 'user' && caller !== 'visitor' && (callRole === 'any' || caller === callRole || caller === 'admin');

describe('the door of every console call', () => {
  it.each(adminCalls.map((c) => [c.name, c] as const))('%s', async (name, entry) => {
    const load = routes[`/app/api/admin/${name}/route.ts`];
    expect(load, `app/api/admin/${name}/route.ts`).toBeDefined();
    const handler = (await load!())[entry.method]!;
    for (const [caller, cookie] of cookies) {
      const req = request(`/api/admin/${name}`, {
        method: entry.method,
        body: entry.method === 'POST' ? {} : undefined,
        cookie,
        headers: { origin: 'http://localhost', 'x-forwarded-for': uniqueClient() },
      });
      const res = await handler(req);
      const answer = res.headers.get('content-type')?.includes('json') ? await answerOf(res) : null;
      const unknown = res.status === 404 && answer?.msg === '接口不存在';
      expect(unknown, `${name} as ${caller}: ${res.status} ${answer?.msg}`).toBe(!admits(entry.role, caller));
    }
  });
});
