import { z } from 'zod';
import { PLATFORM_RULES, type PlatformRule, type RuleChapter } from './rules';

// The console's rule form (docs/features.md, Operator console): one schema for the editor's form and the
// publishRule call. The text stays structured as the public page shows it: chapters, each a title and
// its articles typed one per line (the page numbers them through the rule).

export const RULE_LIMITS = { title: 60, summary: 200, version: 20, chapterTitle: 30, articles: 10_000, chapters: 30 } as const;

const text = (max: number, what: string, message: string) =>
  z.string({ error: `${what}应为文本` }).trim().min(1, message).max(max, `${what}最多 ${max} 个字`);

/** Non-blank lines, trimmed: a chapter's articles. */
export const articlesOf = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export const ruleFormSchema = z.object({
  title: text(RULE_LIMITS.title, '规则名称', '请输入规则名称'),
  summary: text(RULE_LIMITS.summary, '规则摘要', '请输入规则摘要'),
  version: text(RULE_LIMITS.version, '版本号', '请输入版本号'),
  effectiveFrom: z.string({ error: '请选择生效日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择生效日期').refine((v) => !Number.isNaN(Date.parse(v)), '生效日期不正确'),
  chapters: z
    .array(z.object({ title: text(RULE_LIMITS.chapterTitle, '章标题', '请输入章标题'), articles: text(RULE_LIMITS.articles, '条文', '每章至少一条条文') }), { error: '请至少保留一章' })
    .min(1, '请至少保留一章')
    .max(RULE_LIMITS.chapters, `最多 ${RULE_LIMITS.chapters} 章`),
});
export type RuleFormValues = z.input<typeof ruleFormSchema>;
export type RuleForm = z.output<typeof ruleFormSchema>;

const ruleCodes = PLATFORM_RULES.map((r) => r.code) as [string, ...string[]];

/** publishRule: the rule named by its page, with its new text. */
export const publishRuleSchema = z.object({ code: z.enum(ruleCodes, { error: '规则不存在' }), form: ruleFormSchema });

/** The chapters as stored and shown. */
export const chaptersOf = (form: RuleForm): RuleChapter[] => form.chapters.map((c) => ({ title: c.title, articles: articlesOf(c.articles) }));

/** A rule as the form edits it. */
export const ruleFormValues = (rule: PlatformRule): RuleFormValues => ({
  title: rule.title,
  summary: rule.summary,
  version: rule.version,
  effectiveFrom: rule.effectiveFrom,
  chapters: rule.chapters.map((c) => ({ title: c.title, articles: c.articles.join('\n') })),
});
