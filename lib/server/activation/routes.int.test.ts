import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as activationUploadFile } from '@/app/api/activationUploadFile/route';
import { POST as budgetUnitSearch } from '@/app/api/budgetUnitSearch/route';
import { GET as cityStationList } from '@/app/api/cityStationList/route';
import { GET as getPurchaseDetail } from '@/app/api/getPurchaseDetail/route';
import { POST as unitRegister } from '@/app/api/unitRegister/route';
import { creditCodeCheckChar } from '@/lib/activation/credit-code';
import type { CityStationGroup, PurchaseUnitDetail, UnitRegisterAnswer, UnitSuggestion } from '@/lib/activation/types';
import type { UploadedFile } from '@/lib/files/types';
import { listIdentities } from '@/lib/server/accounts/identities';
import { getDb } from '@/lib/server/db/client';
import { purchasers, storedFiles, unitActivations, users } from '@/lib/server/db/schema';
import { answerOf, loginAs, newPhone, request, smsCodeFor } from '@/test/kits/account-routes';
import { jpg, png, uploadRequest } from '@/test/kits/files';
import { DEMO_ACTIVATION } from '@/seed/demo-activation';
import { ensureReferenceData } from '@/seed/reference';
import { latestActivation, reviewActivation } from './service';

const cli = { operatorId: null, name: 'cli:test' };

const register = (body: Record<string, unknown>, cookie?: string) => unitRegister(request('/api/unitRegister', { body, cookie }));
const upload = (name: string, data: Buffer, cookie?: string) => activationUploadFile(uploadRequest({ name, data, cookie }));

/** A valid credit code no other test uses: random body, computed check character. */
function newCreditCode(): string {
  const first17 = `91500112${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}
async function userIdOf(mobile: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}
const unitName = () => `测试区第${randomInt(0, 1e9)}行政服务中心`;

function form(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    depName: unitName(),
    creditCode: newCreditCode(),
    noCodeFlag: false,
    cityStationCode: '500100',
    cityStationName: '重庆站',
    provinceCode: '500000',
    cityCode: '500100',
    areaCode: '500112',
    contactName: '王老师',
    telphone: phone,
    checked: true,
    ...overrides,
  };
}

describe('purchasing-unit activation calls (002 §7)', () => {
  it('suggests budget units holding the typed text, those starting with it first, 10 at most', async () => {
    const answer = await answerOf<{ dataList: UnitSuggestion[] }>(
      await budgetUnitSearch(request('/api/budgetUnitSearch', { body: { pageNum: 1, pageSize: 10, searchContent: '重庆市', type: 6 } })),
    );
    expect(answer.data.dataList.length).toBe(10);
    expect(answer.data.dataList.every((u) => u.unitName.includes('重庆市'))).toBe(true);
    expect(answer.data.dataList[0]!.unitName.startsWith('重庆市')).toBe(true);
    const wild = await answerOf<{ dataList: unknown[] }>(await budgetUnitSearch(request('/api/budgetUnitSearch', { body: { searchContent: '%_', type: 6 } })));
    expect(wild.data.dataList).toEqual([]);
    const other = await budgetUnitSearch(request('/api/budgetUnitSearch', { body: { searchContent: '重庆', type: 3 } }));
    expect(other.status).toBe(400);
    expect((await answerOf(other)).msg).toBe('不支持的单位类型');
  });

  it('answers a unit’s detail with its station, and 404 for an unknown id', async () => {
    const db = await getDb();
    const [unit] = await db.select().from(purchasers).where(eq(purchasers.cityCode, '500100')).limit(1);
    const detail = await answerOf<PurchaseUnitDetail>(await getPurchaseDetail(request(`/api/getPurchaseDetail?id=${unit!.id}`)));
    expect(detail.data).toMatchObject({ id: unit!.id, unitName: unit!.name, cityStationCode: '500100', cityStationName: '重庆站', provinceCode: '500000' });
    const missing = await getPurchaseDetail(request('/api/getPurchaseDetail?id=2147483647'));
    expect(missing.status).toBe(404);
    expect((await getPurchaseDetail(request('/api/getPurchaseDetail?id=abc'))).status).toBe(400);
  });

  it('lists the city stations grouped by province as data.data', async () => {
    const answer = await answerOf<{ data: CityStationGroup[] }>(await cityStationList(request('/api/cityStationList')));
    const chongqing = answer.data.data.find((g) => g.groupCode === '500000');
    expect(chongqing?.list).toContainEqual(expect.objectContaining({ cityStationCode: '500100', cityStationName: '重庆站', cityName: '重庆市' }));
    expect(answer.data.data.length).toBeGreaterThan(20);
  });

  it('files an application with the account’s own phone and no code, pending until an operator approves it', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const body = form(phone);
    const res = await register(body, cookie);
    const answer = await answerOf<UnitRegisterAnswer>(res);
    expect(answer).toMatchObject({ code: 0, data: { bindApplyStatus: 0 } });
    const db = await getDb();
    const [row] = await db.select().from(unitActivations).where(eq(unitActivations.id, answer.data.applyId));
    expect(row).toMatchObject({ depName: body.depName, creditCode: body.creditCode, cityStationName: '重庆站', provinceName: '重庆市', areaName: '渝北区', status: 0 });

    // A second application while one waits is refused; so is the same unit by another user (5002).
    expect((await answerOf(await register(form(phone), cookie))).msg).toBe('您已有激活申请正在审核中，请耐心等待');
    const other = newPhone();
    const otherCookie = await loginAs(other);
    const taken = await register(form(other, { depName: body.depName }), otherCookie);
    expect(taken.status).toBe(409);
    expect(await answerOf(taken)).toMatchObject({ code: 5002, msg: '企业已存在，请联系客服处理' });
    expect((await answerOf(await register(form(other, { creditCode: body.creditCode }), otherCookie))).code).toBe(5002);

    expect(await reviewActivation(cli, answer.data.applyId, { status: 'approved' })).toBe('approved');
    expect(await reviewActivation(cli, answer.data.applyId, { status: 'approved' })).toBe('changed');
    const view = await latestActivation(row!.userId);
    expect(view).toMatchObject({ status: 1, depName: body.depName });
    const menu = await listIdentities(row!.userId);
    expect(menu).toContainEqual({ buId: view!.buId, buName: body.depName, butype: 1, role: 'owner' });
    expect(view!.buId).toBeGreaterThanOrEqual(800001);
    // The activated unit stays taken, by name and by code.
    expect((await answerOf(await register(form(other, { depName: body.depName }), otherCookie))).code).toBe(5002);
  });

  it('needs the SMS code for another phone: a wrong one answers 1001, the right one files', async () => {
    const cookie = await loginAs(newPhone());
    const contact = newPhone();
    const missing = await register(form(contact), cookie);
    expect(missing.status).toBe(400);
    expect((await answerOf(missing)).msg).toBe('请输入验证码');
    const wrong = await register(form(contact, { verificationCode: '000000' }), cookie);
    expect(await answerOf(wrong)).toMatchObject({ code: 1001, msg: '验证码不正确或已过期' });
    const right = await register(form(contact, { verificationCode: await smsCodeFor(contact, 'activate') }), cookie);
    expect((await answerOf(right)).code).toBe(0);
  });

  it('without a credit code takes a description or one uploaded proof, and clears the code', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const up = await answerOf<UploadedFile>(await upload('事业单位法人证书.png', png(), cookie));
    expect(up).toMatchObject({ code: 0, msg: '上传成功' });
    expect(up.data.fileKey).toMatch(/^[0-9a-f]{32}\.png$/);
    const res = await register(form(phone, { noCodeFlag: true, creditCode: newCreditCode(), noCodeAttachment: up.data.fileKey }), cookie);
    const answer = await answerOf<UnitRegisterAnswer>(res);
    expect(answer.code).toBe(0);
    const db = await getDb();
    const [row] = await db.select().from(unitActivations).where(eq(unitActivations.id, answer.data.applyId));
    expect(row).toMatchObject({ noCodeFlag: true, creditCode: null, noCodeAttachment: up.data.fileKey });
    const [file] = await db.select({ refTable: storedFiles.refTable, refId: storedFiles.refId }).from(storedFiles).where(eq(storedFiles.fileKey, up.data.fileKey));
    expect(file).toEqual({ refTable: 'unit_activation', refId: String(answer.data.applyId) });
    expect(await reviewActivation(cli, answer.data.applyId, { status: 'rejected', note: '证明材料不清晰，请重新上传' })).toBe('rejected');
    expect(await latestActivation(row!.userId)).toMatchObject({ status: 2, rejectReason: '证明材料不清晰，请重新上传' });
  });

  it('checks uploads by content and size: 文件大小不能超过 2M', async () => {
    const cookie = await loginAs(newPhone());
    const big = await upload('扫描件.png', png(2 * 1024 * 1024 + 1), cookie);
    expect(big.status).toBe(413);
    expect((await answerOf(big)).msg).toBe('文件大小不能超过 2M');
    const fake = await upload('证明.pdf', Buffer.from('not really a pdf at all'), cookie);
    expect(fake.status).toBe(400);
    expect((await answerOf(fake)).msg).toBe('文件格式有误，请重新上传!');
    const doc = await answerOf<UploadedFile>(await upload('说明.doc', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]), cookie));
    expect(doc.data.fileKey).toMatch(/\.doc$/);
    expect((await answerOf<UploadedFile>(await upload('照片.jpeg', jpg(), cookie))).data.fileKey).toMatch(/\.jpg$/);
    expect((await upload('x.png', png())).status).toBe(401);
  });

  it('keeps one user’s proof, application and identity from another', async () => {
    const owner = newPhone();
    const ownerCookie = await loginAs(owner);
    const up = await answerOf<UploadedFile>(await upload('证明.png', png(), ownerCookie));
    const intruder = newPhone();
    const intruderCookie = await loginAs(intruder);
    // Another user's upload cannot be handed in as one's own proof.
    const stolen = await register(form(intruder, { noCodeFlag: true, creditCode: '', noCodeAttachment: up.data.fileKey }), intruderCookie);
    expect(stolen.status).toBe(400);
    expect((await answerOf(stolen)).msg).toBe('文件不存在或已失效，请重新上传');
    const own = await answerOf<UnitRegisterAnswer>(await register(form(owner, { noCodeFlag: true, creditCode: '', noCodeAttachment: up.data.fileKey }), ownerCookie));
    expect(own.code).toBe(0);
    const [ownerId, intruderId] = [await userIdOf(owner), await userIdOf(intruder)];
    // The pages read the viewer's own application only: the intruder has none, the owner theirs.
    expect(await latestActivation(intruderId)).toBeNull();
    expect((await latestActivation(ownerId))?.applyId).toBe(own.data.applyId);
    expect(await reviewActivation(cli, own.data.applyId, { status: 'approved' })).toBe('approved');
    expect((await listIdentities(intruderId)).map((m) => m.butype)).toEqual([0]);
    expect((await listIdentities(ownerId)).map((m) => m.butype)).toEqual([0, 1]);
  });

  it('refuses bad input with 4xx and a Chinese message, and a visitor with 401', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const cases: [Record<string, unknown>, string][] = [
      [form(phone, { depName: '' }), '请输入单位名称'],
      [form(phone, { creditCode: '91350100M000100Y44' }), '统一社会信用代码校验不通过，请核对'],
      [form(phone, { creditCode: 'abc' }), '统一社会信用代码应为18位数字或大写字母'],
      [form(phone, { noCodeFlag: true, creditCode: '' }), '请填写情况说明或上传证明材料'],
      [form(phone, { noCodeFlag: true, noCodeDesc: '长'.repeat(501) }), '情况说明最多500个字'],
      [form(phone, { cityStationCode: '' }), '请选择城市站'],
      [form(phone, { cityStationCode: '999999' }), '请选择城市站'],
      [form(phone, { areaCode: '110101' }), '所在地区不正确，请重新选择'],
      [form(phone, { telphone: '12345678901' }), '请输入正确手机号'],
      [form(phone, { contactName: ' ' }), '请输入联系人'],
      [form(phone, { checked: false }), '请阅读并同意《平台保密协议》'],
      [{ ...form(phone), depName: 42 }, '参数不正确'],
    ];
    for (const [body, msg] of cases) {
      const res = await register(body, cookie);
      expect(res.status, msg).toBe(400);
      expect((await answerOf(res)).msg, msg).toBe(msg);
    }
    const visitor = await register(form(phone));
    expect(visitor.status).toBe(401);
  });
});

describe('the demo activation', () => {
  it('is approved with its identity, made once, and its unit is taken (5002)', async () => {
    await ensureReferenceData(await getDb());
    const userId = await userIdOf(DEMO_ACTIVATION.mobile);
    const view = await latestActivation(userId);
    expect(view).toMatchObject({ status: 1, depName: DEMO_ACTIVATION.depName, creditCode: DEMO_ACTIVATION.creditCode });
    expect(await listIdentities(userId)).toEqual([
      { buId: 0, buName: DEMO_ACTIVATION.userName, butype: 0, role: 'member' },
      { buId: view!.buId, buName: DEMO_ACTIVATION.depName, butype: 1, role: 'owner' },
    ]);
    const phone = newPhone();
    const taken = await register(form(phone, { depName: DEMO_ACTIVATION.depName }), await loginAs(phone));
    expect((await answerOf(taken)).code).toBe(5002);
  });
});
