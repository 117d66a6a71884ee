'use client';

// The editor's activity form (docs/features.md, Operator console): every field the public pages show,
// checked on blur by the schema the server checks again; the cover goes to the portal's file storage
// like every upload and is claimed when the activity is saved.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { QueryProvider } from '@/components/query/query-provider';
import { controlClass, Field, inputClass, invalidProps, textareaClass } from '@/components/ui/form/field';
import { ACTIVITY_LIMITS, activityFormSchema, type ActivityForm as Parsed, type ActivityFormValues } from '@/lib/activities/admin-schemas';
import { saveActivity } from '@/lib/activities/console-api';
import { ACTIVITY_TYPES } from '@/lib/activities/options';
import { uploadFile } from '@/lib/files/api';
import { checkPickedFiles } from '@/lib/files/rules';
import type { FileRecord } from '@/lib/schemes/schemas';

interface Props {
  /** null: a new activity. */
  id: number | null;
  values: ActivityFormValues;
  cities: { code: string; name: string }[];
}

export function ActivityForm(props: Props) {
  return (
    <QueryProvider>
      <Form {...props} />
    </QueryProvider>
  );
}

/** The cover: a preview with 移除, or a picker that uploads one picture (jpg, png, gif, at most 2 MB). */
function CoverField({ id, value, onChange }: { id: string; value: FileRecord | null; onChange: (v: FileRecord | null) => void }) {
  const [state, setState] = useState<{ percent: number | null; error: string }>({ percent: null, error: '' });
  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = checkPickedFiles('image', [file], 0);
    if (problem) return setState({ percent: null, error: problem });
    setState({ percent: 0, error: '' });
    try {
      const up = await uploadFile(file, 'image', (percent) => setState({ percent, error: '' }));
      onChange({ fileOrigName: up.origFileName, fileId: up.fileId, fileName: up.fileKey, fileUrl: up.fileUrl });
      setState({ percent: null, error: '' });
    } catch (err) {
      setState({ percent: null, error: err instanceof Error ? err.message : '上传失败，请重试' });
    }
  }
  return (
    <div className="grid gap-2">
      {value && (
        <div className="flex items-center gap-3">
          {/* The editor's own upload, served by the app with its stored type. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={value.fileUrl} alt="活动封面" width={180} height={60} className="aspect-[3/1] w-44 rounded-card border border-line object-cover" data-testid="cover-preview" />
          <button type="button" onClick={() => onChange(null)} className="text-meta text-ink-muted hover:text-price">
            移除封面
          </button>
        </div>
      )}
      <input id={id} type="file" accept=".jpg,.png,.gif" onChange={(e) => void pick(e.target.files?.[0])} className="text-meta" />
      {state.percent !== null && <p className="text-meta text-ink-faint">上传中 {state.percent}%</p>}
      {state.error && (
        <p role="alert" className="text-meta text-price">
          {state.error}
        </p>
      )}
    </div>
  );
}

function Form({ id, values, cities }: Props) {
  const router = useRouter();
  const form = useForm<ActivityFormValues, unknown, Parsed>({ resolver: zodResolver(activityFormSchema), mode: 'onBlur', defaultValues: values });
  const { register, control, formState } = form;
  const online = useWatch({ control, name: 'online' });
  const save = useMutation({
    mutationFn: (parsed: Parsed) => saveActivity({ id, form: parsed }),
    onSuccess: ({ id: saved }) => {
      if (id === null) router.push(`/admin/activities/${saved}`);
      else router.refresh();
    },
  });
  const err = (name: FieldPath<ActivityFormValues>) => formState.errors[name as keyof typeof formState.errors]?.message as string | undefined;
  const text = (name: FieldPath<ActivityFormValues>, max: number, opts: { type?: string; placeholder?: string } = {}) => (
    <input id={name} type={opts.type ?? 'text'} maxLength={max} placeholder={opts.placeholder} className={inputClass} {...invalidProps(name, err(name))} {...register(name)} />
  );
  const lines = (name: FieldPath<ActivityFormValues>, placeholder: string) => (
    <textarea id={name} rows={4} maxLength={ACTIVITY_LIMITS.lines} placeholder={placeholder} className={textareaClass} {...invalidProps(name, err(name))} {...register(name)} />
  );
  return (
    <form onSubmit={form.handleSubmit((parsed) => save.mutate(parsed))} noValidate className="mt-4 grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="activity-form">
      <Field label="活动标题" htmlFor="title" required error={err('title')}>
        {text('title', ACTIVITY_LIMITS.title)}
      </Field>
      <Field label="活动类型" htmlFor="type" required error={err('type')}>
        <select id="type" className={`${controlClass} w-40`} {...register('type', { valueAsNumber: true })}>
          {ACTIVITY_TYPES.map((t) => (
            <option key={t.type} value={t.type}>
              {t.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="活动简介" htmlFor="summary" required error={err('summary')} help="列表与详情页标题下的一句话介绍">
        <textarea id="summary" rows={2} maxLength={ACTIVITY_LIMITS.summary} className={textareaClass} {...invalidProps('summary', err('summary'))} {...register('summary')} />
      </Field>
      <Field label="封面图片" htmlFor="cover" error={err('cover')} help="jpg、png 或 gif，不超过 2M；详情页顶部按 3:1 显示">
        <Controller control={control} name="cover" render={({ field }) => <CoverField id="cover" value={field.value ?? null} onChange={field.onChange} />} />
      </Field>
      <Field label="开始时间" htmlFor="startTime" required error={err('startTime')} help="北京时间">
        {text('startTime', 16, { type: 'datetime-local' })}
      </Field>
      <Field label="结束时间" htmlFor="endTime" required error={err('endTime')}>
        {text('endTime', 16, { type: 'datetime-local' })}
      </Field>
      <Field label="报名截止" htmlFor="signUpDeadline" required error={err('signUpDeadline')}>
        {text('signUpDeadline', 16, { type: 'datetime-local' })}
      </Field>
      <Field label="所在城市" htmlFor="cityCode" required error={err('cityCode')}>
        <select id="cityCode" className={`${controlClass} w-full sm:w-60`} {...invalidProps('cityCode', err('cityCode'))} {...register('cityCode')}>
          <option value="">请选择</option>
          {cities.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="参会方式" htmlFor="online">
        <label className="flex items-center gap-2 pt-1.5">
          <input id="online" type="checkbox" {...register('online')} /> 线上活动（报名成功后可见会议链接）
        </label>
      </Field>
      {online ? (
        <Field label="会议链接" htmlFor="onlineLink" required error={err('onlineLink')}>
          {text('onlineLink', ACTIVITY_LIMITS.link, { placeholder: 'https://' })}
        </Field>
      ) : (
        <Field label="活动地点" htmlFor="place" required error={err('place')}>
          {text('place', ACTIVITY_LIMITS.place)}
        </Field>
      )}
      <Field label="名额" htmlFor="quota" required error={err('quota')}>
        <input id="quota" type="number" min={1} max={ACTIVITY_LIMITS.quota} className={`${controlClass} w-32`} {...invalidProps('quota', err('quota'))} {...register('quota')} />
      </Field>
      <Field label="主办单位" htmlFor="organiser" required error={err('organiser')}>
        {text('organiser', ACTIVITY_LIMITS.organiser)}
      </Field>
      <Field label="活动介绍" htmlFor="intro" required error={err('intro')} help="每行一段">
        {lines('intro', '每行一段')}
      </Field>
      <Field label="活动议程" htmlFor="agenda" required error={err('agenda')} help="每行一项：时间|内容，例如 09:30-10:00|签到与开场">
        {lines('agenda', '09:30-10:00|签到与开场')}
      </Field>
      <Field label="嘉宾/讲师" htmlFor="speakers" error={err('speakers')} help="每行一位：姓名|职务；可不填">
        {lines('speakers', '张三|某某公司技术总监')}
      </Field>
      <Field label="报名表" htmlFor="allowBlank">
        <label className="flex items-center gap-2 pt-1.5">
          <input id="allowBlank" type="checkbox" {...register('allowBlank')} /> 选填项允许留空（不勾选时留空的选填项记为“-”）
        </label>
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:pl-[10.25rem]">
        <button type="submit" disabled={save.isPending} className="h-9 rounded-card bg-primary-active px-5 text-meta font-medium text-white hover:bg-primary disabled:opacity-60">
          {id === null ? '创建活动' : '保存修改'}
        </button>
        {save.isSuccess && id !== null && (
          <p role="status" className="text-meta text-success">
            已保存
          </p>
        )}
        {save.error && (
          <p role="alert" className="text-meta text-price">
            {save.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
