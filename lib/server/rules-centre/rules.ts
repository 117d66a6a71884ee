import 'server-only';
import { eq } from 'drizzle-orm';
import { chinaDay } from '@/lib/format/date';
import { chaptersOf, type RuleForm } from '@/lib/rules-centre/schemas';
import { PLATFORM_RULES, type PlatformRule } from '@/lib/rules-centre/rules';
import { getDb } from '@/lib/server/db/client';
import { platformRules } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { audit, type Actor } from '@/lib/server/operators';

// The rules centre's published text (docs/features.md, Activities and the rules centre): the built-in
// rules of lib/rules-centre/rules.ts, each replaced by the text an editor last published from the console.

type Row = typeof platformRules.$inferSelect;

const merged = (rule: PlatformRule, row: Row | undefined): PlatformRule =>
  row ? { ...rule, title: row.title, summary: row.summary, version: row.version, publishedOn: row.publishedOn, effectiveFrom: row.effectiveFrom, chapters: row.chapters } : rule;

/** Every rule of the centre as published, in the index's order. */
export async function publishedRules(): Promise<PlatformRule[]> {
  const db = await getDb();
  const rows = new Map((await db.select().from(platformRules)).map((r) => [r.code, r]));
  return PLATFORM_RULES.map((rule) => merged(rule, rows.get(rule.code)));
}

/** One rule as published; null for a code the centre does not have. */
export async function publishedRule(code: string): Promise<PlatformRule | null> {
  return (await publishedRules()).find((r) => r.code === code) ?? null;
}

/** What the trail keeps of a rule. */
const audited = (r: PlatformRule) => ({ title: r.title, summary: r.summary, version: r.version, publishedOn: r.publishedOn, effectiveFrom: r.effectiveFrom, chapters: r.chapters });

/**
 * Publishes a rule's new text, dated today (China's calendar). It may take effect today or later,
 * never before it is published (the centre announces changes ahead, /ruleCenter.html).
 */
export async function publishRule(actor: Actor, editorId: number, code: string, form: RuleForm, now = new Date()): Promise<{ code: string; publishedOn: string }> {
  const publishedOn = chinaDay(now);
  if (form.effectiveFrom < publishedOn) throw badRequest('生效日期不能早于今天');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(platformRules).where(eq(platformRules.code, code)).for('update');
    const before = merged(PLATFORM_RULES.find((r) => r.code === code)!, row);
    const values = { title: form.title, summary: form.summary, version: form.version, publishedOn, effectiveFrom: form.effectiveFrom, chapters: chaptersOf(form), publishedBy: editorId, publishedAt: now };
    await tx.insert(platformRules).values({ code, ...values }).onConflictDoUpdate({ target: platformRules.code, set: values });
    await audit(tx, actor, { action: 'rule.publish', recordType: 'rule', recordId: code, before: audited(before), after: audited({ ...before, ...values }) });
    return { code, publishedOn };
  });
}
