'use client';

// The console's expert profiles (docs/features.md, Operator console): the experts of the consult dialog
// in its order, a form to add one or edit one, and a switch for immediate consultations. The page is
// rendered again after each save, so the list is the database's word.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/accounts/form-alert';
import { QueryProvider } from '@/components/query/query-provider';
import { Field, inputClass, textareaClass } from '@/components/ui/form/field';
import { Tag } from '@/components/ui/tag';
import { EXPERT_FIELD_MAX, EXPERT_SORT_MAX, expertFormSchema, type AdminExpert, type ExpertFormValues } from '@/lib/experts/admin';
import { saveExpert, setExpertImmediate } from '@/lib/experts/admin-api';
import { SENIOR_HONOR, expertLabels } from '@/lib/experts/schemas';

const button = 'h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60';
const BLANK: ExpertFormValues = { mobile: '', expertName: '', honor: SENIOR_HONOR, expertLabel: '', description: '', bigLogoUrl: '', immediate: true, sort: 0 };

const valuesOf = (e: AdminExpert): ExpertFormValues => ({ ...e, bigLogoUrl: e.bigLogoUrl ?? '' });
const messageOf = (err: unknown) => (err instanceof Error ? err.message : '操作失败，请稍后重试');

export function ExpertAdmin({ experts }: { experts: AdminExpert[] }) {
  return (
    <QueryProvider>
      <Experts experts={experts} />
    </QueryProvider>
  );
}

/** Which expert the form edits: none (closed), a new one, or an existing one. */
type Editing = null | 'new' | AdminExpert;

function Experts({ experts }: { experts: AdminExpert[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-meta text-ink-muted">咨询弹窗显示排序最靠前、且接受即时咨询的专家（排序数字小的在前）。</p>
        {editing === null && (
          <button type="button" onClick={() => setEditing('new')} className={`${button} shrink-0 bg-primary-active text-white hover:bg-primary`}>
            新增专家
          </button>
        )}
      </div>
      {editing !== null && <ExpertForm key={editing === 'new' ? 'new' : editing.id} expert={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <ul className="mt-4 grid gap-3" data-testid="expert-list">
        {experts.map((e) => (
          <ExpertLine key={e.id} expert={e} onEdit={() => setEditing(e)} />
        ))}
      </ul>
      {experts.length === 0 && <p className="mt-6 text-ink-faint">暂无专家</p>}
    </>
  );
}

function ExpertLine({ expert, onEdit }: { expert: AdminExpert; onEdit(): void }) {
  const router = useRouter();
  const toggle = useMutation({
    mutationFn: () => setExpertImmediate({ id: expert.id, immediate: !expert.immediate }),
    onSuccess: () => router.refresh(),
  });
  return (
    <li className="flex flex-wrap gap-3 rounded-card border border-line bg-white p-4 shadow-card" data-expert={expert.id}>
      {expert.bigLogoUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a small avatar, as the dialog shows it
        <img src={expert.bigLogoUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full" />
      )}
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{expert.expertName}</span>
          <span className="text-meta text-ink-faint">{expert.honor}</span>
          {expert.immediate ? <Tag tone="success">接受即时咨询</Tag> : <Tag tone="info">暂停即时咨询</Tag>}
        </p>
        <p className="mt-1 flex flex-wrap gap-1">
          {expertLabels(expert.expertLabel).map((label) => (
            <Tag key={label}>{label}</Tag>
          ))}
        </p>
        <p className="mt-1.5 break-words text-meta leading-relaxed text-ink-muted">{expert.description}</p>
        <p className="mt-1 text-meta tabular-nums text-ink-faint">
          手机号 {expert.mobile} · 排序 {expert.sort}
        </p>
        {toggle.error && (
          <p role="alert" className="mt-1 text-meta text-price">
            {messageOf(toggle.error)}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-start gap-2">
        <button type="button" onClick={onEdit} className={`${button} border border-line-strong text-ink`}>
          编辑
        </button>
        <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate()} className={`${button} border border-primary text-primary-active`}>
          {expert.immediate ? '关闭即时咨询' : '开启即时咨询'}
        </button>
      </div>
    </li>
  );
}

function ExpertForm({ expert, onDone }: { expert: AdminExpert | null; onDone(): void }) {
  const id = useId();
  const router = useRouter();
  const [alert, setAlert] = useState<string | undefined>();
  const form = useForm<ExpertFormValues>({ resolver: zodResolver(expertFormSchema), defaultValues: expert ? valuesOf(expert) : BLANK });
  const save = useMutation({
    mutationFn: (values: ExpertFormValues) => {
      const parsed = expertFormSchema.parse(values);
      const { mobile, ...fields } = parsed;
      return saveExpert(expert ? { mode: 'edit', id: expert.id, ...fields } : { mode: 'create', mobile, ...fields });
    },
    onMutate: () => setAlert(undefined),
    onSuccess: () => {
      onDone();
      router.refresh();
    },
    onError: (err) => setAlert(messageOf(err)),
  });
  const errors = form.formState.errors;
  const field = (name: keyof ExpertFormValues) => ({ id: `${id}-${name}`, 'aria-invalid': errors[name] ? true : undefined });
  return (
    <form
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      noValidate
      aria-label={expert ? `编辑专家 ${expert.expertName}` : '新增专家'}
      className="mt-4 grid gap-3 rounded-card border border-line bg-white p-5 shadow-card"
    >
      <h2 className="text-[16px] font-semibold">{expert ? `编辑专家：${expert.expertName}` : '新增专家'}</h2>
      <Field label="手机号" htmlFor={`${id}-mobile`} required={!expert} help={expert ? '专家的账号，创建后不能更改' : '专家的账号（未注册的手机号将自动注册），咨询将发送到该账号的站内信'} error={expert ? undefined : errors.mobile?.message}>
        <input {...form.register('mobile')} {...field('mobile')} inputMode="numeric" maxLength={11} readOnly={expert !== null} className={`${inputClass} read-only:bg-page`} />
      </Field>
      <Field label="专家姓名" htmlFor={`${id}-expertName`} required error={errors.expertName?.message}>
        <input {...form.register('expertName')} {...field('expertName')} maxLength={EXPERT_FIELD_MAX.expertName} className={inputClass} />
      </Field>
      <Field label="头衔" htmlFor={`${id}-honor`} required help={`“${SENIOR_HONOR}”在咨询弹窗中显示为徽标，其他头衔显示为文字`} error={errors.honor?.message}>
        <input {...form.register('honor')} {...field('honor')} maxLength={EXPERT_FIELD_MAX.honor} className={inputClass} />
      </Field>
      <Field label="擅长领域" htmlFor={`${id}-expertLabel`} required help="多个领域用“、”分隔，如：数字政府、一网通办" error={errors.expertLabel?.message}>
        <input {...form.register('expertLabel')} {...field('expertLabel')} maxLength={EXPERT_FIELD_MAX.expertLabel} className={inputClass} />
      </Field>
      <Field label="专家简介" htmlFor={`${id}-description`} required error={errors.description?.message}>
        <textarea {...form.register('description')} {...field('description')} rows={3} maxLength={EXPERT_FIELD_MAX.description} className={textareaClass} />
      </Field>
      <Field label="头像地址" htmlFor={`${id}-bigLogoUrl`} help="站内图片路径（如 /images/experts/expert-1.svg）或 https 地址，可不填" error={errors.bigLogoUrl?.message}>
        <input {...form.register('bigLogoUrl')} {...field('bigLogoUrl')} className={inputClass} />
      </Field>
      <Field label="排序" htmlFor={`${id}-sort`} required help={`0-${EXPERT_SORT_MAX}，数字小的在前`} error={errors.sort?.message}>
        <input {...form.register('sort')} {...field('sort')} inputMode="numeric" className={`${inputClass} sm:w-32`} />
      </Field>
      <label className="flex items-center gap-2 sm:ml-[10.25rem]">
        <input type="checkbox" {...form.register('immediate')} className="size-4" />
        接受即时咨询
      </label>
      <FormAlert>{alert}</FormAlert>
      <div className="flex gap-2 sm:ml-[10.25rem]">
        <button type="submit" disabled={save.isPending} className={`${button} bg-primary-active text-white hover:bg-primary`}>
          {save.isPending ? '保存中…' : '保存'}
        </button>
        <button type="button" onClick={onDone} className={`${button} border border-line-strong text-ink`}>
          取消
        </button>
      </div>
    </form>
  );
}
