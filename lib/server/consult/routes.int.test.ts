import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as consultTicketCreate } from '@/app/api/consultTicketCreate/route';
import { POST as getBuInfosByBuName } from '@/app/api/getBuInfosByBuName/route';
import { POST as getServiceList } from '@/app/api/getServiceList/route';
import { POST as getUserInfo } from '@/app/api/getUserInfo/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';
import type { ConsultTicketAnswer, ServiceListItem } from '@/lib/consult/schemas';
import { getDb } from '@/lib/server/db/client';
import { consultTickets, suppliers } from '@/lib/server/db/schema';
import { answerOf, loginAs, newPhone, request, sessionCookieOf, smsCodeFor } from '@/test/kits/account-routes';
import { uniqueClient } from '@/test/kits/sms';

const content = '我们计划建设智慧校园平台，想评估合理预算';
const ticket = (body: Record<string, unknown>, cookie?: string) =>
  consultTicketCreate(request('/api/consultTicketCreate', { body, cookie, headers: { [CLIENT_ADDRESS_HEADER]: uniqueClient() } }));
const base = (phoneNumber: string) => ({ ticketField: '5', content, corpName: '某区教育局', contactName: '王老师', countryCode: '86', phoneNumber });

async function ticketsOf(phone: string) {
  const db = await getDb();
  return db.select().from(consultTickets).where(eq(consultTickets.phoneNumber, phone));
}

describe('software-consulting tickets (002 §7)', () => {
  it('lists the services with their detail flags', async () => {
    const answer = await answerOf<ServiceListItem[]>(await getServiceList(request('/api/getServiceList', { body: { serviceType: 'software_consult' } })));
    expect(answer.data.map((s) => s.serviceId)).toEqual([2, 5, 6, 7, 8]);
    expect(answer.data.find((s) => s.serviceId === 8)).toMatchObject({ detailFlag: false });
  });

  it('suggests companies whose name starts with what was typed, LIKE wildcards taken literally', async () => {
    const db = await getDb();
    const [one] = await db.select({ name: suppliers.compName }).from(suppliers).limit(1);
    const prefix = [...one!.name].slice(0, 3).join('');
    const answer = await answerOf<{ list: { buName: string }[] }>(await getBuInfosByBuName(request('/api/getBuInfosByBuName', { body: { buName: prefix } })));
    expect(answer.data.list.length).toBeGreaterThan(0);
    expect(answer.data.list.length).toBeLessThanOrEqual(10);
    for (const item of answer.data.list) expect(item.buName.startsWith(prefix)).toBe(true);
    const wild = await answerOf<{ list: unknown[] }>(await getBuInfosByBuName(request('/api/getBuInfosByBuName', { body: { buName: '%' } })));
    expect(wild.data.list).toEqual([]);
  });

  it('files a visitor’s ticket with the SMS code and logs the visitor in', async () => {
    const phone = newPhone();
    const res = await ticket({ ...base(phone), smsCode: await smsCodeFor(phone, 'consult') });
    const body = await answerOf<ConsultTicketAnswer>(res);
    expect(body).toMatchObject({ code: 0, msg: '提交成功', data: { loggedIn: true } });
    expect(body.data.ticketNo).toMatch(/^ZX\d{14}$/);
    const [row] = await ticketsOf(phone);
    expect(row).toMatchObject({ status: 'new', ticketField: '5', tags: '软件造价评估', subject: '软件咨询：软件造价评估', corpName: '某区教育局' });
    expect((await answerOf(await getUserInfo(request('/api/getUserInfo', { body: {}, cookie: sessionCookieOf(res) })))).code).toBe(0);
  });

  it('answers each rule in the order of 002 §5, and keeps nothing', async () => {
    const phone = newPhone();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(phone), ticketField: '' }, '请选择要咨询的服务'],
      [{ ...base(phone), content: '太短了' }, '需求描述至少10个字'],
      [{ ...base(phone), content: '长'.repeat(201) }, '需求描述最多200个字'],
      [{ ...base(phone), corpName: ' ' }, '请输入单位/企业名称'],
      [{ ...base(phone), contactName: '' }, '请输入联系人'],
      [{ ...base(phone), phoneNumber: '' }, '请输入手机号和验证码'],
      [{ ...base(phone), phoneNumber: '1234' }, '手机号不正确请重新输入'],
      [base(phone), '请输入手机号和验证码'],
      [{ ...base(phone), ticketField: '8', smsCode: '123456' }, '服务暂未上线'],
    ];
    for (const [body, msg] of cases) {
      const res = await ticket(body);
      expect(res.status, msg).toBe(400);
      expect((await answerOf(res)).msg).toBe(msg);
    }
    expect((await answerOf(await ticket({ ...base(phone), smsCode: '000000' }))).code).toBe(1001);
    expect(await ticketsOf(phone)).toEqual([]);
  });

  it('needs no code for the logged-in user’s own phone, and 1008 when the page believed another login', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const jfid = (await answerOf<{ jfid: number }>(await getUserInfo(request('/api/getUserInfo', { body: {}, cookie })))).data.jfid;
    const own = await answerOf<ConsultTicketAnswer>(await ticket({ ...base(phone), jfid }, cookie));
    expect(own).toMatchObject({ code: 0, data: { loggedIn: false } });
    expect((await answerOf(await ticket({ ...base(phone), jfid: jfid + 1 }, cookie))).code).toBe(1008);
    expect((await answerOf(await ticket({ ...base(phone), jfid }))).code).toBe(1008);
    // Somebody else's phone still needs its code.
    expect((await answerOf(await ticket({ ...base(newPhone()), jfid }, cookie))).msg).toBe('请输入手机号和验证码');
  });
});
