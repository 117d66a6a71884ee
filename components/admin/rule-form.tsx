'use client';

// The editor's form of a rule (docs/features.md, Operator console): name, summary, version, effective
// date and the chapters, each a title and its articles one per line (the public page numbers them).
// Publishing dates the rule today; the public page shows it within the page cache's lifetime.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useFieldArray, useForm } from 'react-hook-form';
import { QueryProvider } from '@/components/query/query-provider';
import { Field, inputClass, invalidProps, textareaClass } from '@/components/ui/form/field';
import { publishRule } from '@/lib/rules-centre/api';
import { RULE_LIMITS, ruleFormSchema, type RuleForm as Parsed, type RuleFormValues } from '@/lib/rules-centre/schemas';
import { chineseNumber } from '@/lib/rules-centre/rules';

interface Props {
  code: string;
  values: RuleFormValues;
}

export function RuleForm(props: Props) {
  return (
    <QueryProvider>
      <Form {...props} />
    </QueryProvider>
  );
}

function Form({ code, values }: Props) {
  const router = useRouter();
  const form = useForm<RuleFormValues, unknown, Parsed>({ resolver: zodResolver(ruleFormSchema), mode: 'onBlur', defaultValues: values });
  const { register, control, formState } = form;
  const chapters = useFieldArray({ control, name: 'chapters' });
  const publish = useMutation({ mutationFn: (parsed: Parsed) => publishRule({ code, form: parsed }), onSuccess: () => router.refresh() });
  const errors = formState.errors;
  return (
    <form onSubmit={form.handleSubmit((parsed) => publish.mutate(parsed))} noValidate className="mt-4 grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="rule-form">
      <Field label="规则名称" htmlFor="title" required error={errors.title?.message}>
        <input id="title" maxLength={RULE_LIMITS.title} className={inputClass} {...invalidProps('title', errors.title?.message)} {...register('title')} />
      </Field>
      <Field label="规则摘要" htmlFor="summary" required error={errors.summary?.message}>
        <textarea id="summary" rows={2} maxLength={RULE_LIMITS.summary} className={textareaClass} {...invalidProps('summary', errors.summary?.message)} {...register('summary')} />
      </Field>
      <Field label="版本号" htmlFor="version" required error={errors.version?.message}>
        <input id="version" maxLength={RULE_LIMITS.version} className={`${inputClass} sm:w-40`} {...invalidProps('version', errors.version?.message)} {...register('version')} />
      </Field>
      <Field label="生效日期" htmlFor="effectiveFrom" required error={errors.effectiveFrom?.message} help="不早于今天；规则修改应提前七日公示">
        <input id="effectiveFrom" type="date" className={`${inputClass} sm:w-48`} {...invalidProps('effectiveFrom', errors.effectiveFrom?.message)} {...register('effectiveFrom')} />
      </Field>
      {chapters.fields.map((chapter, i) => {
        const titleId = `chapters.${i}.title` as const;
        const articlesId = `chapters.${i}.articles` as const;
        const chapterErrors = errors.chapters?.[i];
        return (
          <fieldset key={chapter.id} className="grid gap-3 rounded-card border border-line p-3 sm:p-4" data-testid="rule-chapter">
            <legend className="px-1 font-medium text-ink">第{chineseNumber(i + 1)}章</legend>
            <Field label="章标题" htmlFor={titleId} required error={chapterErrors?.title?.message}>
              <input id={titleId} maxLength={RULE_LIMITS.chapterTitle} className={inputClass} {...invalidProps(titleId, chapterErrors?.title?.message)} {...register(titleId)} />
            </Field>
            <Field label="条文" htmlFor={articlesId} required error={chapterErrors?.articles?.message} help="每行一条，条号自动编排">
              <textarea id={articlesId} rows={6} maxLength={RULE_LIMITS.articles} className={textareaClass} {...invalidProps(articlesId, chapterErrors?.articles?.message)} {...register(articlesId)} />
            </Field>
            <div className="flex justify-end">
              <button type="button" disabled={chapters.fields.length === 1} onClick={() => chapters.remove(i)} className="text-meta text-ink-muted hover:text-price disabled:opacity-50">
                删除本章
              </button>
            </div>
          </fieldset>
        );
      })}
      {errors.chapters?.root?.message && (
        <p role="alert" className="text-meta text-price">
          {errors.chapters.root.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" disabled={chapters.fields.length >= RULE_LIMITS.chapters} onClick={() => chapters.append({ title: '', articles: '' })} className="h-9 rounded-card border border-line-strong px-4 text-meta text-ink hover:text-primary-active disabled:opacity-60">
          添加一章
        </button>
        <button type="submit" disabled={publish.isPending} className="h-9 rounded-card bg-primary-active px-5 text-meta font-medium text-white hover:bg-primary disabled:opacity-60">
          发布修改
        </button>
        {publish.isSuccess && (
          <p role="status" className="text-meta text-success">
            已发布（{publish.data.publishedOn}）
          </p>
        )}
        {publish.error && (
          <p role="alert" className="text-meta text-price">
            {publish.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
