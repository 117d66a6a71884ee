import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as publishRuleRoute } from '@/app/api/admin/publishRule/route';
import { chinaDay } from '@/lib/format/date';
import { SUPPLIER_RULE } from '@/lib/rules-centre/rules';
import { ruleFormValues } from '@/lib/rules-centre/schemas';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { auditTrail, grantRole } from '@/lib/server/operators';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { publishedRule } from './rules';

// The console's rules centre (docs/features.md, Operator console): an editor publishes a rule's new text,
// which the public pages read; the trail keeps it before and after. Who else is refused:
// lib/server/activities/console.int.test.ts.

const origin = { origin: 'http://localhost' };

async function editor(): Promise<{ cookie: string; userId: number }> {
  const phone = newPhone();
  await grantRole({ operatorId: null, name: 'cli:test' }, phone, 'editor');
  const cookie = await loginAs(phone);
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.mobile, phone));
  return { cookie, userId: user!.id };
}

const post = (cookie: string, body: unknown) => publishRuleRoute(request('/api/admin/publishRule', { body, cookie, headers: origin }));

describe('the rules centre in the console', () => {
  it('publishes a rule’s new text, dated today, with its before and after in the trail', async () => {
    const { cookie, userId } = await editor();
    const today = chinaDay(new Date());
    const values = ruleFormValues(SUPPLIER_RULE);
    const form = { ...values, version: 'V2.1', effectiveFrom: today, chapters: [{ title: '总则', articles: '第一条新文本。\n\n第二条新文本。' }, ...values.chapters.slice(1)] };
    const answer = await answerOf(await post(cookie, { code: 'rule001', form }));
    expect(answer).toMatchObject({ code: 0, data: { code: 'rule001', publishedOn: today } });
    const rule = await publishedRule('rule001');
    expect(rule).toMatchObject({ version: 'V2.1', publishedOn: today, audience: SUPPLIER_RULE.audience });
    expect(rule?.chapters[0]).toEqual({ title: '总则', articles: ['第一条新文本。', '第二条新文本。'] });
    const [entry] = await auditTrail({ limit: 1, recordType: 'rule', recordId: 'rule001' });
    expect(entry).toMatchObject({ action: 'rule.publish', operatorId: userId, after: { version: 'V2.1' } });

    const past = await answerOf(await post(cookie, { code: 'rule001', form: { ...form, effectiveFrom: '2020-01-01' } }));
    expect(past.msg).toBe('生效日期不能早于今天');
    const unknown = await post(cookie, { code: 'rule999', form });
    expect(unknown.status).toBe(400);
    expect((await answerOf(unknown)).msg).toContain('规则不存在');
  });
});
