'use client';

// An editor's creatives of one ad slot (docs/features.md, Operator console: ads): the list with each
// creative's picture, link, schedule, cities, state, impressions and clicks; a form to add one or
// change one (picture uploaded as every upload is, schedule on China's clock, all cities or chosen
// ones, on or off, order). After each step the page is rendered again from the database.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { QueryProvider } from '@/components/query/query-provider';
import { StepError, useConsoleStep } from './use-console-step';
import { useStepUp } from './step-up';
import { StaticImage } from '@/components/ui/static-image';
import { deleteAdCreative, saveAdCreative } from '@/lib/ads/admin-api';
import { uploadAdImageCall } from '@/lib/ads/admin-contracts';
import { adCreativeFormSchema, type AdCreativeForm } from '@/lib/ads/admin-schemas';
import { AD_STATUS_LABELS, type AdStatus } from '@/lib/ads/status';
import { AD_HEIGHT, AD_WIDTH } from '@/lib/ads/display';
import { uploadFile } from '@/lib/files/api';
import { checkPickedFiles } from '@/lib/files/rules';
import type { UploadedFile } from '@/lib/files/types';
import { CityChooser, type TargetCity } from './city-chooser';

export interface CreativeLine {
  id: number;
  title: string;
  srcImg: string;
  href: string;
  /** datetime-local values on China's clock; '' for no bound. */
  startsAt: string;
  endsAt: string;
  cityCodes: string[] | null;
  cityNames: string[] | null;
  enabled: boolean;
  sort: number;
  status: AdStatus;
  impressions: number;
  clicks: number;
}

interface Props {
  slotCode: string;
  cities: TargetCity[];
  creatives: CreativeLine[];
}

const button = 'h-8 rounded-card px-3 text-meta disabled:opacity-50';
const input = 'h-9 w-full rounded-card border border-line-strong px-2';
const STATUS_TONES: Record<AdStatus, string> = { running: 'bg-success-soft text-success', scheduled: 'bg-primary-soft text-primary-active', over: 'bg-info-soft text-info', off: 'bg-info-soft text-ink-muted' };
const when = (local: string) => local.replace('T', ' ') || '不限';

export function AdCreativeEditor(props: Props) {
  return (
    <QueryProvider>
      <Editor {...props} />
    </QueryProvider>
  );
}

function Editor({ slotCode, cities, creatives }: Props) {
  // A deletion asks for the step-up SMS code (components/admin/step-up.tsx).
  const stepUp = useStepUp();
  const [editing, setEditing] = useState<CreativeLine | null>(null);
  const [saved, setSaved] = useState(0);
  const { run, busy, error } = useConsoleStep();
  const remove = (line: CreativeLine) => {
    if (window.confirm(`确定删除广告「${line.title}」吗？`)) run(() => stepUp.run(() => deleteAdCreative({ id: line.id })));
  };
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="creative-list-title" className="min-w-0 rounded-card bg-white p-4 shadow-card">
        <h2 id="creative-list-title" className="font-semibold text-ink">该广告位的广告（{creatives.length}）</h2>
        {creatives.length === 0 ? (
          <p className="mt-3 text-ink-faint">暂无广告</p>
        ) : (
          <ul className="mt-2 divide-y divide-line" data-testid="creative-list">
            {creatives.map((line) => (
              <li key={line.id} className="flex flex-wrap gap-3 py-3" data-creative={line.id}>
                <StaticImage src={line.srcImg} alt={line.title} width={AD_WIDTH} height={AD_HEIGHT} className="aspect-[340/136] h-auto w-full shrink-0 rounded object-cover sm:w-40" />
                <div className="min-w-0 flex-1 basis-48 text-meta">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-ink">{line.title}</span>
                    <span className={`rounded px-1.5 ${STATUS_TONES[line.status]}`} data-testid="creative-status">{AD_STATUS_LABELS[line.status]}</span>
                  </p>
                  <p className="truncate text-ink-muted">链接：{line.href}</p>
                  <p className="text-ink-muted">时间：{when(line.startsAt)} 至 {when(line.endsAt)}</p>
                  <p className="text-ink-muted">城市：{line.cityNames ? line.cityNames.join('、') : '所有城市'} · 排序 {line.sort}</p>
                  <p className="tabular-nums text-ink">
                    曝光 <span data-testid="creative-impressions">{line.impressions}</span> · 点击 <span data-testid="creative-clicks">{line.clicks}</span>
                  </p>
                </div>
                <span className="flex h-fit gap-1">
                  <button type="button" className={`${button} border border-primary text-primary-active`} onClick={() => setEditing(line)} aria-label={`编辑 ${line.title}`}>
                    编辑
                  </button>
                  <button type="button" className={`${button} border border-line-strong text-price`} disabled={busy} onClick={() => remove(line)} aria-label={`删除 ${line.title}`}>
                    删除
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <StepError error={error} />
        {stepUp.dialog}
      </section>
      <CreativeForm
        key={`${editing?.id ?? 'new'}-${saved}`}
        editing={editing}
        cities={cities}
        busy={busy}
        onCancel={() => setEditing(null)}
        onSave={(form, image) =>
          run(async () => {
            await saveAdCreative({ ...form, slotCode, image: image && { fileId: image.fileId, fileKey: image.fileKey }, ...(editing ? { id: editing.id } : {}) });
            setEditing(null);
            setSaved((n) => n + 1);
          })
        }
      />
    </div>
  );
}

interface FormProps {
  editing: CreativeLine | null;
  cities: TargetCity[];
  busy: boolean;
  onSave: (form: AdCreativeForm, image: UploadedFile | null) => void;
  onCancel: () => void;
}

function CreativeForm({ editing, cities, busy, onSave, onCancel }: FormProps) {
  const { register, handleSubmit, control, formState } = useForm<z.input<typeof adCreativeFormSchema>, unknown, AdCreativeForm>({
    resolver: zodResolver(adCreativeFormSchema),
    defaultValues: {
      title: editing?.title ?? '',
      href: editing?.href ?? '',
      startsAt: editing?.startsAt ?? '',
      endsAt: editing?.endsAt ?? '',
      allCities: editing ? editing.cityCodes === null : true,
      cityCodes: editing?.cityCodes ?? [],
      enabled: editing?.enabled ?? true,
      sort: editing?.sort ?? 0,
    },
  });
  const [image, setImage] = useState<UploadedFile | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const allCities = useWatch({ control, name: 'allCities' });
  const { errors } = formState;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkPickedFiles('image', [file], 0);
    setImageError(refused);
    if (refused) return;
    setUploading(true);
    try {
      setImage(await uploadFile(file, 'image', undefined, uploadAdImageCall));
    } catch (err) {
      setImageError(err instanceof Error ? err.message : '上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };
  const preview = image?.fileUrl ?? editing?.srcImg;
  return (
    <form
      aria-labelledby="creative-form-title"
      className="h-fit rounded-card bg-white p-4 shadow-card"
      noValidate
      onSubmit={handleSubmit((form) => {
        if (!editing && !image) setImageError('请上传广告图片');
        else onSave(form, image);
      })}
    >
      <h2 id="creative-form-title" className="font-semibold text-ink">{editing ? '编辑广告' : '添加广告'}</h2>
      <label className="mt-3 grid gap-1 text-meta">
        <span>广告标题（图片的替代文字）</span>
        <input {...register('title')} className={input} aria-invalid={!!errors.title} />
        {errors.title && <span className="text-price">{errors.title.message}</span>}
      </label>
      <div className="mt-3 grid gap-1 text-meta">
        <label htmlFor="creative-image">广告图片（jpg/png/gif，2M 以内，建议 680×272）</label>
        {preview && <StaticImage src={preview} alt="" width={AD_WIDTH} height={AD_HEIGHT} className="aspect-[340/136] h-auto w-full rounded object-cover" />}
        <input id="creative-image" type="file" accept=".jpg,.jpeg,.png,.gif" onChange={(e) => void pick(e.target.files?.[0])} className="text-meta" />
        {uploading && <span className="text-ink-muted">上传中…</span>}
        {imageError && <span className="text-price">{imageError}</span>}
      </div>
      <label className="mt-3 grid gap-1 text-meta">
        <span>链接地址</span>
        <input {...register('href')} placeholder="https:// 或 /本站页面" className={input} aria-invalid={!!errors.href} />
        {errors.href && <span className="text-price">{errors.href.message}</span>}
      </label>
      <div className="mt-3 grid gap-3">
        <label className="grid gap-1 text-meta">
          <span>开始时间（北京时间，可不填）</span>
          <input type="datetime-local" {...register('startsAt')} className={input} />
          {errors.startsAt && <span className="text-price">{errors.startsAt.message}</span>}
        </label>
        <label className="grid gap-1 text-meta">
          <span>结束时间（北京时间，可不填）</span>
          <input type="datetime-local" {...register('endsAt')} className={input} aria-invalid={!!errors.endsAt} />
          {errors.endsAt && <span className="text-price">{errors.endsAt.message}</span>}
        </label>
      </div>
      <fieldset className="mt-3 grid gap-2 text-meta">
        <legend className="mb-1">投放城市</legend>
        <Controller
          control={control}
          name="allCities"
          render={({ field }) => (
            <span className="flex gap-4">
              <label className="flex items-center gap-1">
                <input type="radio" checked={field.value} onChange={() => field.onChange(true)} /> 所有城市
              </label>
              <label className="flex items-center gap-1">
                <input type="radio" checked={!field.value} onChange={() => field.onChange(false)} /> 指定城市
              </label>
            </span>
          )}
        />
        {!allCities && <Controller control={control} name="cityCodes" render={({ field }) => <CityChooser cities={cities} value={field.value} onChange={field.onChange} />} />}
        {errors.cityCodes && <span className="text-price">{errors.cityCodes.message}</span>}
      </fieldset>
      <div className="mt-3 flex flex-wrap items-end gap-4 text-meta">
        <label className="flex items-center gap-1">
          <input type="checkbox" {...register('enabled')} /> 启用
        </label>
        <label className="grid gap-1">
          <span>排序（小的在前）</span>
          <input type="number" {...register('sort')} className={`${input} w-24`} aria-invalid={!!errors.sort} />
        </label>
        {errors.sort && <span className="text-price">{errors.sort.message}</span>}
      </div>
      <div className="mt-4 flex gap-2">
        <button type="submit" disabled={busy || uploading} className={`${button} h-9 bg-primary-active px-4 text-white hover:bg-primary`}>
          {editing ? '保存' : '添加'}
        </button>
        {editing && (
          <button type="button" onClick={onCancel} className={`${button} h-9 border border-line-strong`}>
            取消
          </button>
        )}
      </div>
    </form>
  );
}
