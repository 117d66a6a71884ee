import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as claimReview } from '@/app/api/admin/claimReview/route';
import { POST as decideScheme } from '@/app/api/admin/decideScheme/route';
import { getDb } from '@/lib/server/db/client';
import { supplierSchemes, userMessages } from '@/lib/server/db/schema';
import { submitScheme } from '@/lib/server/schemes/service';
import { issueSchemePageToken } from '@/lib/server/schemes/page-token';
import { readSessionCookie, SESSION_COOKIE } from '@/lib/server/session/cookie';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { validSchemeForm } from '@/test/kits/schemes';
import { auditTrail, grantRole } from '.';

// The console's review of preferred schemes (docs/features.md, Operator console): a claim locks a scheme
// for one reviewer, a decision needs the claim and a scheme still waiting, the supplier hears of it in
// the inbox, the trail keeps it; everyone but a reviewer gets the 404 of an unknown call.

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };

async function operator(role: 'reviewer' | 'editor'): Promise<string> {
  const phone = newPhone();
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

async function waitingScheme(): Promise<{ id: number; supplierId: number }> {
  const cookie = await loginAs(newPhone());
  const read = await readSessionCookie(cookie.slice(SESSION_COOKIE.length + 1));
  if (read.kind !== 'ok') throw new Error('no session');
  const { id } = await submitScheme({ userId: read.data.userId, buId: 0 }, { pageToken: issueSchemePageToken(read.data.userId), form: validSchemeForm() });
  return { id, supplierId: read.data.userId };
}

const claim = (cookie: string, id: number) => claimReview(request('/api/admin/claimReview', { body: { type: 'scheme', id }, cookie, headers: origin }));
const decide = (cookie: string, body: Record<string, unknown>) => decideScheme(request('/api/admin/decideScheme', { body, cookie, headers: origin }));

describe('the review of schemes', () => {
  it('locks a scheme for the reviewer who claims it; the other can neither claim nor decide it', async () => {
    const [a, b] = await Promise.all([operator('reviewer'), operator('reviewer')]);
    const { id, supplierId } = await waitingScheme();

    const claims = await Promise.all([claim(a, id), claim(b, id)].map(async (res) => (await answerOf<{ held: boolean }>(await res)).data.held));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const [winner, loser] = claims[0] ? [a, b] : [b, a];

    const refused = await decide(loser, { id, decision: 'approved' });
    expect(refused.status).toBe(409);
    expect((await answerOf(refused)).msg).toBe('该方案正由其他审核员处理');

    const rejected = await decide(winner, { id, decision: 'rejected', note: '请补充产品说明书' });
    expect(await answerOf(rejected)).toMatchObject({ code: 0, data: { status: 'rejected' } });
    const db = await getDb();
    const [row] = await db.select({ status: supplierSchemes.status, note: supplierSchemes.reviewNote }).from(supplierSchemes).where(eq(supplierSchemes.id, id));
    expect(row).toEqual({ status: 'rejected', note: '请补充产品说明书' });
    const inbox = await db.select({ title: userMessages.title, body: userMessages.body }).from(userMessages).where(and(eq(userMessages.userId, supplierId), eq(userMessages.kind, 'sys')));
    expect(inbox).toContainEqual({ title: expect.stringContaining('优选方案未通过审核'), body: '请补充产品说明书' });
    const [entry] = await auditTrail({ limit: 1, recordType: 'scheme', recordId: String(id) });
    expect(entry).toMatchObject({ action: 'scheme.reject', before: { status: 'submitted' }, after: { status: 'rejected', reviewNote: '请补充产品说明书' } });

    // Decided: a second decision, by anyone, is refused and changes nothing.
    const again = await decide(loser, { id, decision: 'approved' });
    expect(again.status).toBe(409);
    expect((await answerOf(again)).msg).toBe('该方案已由其他审核员处理，请刷新');
    const [still] = await db.select({ status: supplierSchemes.status }).from(supplierSchemes).where(eq(supplierSchemes.id, id));
    expect(still?.status).toBe('rejected');
  });

  it('asks for a reason to reject', async () => {
    const reviewer = await operator('reviewer');
    const { id } = await waitingScheme();
    const res = await decide(reviewer, { id, decision: 'rejected', note: '  ' });
    expect(res.status).toBe(400);
    expect((await answerOf(res)).msg).toContain('请填写驳回原因');
  });

  it('answers a visitor, a user and an editor the 404 of an unknown call, whatever they send', async () => {
    const { id } = await waitingScheme();
    const [user, editor] = await Promise.all([loginAs(newPhone()), operator('editor')]);
    for (const cookie of ['', user, editor]) {
      for (const body of [{ id, decision: 'approved' }, { nonsense: true }]) {
        const res = await decide(cookie, body);
        expect(res.status).toBe(404);
        expect(await answerOf(res)).toEqual({ code: 40400, msg: '接口不存在', data: null });
      }
      expect((await claim(cookie, id)).status).toBe(404);
    }
    const db = await getDb();
    const [row] = await db.select({ status: supplierSchemes.status }).from(supplierSchemes).where(eq(supplierSchemes.id, id));
    expect(row?.status).toBe('submitted');
  });
});
