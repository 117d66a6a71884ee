import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as saveExpertRoute } from '@/app/api/admin/saveExpert/route';
import { POST as setExpertImmediateRoute } from '@/app/api/admin/setExpertImmediate/route';
import { GET as getExpertInfoByJfId } from '@/app/api/getExpertInfoByJfId/route';
import type { AdminExpert } from '@/lib/experts/admin';
import type { ExpertInfo } from '@/lib/experts/schemas';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { auditTrail, grantRole } from '@/lib/server/operators';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { listExpertsForAdmin } from './admin';

// The console's expert profiles (docs/features.md, Operator console): a reviewer creates and edits the
// consult dialog's experts and switches immediate consultations, each audited; the rules answer in
// Chinese; everyone but a reviewer gets the 404 of an unknown call.

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };

async function operator(role: 'reviewer' | 'editor'): Promise<string> {
  const phone = newPhone();
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

const save = (cookie: string, body: Record<string, unknown>) => saveExpertRoute(request('/api/admin/saveExpert', { body, cookie, headers: origin }));
const toggle = (cookie: string, body: Record<string, unknown>) => setExpertImmediateRoute(request('/api/admin/setExpertImmediate', { body, cookie, headers: origin }));
const info = async (jfId: number) => answerOf<ExpertInfo>(await getExpertInfoByJfId(request(`/api/getExpertInfoByJfId?jfId=${jfId}`)));

// Far down the order, so the expert on duty of the other tests stays the first seeded one.
const profile = (overrides: Record<string, unknown> = {}) => ({
  expertName: '孙测试',
  honor: '特聘专家',
  expertLabel: '信创适配、国产数据库',
  description: '长期从事信创适配与国产数据库迁移咨询。',
  bigLogoUrl: '/images/experts/expert-3.svg',
  immediate: true,
  sort: 9000,
  ...overrides,
});

describe('the console’s experts', () => {
  it('creates an expert for a phone, whom the dialog then shows; edits and pauses them, each audited', async () => {
    const reviewer = await operator('reviewer');
    const mobile = newPhone();
    const created = await answerOf<AdminExpert>(await save(reviewer, { mode: 'create', mobile, ...profile() }));
    expect(created).toMatchObject({ code: 0, data: { mobile, expertName: '孙测试', immediate: true, sort: 9000 } });
    const expert = created.data;
    expect((await info(expert.userId)).data).toEqual({
      jfId: expert.userId,
      bigLogoUrl: '/images/experts/expert-3.svg',
      expertName: '孙测试',
      honor: '特聘专家',
      expertLabel: '信创适配、国产数据库',
      description: '长期从事信创适配与国产数据库迁移咨询。',
      immediateConsult: true,
    });
    const db = await getDb();
    const [account] = await db.select({ expert: users.expert }).from(users).where(eq(users.id, expert.userId));
    expect(account?.expert).toBe(true);
    expect((await auditTrail({ limit: 1, recordType: 'expert', recordId: String(expert.id) }))[0]).toMatchObject({ action: 'expert.create', before: null, after: { mobile, expertName: '孙测试' } });

    // One account is one expert.
    const twice = await save(reviewer, { mode: 'create', mobile, ...profile() });
    expect(twice.status).toBe(409);
    expect((await answerOf(twice)).msg).toBe('该手机号已是专家，请在列表中编辑');

    const edited = await answerOf<AdminExpert>(await save(reviewer, { mode: 'edit', id: expert.id, ...profile({ honor: '资深专家', bigLogoUrl: '' }) }));
    expect(edited.data).toMatchObject({ honor: '资深专家', bigLogoUrl: null, mobile });
    expect((await auditTrail({ limit: 1, recordType: 'expert', recordId: String(expert.id) }))[0]).toMatchObject({ action: 'expert.update', before: { honor: '特聘专家' }, after: { honor: '资深专家' } });

    expect(await answerOf(await toggle(reviewer, { id: expert.id, immediate: false }))).toMatchObject({ code: 0, data: { immediate: false } });
    expect((await info(expert.userId)).data.immediateConsult).toBe(false);
    expect((await auditTrail({ limit: 1, recordType: 'expert', recordId: String(expert.id) }))[0]).toMatchObject({ action: 'expert.disable', before: { immediate: true }, after: { immediate: false } });
    expect((await listExpertsForAdmin()).find((e) => e.id === expert.id)).toMatchObject({ immediate: false, honor: '资深专家' });
    expect((await toggle(reviewer, { id: 2_147_483_647, immediate: true })).status).toBe(404);
  });

  it('refuses bad fields with a Chinese message', async () => {
    const reviewer = await operator('reviewer');
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'create', mobile: '123', ...profile() }, '请输入正确的专家手机号'],
      [{ mode: 'create', mobile: newPhone(), ...profile({ expertName: ' ' }) }, '请输入专家姓名'],
      [{ mode: 'create', mobile: newPhone(), ...profile({ expertName: '名'.repeat(21) }) }, '专家姓名最多 20 个字'],
      [{ mode: 'create', mobile: newPhone(), ...profile({ expertLabel: '' }) }, '请输入擅长领域，多个用“、”分隔'],
      [{ mode: 'create', mobile: newPhone(), ...profile({ description: '简'.repeat(301) }) }, '专家简介最多 300 个字'],
      [{ mode: 'create', mobile: newPhone(), ...profile({ bigLogoUrl: 'javascript:alert(1)' }) }, '头像地址应以 / 或 https:// 开头'],
      [{ mode: 'create', mobile: newPhone(), ...profile({ bigLogoUrl: '//evil.example/a.png' }) }, '头像地址应以 / 或 https:// 开头'],
      [{ mode: 'create', mobile: newPhone(), ...profile({ sort: -1 }) }, '排序应在 0 到 9999 之间'],
      [{ mode: 'edit', id: 2_147_483_647, ...profile() }, '专家不存在'],
    ];
    for (const [body, msg] of cases) {
      const res = await save(reviewer, body);
      expect(res.status, msg).toBe(msg === '专家不存在' ? 404 : 400);
      expect((await answerOf(res)).msg, msg).toContain(msg);
    }
  });

  it('answers a visitor, a user and an editor the 404 of an unknown call', async () => {
    const [user, editor] = await Promise.all([loginAs(newPhone()), operator('editor')]);
    const [first] = await listExpertsForAdmin();
    for (const cookie of ['', user, editor]) {
      for (const res of [await save(cookie, { mode: 'create', mobile: newPhone(), ...profile() }), await toggle(cookie, { id: first!.id, immediate: !first!.immediate })]) {
        expect(res.status).toBe(404);
        expect(await answerOf(res)).toEqual({ code: 40400, msg: '接口不存在', data: null });
      }
    }
    expect((await listExpertsForAdmin()).find((e) => e.id === first!.id)?.immediate).toBe(first!.immediate);
  });
});
