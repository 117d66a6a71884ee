import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as expertConsultSubmit } from '@/app/api/expertConsultSubmit/route';
import { GET as getExpertInfoByJfId } from '@/app/api/getExpertInfoByJfId/route';
import { POST as getUserInfo } from '@/app/api/getUserInfo/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';
import type { ExpertInfo } from '@/lib/experts/schemas';
import { getDb } from '@/lib/server/db/client';
import { expertConsultations, expertProfiles, userMessages } from '@/lib/server/db/schema';
import { answerOf, loginAs, newPhone, request, sessionCookieOf, smsCodeFor } from '@/test/kits/account-routes';
import { uniqueClient } from '@/test/kits/sms';

const description = '我们区准备建设政务数据共享平台，想请教数据治理的实施路径';
const submit = (body: Record<string, unknown>, cookie?: string) =>
  expertConsultSubmit(request('/api/expertConsultSubmit', { body, cookie, headers: { [CLIENT_ADDRESS_HEADER]: uniqueClient() } }));
const info = async (jfId?: number) => answerOf<ExpertInfo>(await getExpertInfoByJfId(request(`/api/getExpertInfoByJfId${jfId ? `?jfId=${jfId}` : ''}`)));

async function expertInbox(expertUserId: number) {
  const db = await getDb();
  return db.select().from(userMessages).where(and(eq(userMessages.userId, expertUserId), eq(userMessages.kind, 'lm')));
}

describe('expert consultation (001 §7)', () => {
  it('gives the expert on duty, or one by jfId, with the dialog’s fields', async () => {
    const duty = await info();
    expect(duty.data).toMatchObject({ expertName: '王建国', honor: '资深专家', immediateConsult: true });
    expect(duty.data.expertLabel.split('、').length).toBeGreaterThan(1);
    expect((await info(duty.data.jfId)).data.expertName).toBe('王建国');
    expect((await info(2_000_000_000)).code).toBe(40400);
  });

  it('takes a visitor’s consultation with the SMS code, logs them in and lands it in the expert’s inbox', async () => {
    const expert = (await info()).data;
    const before = (await expertInbox(expert.jfId)).length;
    const phone = newPhone();
    const res = await submit({ jfId: expert.jfId, description, phone, smsCode: await smsCodeFor(phone, 'consult') });
    expect(await answerOf(res)).toMatchObject({ code: 0, data: { loggedIn: true } });
    expect((await answerOf(await getUserInfo(request('/api/getUserInfo', { body: {}, cookie: sessionCookieOf(res) })))).code).toBe(0);
    const inbox = await expertInbox(expert.jfId);
    expect(inbox.length).toBe(before + 1);
    expect(inbox.at(-1)!.title).toMatch(/^有用户向您发起咨询：我们区准备建设政务数据共享平台/);
    const db = await getDb();
    const rows = await db.select().from(expertConsultations).where(eq(expertConsultations.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('lets a logged-in user ask without a phone, and refuses what the rules refuse', async () => {
    const expert = (await info()).data;
    const cookie = await loginAs(newPhone());
    expect((await answerOf(await submit({ jfId: expert.jfId, description }, cookie))).data).toEqual({ loggedIn: false });
    expect((await answerOf(await submit({ jfId: expert.jfId, description: '太短' }, cookie))).msg).toBe('需求描述至少10个字');
    expect((await answerOf(await submit({ jfId: expert.jfId, description: '长'.repeat(201) }, cookie))).msg).toBe('需求描述最多200个字');
    expect((await answerOf(await submit({ jfId: expert.jfId, description }))).msg).toBe('请输入手机号和验证码');
    expect((await answerOf(await submit({ jfId: expert.jfId, description, phone: '1234', smsCode: '123456' }))).msg).toBe('手机号不正确请重新输入');
    expect((await answerOf(await submit({ jfId: expert.jfId, description, phone: newPhone(), smsCode: '000000' }))).code).toBe(1001);
  });

  it('sends nothing to an expert who takes no immediate consultations', async () => {
    const db = await getDb();
    const [busy] = await db.select().from(expertProfiles).where(eq(expertProfiles.immediate, false)).limit(1);
    const cookie = await loginAs(newPhone());
    const before = (await expertInbox(busy!.userId)).length;
    const res = await submit({ jfId: busy!.userId, description }, cookie);
    expect(res.status).toBe(400);
    expect((await answerOf(res)).msg).toBe('该专家暂不接受即时咨询');
    expect((await expertInbox(busy!.userId)).length).toBe(before);
  });
});
