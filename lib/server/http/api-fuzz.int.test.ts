import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { grantRole } from '@/lib/server/operators';
import { markSteppedUp } from '@/lib/server/operators/console-session';
import { readSessionCookie } from '@/lib/server/session/cookie';
import { enterpriseUser } from '@/test/kits/opportunities';

// Property-based fuzzing of every route under app/api (docs/limits.md): hostile bodies and queries, and the
// answer must be the envelope, a 4xx with a non-zero code and a Chinese message for bad input, never a
// 5xx, a stack trace or an internal name. Routes are discovered from the folder, so a new one joins by
// existing; one that exports no handler fails. FUZZ_SEED repeats a run, FUZZ_RUNS changes its size.

type Handler = (req: NextRequest) => Promise<Response> | Response;

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** A bound no answer to bad input may exceed. */
const SLOW_MS = 5_000;

// The API document (/api/openapi.json) takes no input and is no envelope: lib/server/openapi tests it.
// The console's calls (/api/admin/*) too: to a stranger they are the 404 of an unknown call, whatever comes.
const modules = import.meta.glob<Record<string, unknown>>(['/app/api/*/route.ts', '/app/api/admin/*/route.ts', '!/app/api/openapi.json/route.ts']);
/** A route's name: its folder (admin/<name> for the console's). */
const nameOf = (file: string) => file.replace(/^\/app\/api\//, '').replace(/\/route\.ts$/, '');

// Field names the calls use (000 §7), so mutations reach past "unknown field" into each schema.
const FIELDS = [
  'type', 'searchContent', 'pageNum', 'pageSize', 'pageStart', 'sortBy', 'order', 'filter', 'cityName', 'provinceName',
  'cityCode', 'phone', 'telephone', 'smsCode', 'purpose', 'captchaType', 'token', 'data', 'x', 'track', 'validateCode',
  'bidId', 'bidCode', 'purchaseCode', 'compCode', 'compId', 'caseUuid', 'source', 'typeId', 'id', 'key', 'buid', 'role',
  'callback', 'pageToken', 'schemeName', 'fileKey', 'dictType', 'code', 'name',
  // Opportunities, subscriptions and the inbox (001 §7).
  'channel', 'jfId', 'city', 'businessDirection', 'purchaseUnit', 'budgetStart', 'budgetEnd', 'primaryClass', 'secondClass',
  'receiveRequrie', 'primaryClassJob', 'secondClassJob', 'residentPeriod', 'settlementPeriod', 'orderId', 'kind', 'page',
  // Solutions (001 §7 Solutions page).
  'serviceName', 'firstCategoryId', 'secondCategoryId', 'originTag', 'servicePriceStart', 'servicePriceEnd', 'priceFlag',
  'sortRule', 'parentCode', 'originIdSec', 'originSource',
  // Advertisements (001 §2 Ad slots).
  'showLocations',
  // The side bar and the chat (001 §7 Contact).
  'jfid', 'idSecret', 'sysType', 'fromType', 'mobile', 'content', 'contact', 'from', 'conversationId', 'before', 'owner',
  'userid', 'ts', 'sign',
  // The other named calls of 000 §7.
  'buIds', 'regionCode', 'provinceCode', 'orderIdSecret', 'contactName', 'contactPhone', 'direction', 'budget', 'time', 'sort',
  'category', 'subCategory', 'open',
];

/**
 * Calls whose checks sit behind a login: fuzzed half the time as an enterprise owner, so hostile
 * input reaches their schemas and services, not only the 401.
 */
const AS_OWNER = new Set([
  'saveGovBusinessByJointForce', 'saveEnterprisePurchaseInfo', 'saveOutsourcingHumanResourcesInfo', 'querySubscriptionConfigInfo',
  'checkEnterpriseOwner', 'getSubscribeStatus', 'getInboxList', 'readInboxMessage', 'addAttention',
  'checkYXHContact', 'relieveYXHContact', 'chatSessions', 'chatHistory', 'chatOpen',
]);
/** The owner is an administrator too, stepped up: every console call (admin/*) is fuzzed past its door as well. */
const asOwner = (name: string) => AS_OWNER.has(name) || name.startsWith('admin/');
let ownerCookie = '';
let ownerSession = '';

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', "' or 1=1 --", '"; drop table winning_bid; --', '<script>alert(1)</script>',
    '../../etc/passwd', '%00', '\uFFFF\uFFFE', '\u202E', '😀'.repeat(200), '医'.repeat(5000), 'a'.repeat(100_000),
    '{{7*7}}', '${process.env}', '__proto__', 'constructor', 'NaN', '-1', '2147483648', '1e309', 'null', 'true',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileString), tie('value'), { maxKeys: 4 }),
  ),
}));
const fieldsObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });

interface RequestCase {
  kind: 'json' | 'raw';
  body: string;
  type?: string;
}

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''];

/** One hostile request: a body for a method that takes one, a query for the rest. */
const requestCase: fc.Arbitrary<RequestCase> = fc.oneof(
  fieldsObject.map((o) => ({ kind: 'json' as const, body: JSON.stringify(o) })),
  value.map((v) => ({ kind: 'json' as const, body: JSON.stringify(v) ?? 'null' })),
  fc.string().map((text) => ({ kind: 'raw' as const, body: text, type: 'application/json' })),
  fc.constantFrom('['.repeat(5000), '{"a":'.repeat(3000), '\u0000', '{"type": 3,}', '0'.repeat(300_000)).map((text) => ({ kind: 'raw' as const, body: text, type: 'application/json' })),
  fc.tuple(fieldsObject, fc.constantFrom(...CONTENT_TYPES)).map(([o, type]) => ({ kind: 'raw' as const, body: JSON.stringify(o), type })),
);

function toRequest(name: string, method: string, c: RequestCase, query: Record<string, string>, cookie = ''): NextRequest {
  const url = new URL(`http://localhost/api/${name}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, v);
  const headers: Record<string, string> = { host: 'localhost' };
  if (cookie) headers.cookie = cookie;
  if (method === 'GET' || method === 'DELETE') return new NextRequest(url, { method, headers });
  headers['content-type'] = c.kind === 'json' ? 'application/json' : (c.type ?? 'application/json');
  return new NextRequest(url, { method, headers, body: c.body });
}

const queryCase = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), hostileString.map((s) => s.slice(0, 2000)), { maxKeys: 5 });

const CHINESE = /[\u4e00-\u9fff]/;
const LEAKS = /\bat \S+ \(|\bError:|node_modules|drizzle|postgres|pglite|select \S+ from|stack/i;

async function check(res: Response, ms: number) {
  expect(res.status, 'no 5xx').toBeLessThan(500);
  expect(ms, 'answered within the bound').toBeLessThan(SLOW_MS);
  const text = await res.text();
  if (res.status === 303 || res.status === 307 || res.status === 302) return;
  let body: { code?: unknown; msg?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`not an envelope (${res.status}): ${text.slice(0, 200)}`);
  }
  expect(typeof body.code).toBe('number');
  expect(typeof body.msg).toBe('string');
  if (res.status >= 400) {
    expect(body.code).not.toBe(0);
    expect(String(body.msg)).toMatch(CHINESE);
    // An error says what was wrong, never how the server failed.
    expect(text).not.toMatch(LEAKS);
  }
}

describe(`API fuzz (seed ${SEED}, ${RUNS} cases per handler)`, () => {
  const names = Object.keys(modules).map(nameOf);

  it('finds the routes', () => {
    expect(names.length).toBeGreaterThan(20);
    for (const name of AS_OWNER) expect(names, name).toContain(name);
  });

  beforeAll(async () => {
    const owner = await enterpriseUser();
    const [user] = await (await getDb()).select({ mobile: users.mobile }).from(users).where(eq(users.id, owner.userId));
    await grantRole({ operatorId: null, name: 'cli:fuzz' }, user!.mobile, 'admin');
    ownerCookie = owner.cookie;
    const session = await readSessionCookie(decodeURIComponent(ownerCookie.slice(ownerCookie.indexOf('=') + 1)));
    if (session.kind !== 'ok') throw new Error('the owner has no session');
    ownerSession = session.data.sessionId;
  });

  // A step-up lasts minutes; renewed before each route, so sensitive calls are fuzzed past it too.
  beforeEach(() => markSteppedUp(ownerSession));

  for (const [path, load] of Object.entries(modules)) {
    const name = nameOf(path);
    it(`answers hostile input to ${name} with the envelope, never a 5xx`, { timeout: 300_000 }, async () => {
      const mod = await load();
      const handlers = METHODS.filter((m) => typeof mod[m] === 'function').map((m) => [m, mod[m] as Handler] as const);
      expect(handlers.length, `${name} exports no handler the fuzz can reach`).toBeGreaterThan(0);
      for (const [method, handler] of handlers) {
        await fc.assert(
          fc.asyncProperty(requestCase, queryCase, fc.boolean(), async (c, query, owned) => {
            const started = performance.now();
            const cookie = owned && asOwner(name) ? ownerCookie : '';
            const res = await handler(toRequest(name === '[...path]' ? 'no-such-call' : name, method, c, query, cookie));
            await check(res, performance.now() - started);
          }),
          { seed: SEED, numRuns: RUNS },
        );
      }
      console.log(`api fuzz: ${name} ${handlers.map(([m]) => m).join('/')} · ${RUNS * handlers.length} cases · seed ${SEED}`);
    });
  }
});
