'use client';

// The editor of one article (docs/features.md, Operator console "News"): its fields, then the actions its
// state allows. Every action saves the form first, so what is published is what the editor sees; the page
// is rendered again after each, so the state shown is the database's word.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { QueryProvider } from '@/components/query/query-provider';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { STATE_TONES } from './news-list';
import { RichTextEditor } from './rich-text-editor';
import { useStepUp } from './step-up';
import { formatDateTime } from '@/lib/format/date';
import { UPLOAD_RULES } from '@/lib/files/rules';
import { changeNewsState, deleteNewsArticle, saveNewsArticle, uploadNewsImage } from '@/lib/news/admin-api';
import { articleFormSchema, STATE_LABELS, SUMMARY_MAX, TITLE_MAX, type ArticleForm, type ShownState } from '@/lib/news/editor';
import { articleHref } from '@/lib/news/links';
import type { NewsColumn } from '@/lib/news/types';

export interface EditedArticle extends Omit<ArticleForm, 'id'> {
  id: number;
  state: ShownState;
  /** ISO time. */
  publishTime: string;
}

interface Props {
  columns: NewsColumn[];
  /** The article to edit; null for a new one. */
  article: EditedArticle | null;
}

type Step = { action: 'save' } | { action: 'publish' } | { action: 'unpublish' } | { action: 'schedule'; publishAt: string } | { action: 'delete' };

const field = 'w-full rounded-card border border-line-strong bg-white px-3 py-2 text-base';
const button = 'h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60';
const primary = `${button} bg-primary-active text-white hover:bg-primary`;
const secondary = `${button} border border-line-strong bg-white text-ink hover:text-primary-active`;

export function NewsEditor(props: Props) {
  return (
    <QueryProvider>
      <Editor {...props} />
    </QueryProvider>
  );
}

function Editor({ columns, article }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [coverUploading, setCoverUploading] = useState(false);
  const stepUp = useStepUp();
  const { register, handleSubmit, setValue, control, formState } = useForm({
    resolver: zodResolver(articleFormSchema),
    defaultValues: {
      title: article?.title ?? '',
      labelCode: article?.labelCode ?? columns[0]?.labelCode ?? '',
      summary: article?.summary ?? '',
      cover: article?.cover ?? '',
      bodyHtml: article?.bodyHtml ?? '',
    },
  });
  const cover = useWatch({ control, name: 'cover' });

  const step = useMutation({
    mutationFn: async ({ form, step: s }: { form: ArticleForm | null; step: Step }) => {
      // Deleting is sensitive: the step-up dialog asks for an SMS code when the server wants one, then retries.
      if (s.action === 'delete' || !form) return stepUp.run(() => deleteNewsArticle(article!.id)).then(() => 'deleted' as const);
      const { id } = await saveNewsArticle({ ...form, id: article?.id });
      if (s.action !== 'save') await changeNewsState(s.action === 'schedule' ? { id, action: 'schedule', publishAt: s.publishAt } : { id, action: s.action });
      return id;
    },
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: (result, { step: s }) => {
      if (result === 'deleted') return router.replace('/admin/news');
      setNotice({ save: '已保存', publish: '已发布', unpublish: '已下线', schedule: '已设置定时发布', delete: '' }[s.action]);
      if (article) router.refresh();
      else router.replace(`/admin/news/${result}`);
    },
    onError: (err) => setError(err instanceof Error ? err.message : '操作失败，请稍后重试'),
  });
  const busy = step.isPending || coverUploading;
  const run = (s: Step) => handleSubmit((form) => step.mutate({ form, step: s }))();

  async function pickCover(file: File | undefined) {
    if (!file) return;
    if (file.size > UPLOAD_RULES.image.maxBytes) return setError(UPLOAD_RULES.image.tooBig);
    setCoverUploading(true);
    setError(null);
    try {
      setValue('cover', await uploadNewsImage(file), { shouldValidate: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : '上传失败，请重试');
    } finally {
      setCoverUploading(false);
    }
  }

  function schedule() {
    const at = new Date(publishAt);
    if (!publishAt || Number.isNaN(at.getTime())) return setError('请选择发布时间');
    run({ action: 'schedule', publishAt: at.toISOString() });
  }

  function remove() {
    if (window.confirm('删除后不可恢复，确定删除这篇文章吗？')) step.mutate({ form: null, step: { action: 'delete' } });
  }

  const state = article?.state ?? 'draft';
  const live = state === 'published' || state === 'scheduled';
  const errors = formState.errors;
  return (
    <section className="site-container py-6" aria-labelledby="editor-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '资讯管理', href: '/admin/news' }, { label: article ? '编辑文章' : '写文章' }]} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 id="editor-title" className="text-xl font-semibold text-ink">{article ? '编辑文章' : '写文章'}</h1>
        <span data-testid="editor-state" className={`rounded px-1.5 py-0.5 text-meta ${STATE_TONES[state]}`}>
          {STATE_LABELS[state]}
          {live && article ? `（${state === 'scheduled' ? '将于' : ''}${formatDateTime(new Date(article.publishTime))}${state === 'scheduled' ? '发布' : ''}）` : ''}
        </span>
        {state === 'published' && article && (
          <Link href={articleHref(article.id)} target="_blank" className="text-meta text-primary-active hover:underline">
            查看前台页面
          </Link>
        )}
      </div>

      <form onSubmit={(e) => e.preventDefault()} className="mt-4 grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6" noValidate>
        <label className="grid gap-1">
          <span className="text-meta text-ink-muted">标题</span>
          <input {...register('title')} maxLength={TITLE_MAX} className={field} aria-invalid={Boolean(errors.title)} />
          {errors.title && <span className="text-meta text-price">{errors.title.message}</span>}
        </label>
        <label className="grid gap-1 sm:max-w-xs">
          <span className="text-meta text-ink-muted">栏目</span>
          <select {...register('labelCode')} className={field}>
            {columns.map((c) => (
              <option key={c.labelCode} value={c.labelCode}>
                {c.labelName}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="text-meta text-ink-muted">摘要（列表与 RSS 中显示）</span>
          <textarea {...register('summary')} maxLength={SUMMARY_MAX} rows={3} className={field} aria-invalid={Boolean(errors.summary)} />
          {errors.summary && <span className="text-meta text-price">{errors.summary.message}</span>}
        </label>
        <div className="grid gap-1">
          <span className="text-meta text-ink-muted" id="cover-label">封面图片（jpg/png/gif，不超过 2M）</span>
          <div className="flex flex-wrap items-center gap-3">
            {cover ? (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture shown as stored
              <img src={cover} alt="封面预览" className="h-24 w-40 rounded border border-line object-cover" />
            ) : (
              <span className="flex h-24 w-40 items-center justify-center rounded border border-dashed border-line-strong text-meta text-ink-faint">暂无封面</span>
            )}
            <label className={`${secondary} inline-flex cursor-pointer items-center`}>
              {coverUploading ? '上传中…' : cover ? '更换封面' : '上传封面'}
              <input type="file" accept=".jpg,.jpeg,.png,.gif" className="sr-only" aria-labelledby="cover-label" data-testid="cover-input" onChange={(e) => void pickCover(e.target.files?.[0])} />
            </label>
          </div>
          {errors.cover && <span className="text-meta text-price">{errors.cover.message}</span>}
        </div>
        <div className="grid gap-1">
          <span className="text-meta text-ink-muted">正文</span>
          <RichTextEditor initialHtml={article?.bodyHtml ?? ''} onChange={(html) => setValue('bodyHtml', html)} onError={setError} />
        </div>
      </form>

      <div className="mt-4 grid gap-3 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="editor-actions">
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => run({ action: 'save' })} className={state === 'published' ? primary : secondary}>
            {state === 'published' ? '保存修改' : '保存草稿'}
          </button>
          {state !== 'published' && (
            <button type="button" disabled={busy} onClick={() => run({ action: 'publish' })} className={primary}>
              {state === 'scheduled' ? '立即发布' : '发布'}
            </button>
          )}
          {live && (
            <button type="button" disabled={busy} onClick={() => run({ action: 'unpublish' })} className={secondary}>
              下线
            </button>
          )}
          {article && (
            <button type="button" disabled={busy} onClick={remove} className={`${button} border border-price/40 bg-white text-price hover:bg-price-soft`}>
              删除
            </button>
          )}
        </div>
        {state !== 'published' && (
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-meta text-ink-muted">
              定时发布时间
              <input type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} className="h-9 rounded-card border border-line-strong px-2 text-meta" />
            </label>
            <button type="button" disabled={busy} onClick={schedule} className={secondary}>
              定时发布
            </button>
          </div>
        )}
        {notice && (
          <p role="status" className="text-meta text-success">
            {notice}
          </p>
        )}
        {error && (
          <p role="alert" className="text-meta text-price">
            {error}
          </p>
        )}
      </div>
      {stepUp.dialog}
    </section>
  );
}
