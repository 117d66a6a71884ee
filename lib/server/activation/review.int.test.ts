import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as activationProofRoute } from '@/app/api/admin/activationProof/route';
import { POST as activationUploadFile } from '@/app/api/activationUploadFile/route';
import { POST as claimReview } from '@/app/api/admin/claimReview/route';
import { POST as decideActivation } from '@/app/api/admin/decideActivation/route';
import { POST as unitRegister } from '@/app/api/unitRegister/route';
import { creditCodeCheckChar } from '@/lib/activation/credit-code';
import { BIND_STATUS, type UnitRegisterAnswer } from '@/lib/activation/types';
import type { UploadedFile } from '@/lib/files/types';
import { listIdentities } from '@/lib/server/accounts/identities';
import { getDb } from '@/lib/server/db/client';
import { reviewClaims, unitActivations, userMessages, users } from '@/lib/server/db/schema';
import { auditTrail, claimHolder, grantRole } from '@/lib/server/operators';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { png, uploadRequest } from '@/test/kits/files';
import { activationQueue, activationForReview, waitingActivationCount } from './review-queue';
import { latestActivation, reviewActivation } from './service';

// The console's review of purchasing-unit activations (docs/features.md, Operator console), as for
// schemes: a claim locks an application for one reviewer, a decision needs the claim and an application
// still pending, the applicant hears of it in the inbox, the trail keeps it, the claim ends; the proof
// is read through the reviewer's own call; everyone but a reviewer gets the 404 of an unknown call.

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };

async function operator(role: 'reviewer' | 'editor'): Promise<string> {
  const phone = newPhone();
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

function newCreditCode(): string {
  const first17 = `91500112${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A fresh applicant's pending application; with `proof`, one without a credit code and a PNG proof. */
async function pendingActivation(opts: { proof?: boolean } = {}): Promise<{ id: number; userId: number; depName: string; cookie: string }> {
  const phone = newPhone();
  const cookie = await loginAs(phone);
  const depName = `审核测试区第${randomInt(0, 1e9)}服务中心`;
  let attachment: string | undefined;
  if (opts.proof) attachment = (await answerOf<UploadedFile>(await activationUploadFile(uploadRequest({ name: '证明.png', data: png(), cookie })))).data.fileKey;
  const body = {
    depName,
    creditCode: opts.proof ? '' : newCreditCode(),
    noCodeFlag: Boolean(opts.proof),
    ...(attachment ? { noCodeAttachment: attachment } : {}),
    cityStationCode: '500100',
    cityStationName: '重庆站',
    provinceCode: '500000',
    cityCode: '500100',
    areaCode: '500112',
    contactName: '李老师',
    telphone: phone,
    checked: true,
  };
  const answer = await answerOf<UnitRegisterAnswer>(await unitRegister(request('/api/unitRegister', { body, cookie })));
  const db = await getDb();
  const [row] = await db.select({ userId: unitActivations.userId }).from(unitActivations).where(eq(unitActivations.id, answer.data.applyId));
  return { id: answer.data.applyId, userId: row!.userId, depName, cookie };
}

const claim = (cookie: string, id: number) => claimReview(request('/api/admin/claimReview', { body: { type: 'activation', id }, cookie, headers: origin }));
const decide = (cookie: string, body: Record<string, unknown>) => decideActivation(request('/api/admin/decideActivation', { body, cookie, headers: origin }));
const proof = (cookie: string, id: number | string) => activationProofRoute(request(`/api/admin/activationProof?id=${id}`, { cookie }));

describe('the review of activations', () => {
  it('locks an application for the reviewer who claims it; the other sees who holds it and cannot decide it', async () => {
    const [a, b] = await Promise.all([operator('reviewer'), operator('reviewer')]);
    const app = await pendingActivation();
    const claims = await Promise.all([claim(a, app.id), claim(b, app.id)].map(async (res) => (await answerOf<{ held: boolean; holder: { userName: string } }>(await res)).data));
    expect(claims.filter((c) => c.held)).toHaveLength(1);
    const [winner, loser] = claims[0]!.held ? [a, b] : [b, a];
    expect(claims[0]!.holder).toEqual(claims[1]!.holder);

    const refused = await decide(loser, { id: app.id, decision: 'approved' });
    expect(refused.status).toBe(409);
    expect((await answerOf(refused)).msg).toBe('该激活申请正由其他审核员处理');

    const rejected = await decide(winner, { id: app.id, decision: 'rejected', note: '请上传加盖公章的证明材料' });
    expect(await answerOf(rejected)).toMatchObject({ code: 0, data: { status: 'rejected' } });
    expect(await latestActivation(app.userId)).toMatchObject({ status: BIND_STATUS.rejected, rejectReason: '请上传加盖公章的证明材料' });
    const db = await getDb();
    const inbox = await db.select({ title: userMessages.title, body: userMessages.body }).from(userMessages).where(and(eq(userMessages.userId, app.userId), eq(userMessages.kind, 'sys')));
    expect(inbox).toContainEqual({ title: `采购单位激活未通过：${app.depName}`, body: '请上传加盖公章的证明材料' });
    const [entry] = await auditTrail({ limit: 1, recordType: 'activation', recordId: String(app.id) });
    expect(entry).toMatchObject({ action: 'activation.reject', before: { status: 0 }, after: { status: 2, rejectReason: '请上传加盖公章的证明材料' } });
    // The claim ended with the decision.
    expect(await claimHolder('activation', app.id)).toBeNull();
    expect(await db.select().from(reviewClaims).where(and(eq(reviewClaims.itemType, 'activation'), eq(reviewClaims.itemId, app.id)))).toEqual([]);

    // Decided meanwhile: a second decision, by anyone, is refused and changes nothing.
    const again = await decide(loser, { id: app.id, decision: 'approved' });
    expect(again.status).toBe(409);
    expect((await answerOf(again)).msg).toBe('该激活申请已由其他审核员处理，请刷新');
    expect((await latestActivation(app.userId))?.status).toBe(BIND_STATUS.rejected);
    expect((await listIdentities(app.userId)).map((m) => m.butype)).toEqual([0]);
  });

  it('approves: the unit is activated, the applicant holds its identity and is told; the CLI decides through the same service', async () => {
    const reviewer = await operator('reviewer');
    const app = await pendingActivation();
    const approved = await decide(reviewer, { id: app.id, decision: 'approved' });
    expect(await answerOf(approved)).toMatchObject({ code: 0, data: { status: 'approved' } });
    const view = await latestActivation(app.userId);
    expect(view).toMatchObject({ status: BIND_STATUS.approved });
    expect(await listIdentities(app.userId)).toContainEqual({ buId: view!.buId, buName: app.depName, butype: 1, role: 'owner' });
    const [entry] = await auditTrail({ limit: 1, recordType: 'activation', recordId: String(app.id) });
    expect(entry).toMatchObject({ action: 'activation.approve', after: { status: 1, unitId: view!.buId } });

    // The command line is refused the same way once someone decided it.
    expect(await reviewActivation(cli, app.id, { status: 'rejected', note: '重复' })).toBe('changed');
    expect(await reviewActivation(cli, 2_147_483_647, { status: 'approved' })).toBe('missing');
    const second = await pendingActivation();
    expect(await reviewActivation(cli, second.id, { status: 'approved' })).toBe('approved');
    const [cliEntry] = await auditTrail({ limit: 1, recordType: 'activation', recordId: String(second.id) });
    expect(cliEntry).toMatchObject({ actor: 'cli:test', action: 'activation.approve' });
  });

  it('lists waiting applications oldest first with their holder, filtered by station, proof and keyword', async () => {
    const reviewer = await operator('reviewer');
    const withCode = await pendingActivation();
    const withProof = await pendingActivation({ proof: true });
    await claim(reviewer, withProof.id);
    expect(await waitingActivationCount()).toBeGreaterThanOrEqual(2);
    const all = await activationQueue({ status: BIND_STATUS.pending });
    const ids = all.map((r) => r.id);
    expect(ids.indexOf(withCode.id)).toBeLessThan(ids.indexOf(withProof.id));
    const db = await getDb();
    const [holder] = await db.select({ userName: users.userName }).from(reviewClaims).innerJoin(users, eq(users.id, reviewClaims.operatorId)).where(and(eq(reviewClaims.itemType, 'activation'), eq(reviewClaims.itemId, withProof.id)));
    expect(all.find((r) => r.id === withProof.id)?.holder).toBe(holder!.userName);
    const noCode = await activationQueue({ status: BIND_STATUS.pending, proof: 'nocode', station: '500100' });
    expect(noCode.map((r) => r.id)).toContain(withProof.id);
    expect(noCode.map((r) => r.id)).not.toContain(withCode.id);
    expect((await activationQueue({ status: BIND_STATUS.pending, q: withCode.depName })).map((r) => r.id)).toEqual([withCode.id]);
    expect(await activationQueue({ status: BIND_STATUS.pending, q: '%_\\' })).toEqual([]);
    expect(await activationQueue({ status: BIND_STATUS.pending, station: '110100', q: withCode.depName })).toEqual([]);

    const record = await activationForReview(withProof.id);
    expect(record).toMatchObject({ application: { noCodeFlag: true, creditCode: null, areaName: '渝北区' }, proof: { origName: '证明.png', contentType: 'image/png' } });
  });

  it('serves the proof to a reviewer inline and privately; a user, an editor and the applicant through the console get 404', async () => {
    const [reviewer, editor] = await Promise.all([operator('reviewer'), operator('editor')]);
    const app = await pendingActivation({ proof: true });
    const res = await proof(reviewer, app.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(png())).toBe(true);
    const none = await pendingActivation();
    expect((await proof(reviewer, none.id)).status).toBe(404);
    expect((await proof(reviewer, 'abc')).status).toBe(400);
    for (const cookie of ['', await loginAs(newPhone()), editor, app.cookie]) {
      const refused = await proof(cookie, app.id);
      expect(refused.status).toBe(404);
      expect(await answerOf(refused)).toEqual({ code: 40400, msg: '接口不存在', data: null });
    }
  });

  it('asks for a reason to reject, and answers a visitor, a user and an editor the 404 of an unknown call', async () => {
    const reviewer = await operator('reviewer');
    const app = await pendingActivation();
    const blank = await decide(reviewer, { id: app.id, decision: 'rejected', note: ' ' });
    expect(blank.status).toBe(400);
    expect((await answerOf(blank)).msg).toContain('请填写驳回原因');
    const [user, editor] = await Promise.all([loginAs(newPhone()), operator('editor')]);
    for (const cookie of ['', user, editor]) {
      for (const body of [{ id: app.id, decision: 'approved' }, { nonsense: true }]) {
        const res = await decide(cookie, body);
        expect(res.status).toBe(404);
        expect(await answerOf(res)).toEqual({ code: 40400, msg: '接口不存在', data: null });
      }
      expect((await claim(cookie, app.id)).status).toBe(404);
    }
    expect((await latestActivation(app.userId))?.status).toBe(BIND_STATUS.pending);
  });
});
