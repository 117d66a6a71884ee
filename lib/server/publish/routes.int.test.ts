import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as accountStatus } from '@/app/api/getAccountStatus/route';
import { POST as getUserInfo } from '@/app/api/getUserInfo/route';
import { POST as quickPublish } from '@/app/api/quickPublish/route';
import { GET as tokenLogin } from '@/app/login/token/route';
import type { QuickPublishAnswer } from '@/lib/publish/schemas';
import { getDb } from '@/lib/server/db/client';
import { outsourcingDemands, users } from '@/lib/server/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';
import { answerOf, loginAs, newPhone, request, sessionCookieOf, smsCodeFor } from '@/test/kits/account-routes';
import { uniqueClient } from '@/test/kits/sms';

const memo = '我们是区政务服务中心，需要开发一套办事预约小程序，含预约、排队叫号和评价功能';

function publish(fields: Record<string, string>, init: { cookie?: string; client?: string } = {}) {
  const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', [CLIENT_ADDRESS_HEADER]: init.client ?? uniqueClient() };
  if (init.cookie) headers.cookie = init.cookie;
  return quickPublish(new NextRequest('http://localhost/api/quickPublish', { method: 'POST', body: new URLSearchParams(fields).toString(), headers }));
}

const status = (mobile: string, cookie?: string) => accountStatus(request(`/api/getAccountStatus?mobile=${mobile}`, { cookie, headers: { [CLIENT_ADDRESS_HEADER]: uniqueClient() } }));

async function demandsOf(mobile: string) {
  const db = await getDb();
  return db.select().from(outsourcingDemands).where(eq(outsourcingDemands.contactMobile, mobile));
}

describe('quick publish (001 §7)', () => {
  it('registers a visitor with an SMS code, stores the demand and logs in once by the token', async () => {
    const phone = newPhone();
    expect(await answerOf(await status(phone))).toMatchObject({ code: 0, resultcode: '0' });
    const res = await publish({ memo, mobile: phone, entry: 'main_site_pc_btn', fromType: '1', verifyCode: await smsCodeFor(phone, 'publish') });
    const body = (await res.json()) as { code: number; resultcode: string; data: QuickPublishAnswer };
    expect(body).toMatchObject({ code: 0, resultcode: '1', data: { isLogin: false, regFlag: true } });
    expect(body.data.jfidToken).toMatch(/^[\w-]{20,}$/);
    const [demand] = await demandsOf(phone);
    expect(demand).toMatchObject({ memo, status: 'open', source: 'quick_publish', idSecret: body.data.orderIdSecret, entry: 'main_site_pc_btn' });
    expect(demand!.orderNo).toMatch(/^XQ\d{8}\d{6}$/);
    expect(demand!.orderName.length).toBeLessThanOrEqual(31);

    const sameSite = { 'sec-fetch-site': 'same-origin' };
    const path = `/login/token?jfidToken=${body.data.jfidToken}&callback=${encodeURIComponent(`/jftrade/publish/show?orderIdSecret=${body.data.orderIdSecret}`)}`;
    // From another site the token logs nobody in.
    const foreign = await tokenLogin(request(path, { headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(sessionCookieOf(foreign)).toBe('');
    const login = await tokenLogin(request(path, { headers: sameSite }));
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe(`/jftrade/publish/show?orderIdSecret=${body.data.orderIdSecret}`);
    const cookie = sessionCookieOf(login);
    expect((await answerOf(await getUserInfo(request('/api/getUserInfo', { body: {}, cookie })))).code).toBe(0);
    // Single use.
    expect(sessionCookieOf(await tokenLogin(request(path, { headers: sameSite })))).toBe('');
  });

  it('answers -3 at the SMS field for a wrong or missing code, and keeps nothing', async () => {
    const phone = newPhone();
    await smsCodeFor(phone, 'publish');
    for (const verifyCode of ['000000', '']) {
      const res = await publish({ memo, mobile: phone, verifyCode });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ resultcode: '-3', code: 40000 });
    }
    expect(await demandsOf(phone)).toEqual([]);
  });

  it('never hands an existing account to a code of another purpose, and publishes to the account the code proves', async () => {
    const phone = newPhone();
    await loginAs(phone);
    const wrongPurpose = await publish({ memo, mobile: phone, verifyCode: await smsCodeFor(phone, 'login') });
    expect((await wrongPurpose.json()).resultcode).toBe('-3');
    const res = await publish({ memo, mobile: phone, verifyCode: await smsCodeFor(phone, 'publish') });
    const body = (await res.json()) as { data: QuickPublishAnswer };
    expect(body.data).toMatchObject({ isLogin: false, regFlag: false });
    const db = await getDb();
    const [owner] = await db.select().from(users).where(eq(users.mobile, phone));
    expect((await demandsOf(phone))[0]!.userId).toBe(owner!.id);
  });

  it('lets a logged-in user publish with their own phone without a code, and no one else', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const info = (await answerOf<{ jfid: string }>(await getUserInfo(request('/api/getUserInfo', { body: {}, cookie })))).data;
    expect(await answerOf(await status(phone, cookie))).toMatchObject({ resultcode: '503' });
    const own = await publish({ memo, mobile: phone, jfidStr: String(info.jfid) }, { cookie });
    expect(await own.json()).toMatchObject({ resultcode: '1', data: { isLogin: true, jfidToken: null, regFlag: false } });
    // Another user's jfid, or the phone of somebody else, still needs the code.
    const other = newPhone();
    expect((await (await publish({ memo, mobile: other, jfidStr: String(info.jfid) }, { cookie })).json()).resultcode).toBe('-3');
    expect((await (await publish({ memo, mobile: phone, jfidStr: String(info.jfid) })).json()).resultcode).toBe('-3');
  });

  it('checks every field on the server with the dialog’s messages', async () => {
    const phone = newPhone();
    const cases: [Record<string, string>, string][] = [
      [{ memo: '', mobile: phone }, '请填写您的需求描述'],
      [{ memo: '太短的需求', mobile: phone }, '需求描述需 20 字以上'],
      [{ memo, mobile: '' }, '请填写您的手机号'],
      [{ memo, mobile: '1234' }, '请填写真实手机号'],
    ];
    for (const [fields, msg] of cases) {
      const res = await publish(fields);
      expect(res.status).toBe(400);
      expect((await res.json()).msg).toBe(msg);
    }
  });

  it('asks for the image code once a client or phone has had a code in the last ten minutes', async () => {
    const phone = newPhone();
    const client = uniqueClient();
    await smsCodeFor(phone, 'publish');
    const res = await accountStatus(request(`/api/getAccountStatus?mobile=${phone}`, { headers: { [CLIENT_ADDRESS_HEADER]: client } }));
    expect(await answerOf(res)).toMatchObject({ resultcode: '504' });
  });

  it('limits publishing per phone', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const info = (await answerOf<{ jfid: string }>(await getUserInfo(request('/api/getUserInfo', { body: {}, cookie })))).data;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await publish({ memo, mobile: phone, jfidStr: String(info.jfid) }, { cookie })).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
