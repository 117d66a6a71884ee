import { describe, expect, it } from 'vitest';
import { GET as checkEnterpriseOwner } from '@/app/api/checkEnterpriseOwner/route';
import { GET as getSubscribeOptions } from '@/app/api/getSubscribeOptions/route';
import { GET as getSubscribeStatus } from '@/app/api/getSubscribeStatus/route';
import { POST as querySubscriptionConfigInfo } from '@/app/api/querySubscriptionConfigInfo/route';
import { POST as saveEnterprisePurchaseInfo } from '@/app/api/saveEnterprisePurchaseInfo/route';
import { POST as saveGovBusinessByJointForce } from '@/app/api/saveGovBusinessByJointForce/route';
import { POST as saveOutsourcingHumanResourcesInfo } from '@/app/api/saveOutsourcingHumanResourcesInfo/route';
import type { SavedSubscription, SubscriptionOptions, SubscriptionStatus } from '@/lib/opportunities/types';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { enterpriseUser } from '@/test/kits/opportunities';

const gov = { channel: 4, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 };
const software = { channel: 1, primaryClass: ['dev'], secondClass: ['dev-mini'], receiveRequrie: ['1'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 };
const manpower = { channel: 2, primaryClassJob: ['job-dev'], secondClassJob: ['job-java'], residentPeriod: ['r2'], settlementPeriod: ['s2'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 };

const post = (handler: (r: ReturnType<typeof request>) => Promise<Response>, path: string, body: unknown, cookie?: string) => handler(request(path, { body, cookie }));
const status = async (cookie: string) => (await answerOf<SubscriptionStatus>(await getSubscribeStatus(request('/api/getSubscribeStatus', { cookie })))).data;

describe('opportunity subscriptions (001 §4-§7)', () => {
  it('saves each channel for an enterprise owner, reads it back and lights the buttons', async () => {
    const owner = await enterpriseUser();
    expect((await answerOf(await checkEnterpriseOwner(request('/api/checkEnterpriseOwner', { cookie: owner.cookie })))).data).toBe(true);
    expect(await status(owner.cookie)).toEqual({ gov: { jf: 0, sf: 0 }, software: false, manpower: false });

    const saved = await answerOf<SavedSubscription>(await post(saveEnterprisePurchaseInfo, '/api/saveEnterprisePurchaseInfo', { ...software, jfId: owner.userId }, owner.cookie));
    expect(saved).toMatchObject({ code: 0, data: { channel: 1, channelInUse: 1, settings: software } });
    await post(saveOutsourcingHumanResourcesInfo, '/api/saveOutsourcingHumanResourcesInfo', manpower, owner.cookie);
    await post(saveGovBusinessByJointForce, '/api/saveGovBusinessByJointForce', gov, owner.cookie);
    // Government counts only when both of its channels are in use.
    expect(await status(owner.cookie)).toEqual({ gov: { jf: 1, sf: 0 }, software: true, manpower: true });
    await post(saveGovBusinessByJointForce, '/api/saveGovBusinessByJointForce', { ...gov, channel: 3, city: ['510100', '500100'] }, owner.cookie);
    expect((await status(owner.cookie)).gov).toEqual({ jf: 1, sf: 1 });

    const read = await answerOf<SavedSubscription>(await post(querySubscriptionConfigInfo, '/api/querySubscriptionConfigInfo', { channel: 3, jfId: owner.userId }, owner.cookie));
    expect(read.data.settings).toMatchObject({ channel: 3, city: ['510100', '500100'] });
    // A second save replaces the first: one row per identity and channel.
    await post(saveEnterprisePurchaseInfo, '/api/saveEnterprisePurchaseInfo', { ...software, budgetEnd: 100_000 }, owner.cookie);
    const again = await answerOf<SavedSubscription>(await post(querySubscriptionConfigInfo, '/api/querySubscriptionConfigInfo', { channel: 1 }, owner.cookie));
    expect(again.data.settings).toMatchObject({ budgetEnd: 100_000 });
  });

  it('refuses every limit and rule of 001 §5 on the server, with the dialog’s message, and saves nothing', async () => {
    const owner = await enterpriseUser();
    const cases: [unknown, string][] = [
      [{ ...software, city: [] }, '请完善城市!'],
      [{ ...software, city: Array.from({ length: 11 }, (_, i) => String(500100 + i * 100)) }, '城市(最多10个)'],
      [{ ...software, primaryClass: ['dev', 'design', 'data', 'test'] }, '服务类别(最多3个)'],
      [{ ...software, secondClass: ['dev-web', 'dev-app', 'dev-mini', 'dev-sys'] }, '细分类别(最多3个)'],
      [{ ...software, secondClass: ['design-ui'] }, '细分类别不正确'],
      [{ ...software, receiveRequrie: ['1', '2'] }, '接单要求只能选择一项'],
      [{ ...software, receiveRequrie: [] }, '请完善接单要求!'],
      [{ ...software, budgetStart: 60_000, budgetEnd: 50_000 }, '预算不正确'],
      [{ ...software, budgetEnd: 50_500 }, '预算不正确'],
      [{ ...manpower, settlementPeriod: ['s1', 's2', 's3', 's4'] }, '结算周期(最多3个)'],
      [{ ...manpower, residentPeriod: ['r1', 'r2'] }, '驻场周期只能选择一项'],
    ];
    for (const [body, msg] of cases) {
      const handler = (body as { channel: number }).channel === 2 ? saveOutsourcingHumanResourcesInfo : saveEnterprisePurchaseInfo;
      const res = await post(handler, '/api/x', body, owner.cookie);
      expect(res.status).toBe(400);
      expect((await answerOf(res)).msg).toBe(msg);
    }
    for (const body of [{ ...gov, purchaseUnit: ['djjg', 'sydw', 'gyqy', 'yljg'] }, { ...gov, budgetEnd: 1005 }, { ...gov, businessDirection: ['nope'] }]) {
      expect((await post(saveGovBusinessByJointForce, '/api/x', body, owner.cookie)).status).toBe(400);
    }
    // A body of another channel is refused by this channel's call.
    expect((await post(saveGovBusinessByJointForce, '/api/x', software, owner.cookie)).status).toBe(400);
    expect(await status(owner.cookie)).toEqual({ gov: { jf: 0, sf: 0 }, software: false, manpower: false });
  });

  it('lets only the enterprise owner subscribe, and only for themselves', async () => {
    const member = await enterpriseUser('member');
    const personal = await loginAs(newPhone());
    for (const cookie of [member.cookie, personal]) {
      const res = await post(saveEnterprisePurchaseInfo, '/api/saveEnterprisePurchaseInfo', software, cookie);
      expect(res.status).toBe(403);
      expect((await answerOf(res)).msg).toBe('您不是该企业负责人，无法使用该功能！');
      expect((await answerOf(await checkEnterpriseOwner(request('/api/checkEnterpriseOwner', { cookie })))).data).toBe(false);
    }
    const owner = await enterpriseUser();
    const other = await enterpriseUser();
    await post(saveEnterprisePurchaseInfo, '/api/saveEnterprisePurchaseInfo', software, other.cookie);
    // Another user's jfId is refused, and the caller never reads the other's settings.
    expect((await post(saveEnterprisePurchaseInfo, '/api/x', { ...software, jfId: other.userId }, owner.cookie)).status).toBe(403);
    expect((await post(querySubscriptionConfigInfo, '/api/x', { channel: 1, jfId: other.userId }, owner.cookie)).status).toBe(403);
    expect((await answerOf(await post(querySubscriptionConfigInfo, '/api/x', { channel: 1 }, owner.cookie))).data).toBeNull();
    // A visitor is asked to log in.
    expect((await post(saveEnterprisePurchaseInfo, '/api/x', software)).status).toBe(401);
    expect((await getSubscribeStatus(request('/api/getSubscribeStatus'))).status).toBe(401);
  });

  it('answers each channel’s option lists with six hot cities and the letter groups', async () => {
    const res = await getSubscribeOptions(request('/api/getSubscribeOptions?channel=2'));
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const { data } = await answerOf<SubscriptionOptions>(res);
    expect(data.hotCities).toHaveLength(6);
    expect(data.cityGroups.map((g) => g.letters)).toEqual(['ABCDE', 'FGHJ', 'KLMNP', 'QRSTW', 'XYZ']);
    expect(data.cityGroups.find((g) => g.letters === 'ABCDE')!.cities.map((c) => c.cityName)).toContain('重庆');
    expect(data.jobTypes?.length).toBeGreaterThan(0);
    expect(data.businessDirections).toBeUndefined();
    expect((await getSubscribeOptions(request('/api/getSubscribeOptions?channel=9'))).status).toBe(400);
  });
});
