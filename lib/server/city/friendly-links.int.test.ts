import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as deleteFriendlyLink } from '@/app/api/admin/deleteFriendlyLink/route';
import { POST as orderFriendlyLinks } from '@/app/api/admin/orderFriendlyLinks/route';
import { POST as saveFriendlyLink } from '@/app/api/admin/saveFriendlyLink/route';
import { ErrorCode } from '@/lib/api/envelope';
import { auditTrail, grantRole } from '@/lib/server/operators';
import { markSteppedUp } from '@/lib/server/operators/console-session';
import { readSessionCookie } from '@/lib/server/session/cookie';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { getFriendlyLinks, listSiteLinks } from './friendly-links';

// The console's friendly links (docs/features.md, Operator console: friendly links): an editor adds,
// changes, orders and deletes a city's links, which its pages then show; every step is in the trail;
// anyone but an editor gets the 404 of an unknown call.

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };
// A city of its own per run of this file, so the shared PostgreSQL database's other links stay apart.
const CITY = '130100';

async function operator(role: 'editor' | 'reviewer'): Promise<string> {
  const phone = newPhone();
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

/** The step-up a deletion needs, as confirming the SMS code gives it (lib/server/operators/console-session.ts). */
async function stepUp(cookie: string): Promise<void> {
  const read = await readSessionCookie(decodeURIComponent(cookie.split('=').slice(1).join('=')));
  if (read.kind !== 'ok') throw new Error('no session in the cookie');
  await markSteppedUp(read.data.sessionId);
}

const call = (route: (req: NextRequest) => Promise<Response>, path: string, cookie: string, body: unknown) =>
  route(request(`/api/admin/${path}`, { body, cookie, headers: origin }));

describe('friendly links in the console', () => {
  it("adds, changes, orders and deletes a city's links; the city's pages show them; the trail keeps each step", async () => {
    const editor = await operator('editor');
    const stamp = Date.now().toString(36);
    const add = async (linkName: string) => (await answerOf<{ id: number }>(await call(saveFriendlyLink, 'saveFriendlyLink', editor, { cityCode: CITY, linkName, linkUrl: 'https://example.com' }))).data.id;
    const a = await add(`甲${stamp}`);
    const b = await add(`乙${stamp}`);
    const mine = async () => (await listSiteLinks(CITY)).filter((l) => l.linkName.endsWith(stamp)).map((l) => l.linkName);
    expect(await mine()).toEqual([`甲${stamp}`, `乙${stamp}`]);
    expect((await getFriendlyLinks(CITY)).map((l) => l.linkName)).toContain(`甲${stamp}`);
    expect((await getFriendlyLinks('500100')).map((l) => l.linkName)).not.toContain(`甲${stamp}`);

    const changed = await call(saveFriendlyLink, 'saveFriendlyLink', editor, { id: a, cityCode: CITY, linkName: `丙${stamp}`, linkUrl: 'http://example.org' });
    expect((await answerOf(changed)).code).toBe(0);
    const [entry] = await auditTrail({ limit: 1, recordType: 'friendlyLink', recordId: String(a) });
    expect(entry).toMatchObject({ action: 'friendlyLink.update', before: { linkName: `甲${stamp}` }, after: { linkName: `丙${stamp}`, linkUrl: 'http://example.org' } });

    const ids = (await listSiteLinks(CITY)).map((l) => l.id);
    const reordered = [...ids.filter((id) => id !== a), a];
    expect((await answerOf(await call(orderFriendlyLinks, 'orderFriendlyLinks', editor, { cityCode: CITY, ids: reordered }))).code).toBe(0);
    expect(await mine()).toEqual([`乙${stamp}`, `丙${stamp}`]);
    // An order that leaves a link out (another editor added one meanwhile) is refused.
    const stale = await call(orderFriendlyLinks, 'orderFriendlyLinks', editor, { cityCode: CITY, ids: [a] });
    expect(stale.status).toBe(409);

    // A deletion needs step-up: refused without it, done with it.
    const refused = await call(deleteFriendlyLink, 'deleteFriendlyLink', editor, { id: b });
    expect(refused.status).toBe(403);
    expect((await answerOf(refused)).code).toBe(ErrorCode.stepUpRequired);
    await stepUp(editor);
    expect((await answerOf(await call(deleteFriendlyLink, 'deleteFriendlyLink', editor, { id: b }))).code).toBe(0);
    expect(await mine()).toEqual([`丙${stamp}`]);
    expect((await auditTrail({ limit: 1, recordType: 'friendlyLink', recordId: String(b) }))[0]).toMatchObject({ action: 'friendlyLink.delete', before: { linkName: `乙${stamp}` }, after: null });
    expect((await call(deleteFriendlyLink, 'deleteFriendlyLink', editor, { id: b })).status).toBe(404);
    // The city's list as the run found it, for the next run on the shared PostgreSQL database.
    expect((await answerOf(await call(deleteFriendlyLink, 'deleteFriendlyLink', editor, { id: a }))).code).toBe(0);
  });

  it('refuses a javascript: or relative address, an empty name and an unknown city, with the reason', async () => {
    const editor = await operator('editor');
    const msgOf = async (body: unknown) => {
      const res = await call(saveFriendlyLink, 'saveFriendlyLink', editor, body);
      expect(res.status).toBe(400);
      return (await answerOf(res)).msg;
    };
    expect(await msgOf({ cityCode: CITY, linkName: '坏链接', linkUrl: 'javascript:alert(1)' })).toContain('链接地址须以 http:// 或 https:// 开头');
    expect(await msgOf({ cityCode: CITY, linkName: '坏链接', linkUrl: '/index.html' })).toContain('链接地址须以 http:// 或 https:// 开头');
    expect(await msgOf({ cityCode: CITY, linkName: '  ', linkUrl: 'https://example.com' })).toContain('请填写链接名称');
    expect(await msgOf({ cityCode: '999999', linkName: '某站', linkUrl: 'https://example.com' })).toBe('城市不存在');
  });

  it('answers a visitor, a user and a reviewer the 404 of an unknown call, whatever they send', async () => {
    const [user, reviewer] = await Promise.all([loginAs(newPhone()), operator('reviewer')]);
    for (const cookie of ['', user, reviewer]) {
      for (const [route, path] of [[saveFriendlyLink, 'saveFriendlyLink'], [orderFriendlyLinks, 'orderFriendlyLinks'], [deleteFriendlyLink, 'deleteFriendlyLink']] as const) {
        for (const body of [{ cityCode: CITY, linkName: 'x', linkUrl: 'https://example.com', ids: [1], id: 1 }, { nonsense: true }]) {
          const res = await call(route, path, cookie, body);
          expect(res.status).toBe(404);
          expect(await answerOf(res)).toEqual({ code: 40400, msg: '接口不存在', data: null });
        }
      }
    }
  });
});
