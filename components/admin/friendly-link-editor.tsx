'use client';

// An editor's friendly links of one site (docs/features.md, Operator console: friendly links): add at
// the end, change, move up or down, delete. After each step the page is rendered again, so what it
// shows is the database's word.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { QueryProvider } from '@/components/query/query-provider';
import { StepError, useConsoleStep } from './use-console-step';
import { useStepUp } from './step-up';
import { deleteFriendlyLink, orderFriendlyLinks, saveFriendlyLink } from '@/lib/friendly-links/api';
import { friendlyLinkFormSchema, type FriendlyLinkForm, type FriendlyLinkRecord } from '@/lib/friendly-links/schemas';

interface Props {
  /** '' for the links every site shows. */
  cityCode: string;
  siteName: string;
  links: FriendlyLinkRecord[];
}

const button = 'h-8 rounded-card px-3 text-meta disabled:opacity-50';
const input = 'h-9 w-full rounded-card border border-line-strong px-2';

export function FriendlyLinkEditor(props: Props) {
  return (
    <QueryProvider>
      <Editor {...props} />
    </QueryProvider>
  );
}

function Editor({ cityCode, siteName, links }: Props) {
  // A deletion asks for the step-up SMS code (components/admin/step-up.tsx).
  const stepUp = useStepUp();
  const [editing, setEditing] = useState<FriendlyLinkRecord | null>(null);
  // A saved form starts afresh; a refused one keeps what the editor typed.
  const [saved, setSaved] = useState(0);
  const { run, busy, error } = useConsoleStep();
  const move = (index: number, by: -1 | 1) => {
    const ids = links.map((l) => l.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    run(() => orderFriendlyLinks({ cityCode, ids }));
  };
  const remove = (link: FriendlyLinkRecord) => {
    if (window.confirm(`确定删除友情链接「${link.linkName}」吗？`)) run(() => stepUp.run(() => deleteFriendlyLink({ id: link.id })));
  };
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="link-list-title" className="min-w-0 rounded-card bg-white p-4 shadow-card">
        <h2 id="link-list-title" className="font-semibold text-ink">{siteName}的友情链接（{links.length}）</h2>
        {links.length === 0 ? (
          <p className="mt-3 text-ink-faint">暂无友情链接</p>
        ) : (
          <ol className="mt-2 divide-y divide-line" data-testid="link-list">
            {links.map((link, i) => (
              <li key={link.id} className="flex flex-wrap items-center gap-2 py-2" data-link={link.id}>
                <span className="w-6 text-meta tabular-nums text-ink-faint">{i + 1}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{link.linkName}</span>
                  <span className="block truncate text-meta text-ink-muted">{link.linkUrl}</span>
                </span>
                <span className="flex gap-1">
                  <button type="button" className={`${button} border border-line-strong`} disabled={i === 0 || busy} onClick={() => move(i, -1)} aria-label={`上移 ${link.linkName}`}>
                    上移
                  </button>
                  <button type="button" className={`${button} border border-line-strong`} disabled={i === links.length - 1 || busy} onClick={() => move(i, 1)} aria-label={`下移 ${link.linkName}`}>
                    下移
                  </button>
                  <button type="button" className={`${button} border border-primary text-primary-active`} onClick={() => setEditing(link)} aria-label={`编辑 ${link.linkName}`}>
                    编辑
                  </button>
                  <button type="button" className={`${button} border border-line-strong text-price`} disabled={busy} onClick={() => remove(link)} aria-label={`删除 ${link.linkName}`}>
                    删除
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
        <StepError error={error} />
        {stepUp.dialog}
      </section>
      <LinkForm
        key={`${editing?.id ?? 'new'}-${saved}`}
        editing={editing}
        busy={busy}
        onCancel={() => setEditing(null)}
        onSave={(form) =>
          run(async () => {
            await saveFriendlyLink({ ...form, cityCode, ...(editing ? { id: editing.id } : {}) });
            setEditing(null);
            setSaved((n) => n + 1);
          })
        }
      />
    </div>
  );
}

interface FormProps {
  editing: FriendlyLinkRecord | null;
  busy: boolean;
  onSave: (form: FriendlyLinkForm) => void;
  onCancel: () => void;
}

function LinkForm({ editing, busy, onSave, onCancel }: FormProps) {
  const { register, handleSubmit, formState } = useForm<FriendlyLinkForm>({
    resolver: zodResolver(friendlyLinkFormSchema),
    defaultValues: { linkName: editing?.linkName ?? '', linkUrl: editing?.linkUrl ?? '' },
  });
  const { errors } = formState;
  return (
    <form
      aria-labelledby="link-form-title"
      className="h-fit rounded-card bg-white p-4 shadow-card"
      noValidate
      onSubmit={handleSubmit(onSave)}
    >
      <h2 id="link-form-title" className="font-semibold text-ink">{editing ? '编辑链接' : '添加链接'}</h2>
      <label className="mt-3 grid gap-1 text-meta">
        <span>链接名称</span>
        <input {...register('linkName')} className={input} aria-invalid={!!errors.linkName} />
        {errors.linkName && <span className="text-price">{errors.linkName.message}</span>}
      </label>
      <label className="mt-3 grid gap-1 text-meta">
        <span>链接地址</span>
        <input {...register('linkUrl')} inputMode="url" placeholder="https://" className={input} aria-invalid={!!errors.linkUrl} />
        {errors.linkUrl && <span className="text-price">{errors.linkUrl.message}</span>}
      </label>
      <div className="mt-4 flex gap-2">
        <button type="submit" disabled={busy} className={`${button} h-9 bg-primary-active px-4 text-white hover:bg-primary`}>
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
