import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminCalls, plannedCalls, servedCalls } from './catalogue';

// The catalogue says what exists: a served call has a handler, a planned one has none yet. The
// catch-all ([...path]: the envelope 404 for addresses that name no call) is not a call, nor are the
// health checks (/api/health, /api/health/ready) that load balancers ask and no page does, nor the API
// document (/api/openapi.json). The console's calls live under /api/admin.
const handlers = readdirSync(path.join(process.cwd(), 'app/api'))
  .filter((name) => !name.startsWith('[') && !['health', 'openapi.json', 'admin'].includes(name))
  .sort();
const adminHandlers = readdirSync(path.join(process.cwd(), 'app/api/admin')).sort();

describe('the call catalogue', () => {
  it('lists as served exactly the calls with a route handler', () => {
    expect(servedCalls.map((c) => c.name).sort()).toEqual(handlers);
  });

  it("lists the console's calls, each with its handler under app/api/admin", () => {
    expect(adminCalls.map((c) => c.name).sort()).toEqual(adminHandlers);
  });

  it('lists no planned call that already has a handler', () => {
    expect(plannedCalls.filter((c) => handlers.includes(c.name))).toEqual([]);
  });
});
