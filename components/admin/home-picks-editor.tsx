'use client';

// A city's home recommendations in the console (docs/features.md, Operator console: home
// recommendations): each block as the home page shows it, pinned items first (move up or down, take off),
// then the automatic choice (pin one to keep it), and a field to pin any item by its id or page address.
// After each step the page is rendered again, so what it shows is the database's word.
import { useState } from 'react';
import { QueryProvider } from '@/components/query/query-provider';
import { controlClass } from '@/components/ui/form/field';
import type { HomePickKind } from '@/lib/home/picks';
import { orderHomePicks, pinHomeItem, unpinHomeItem } from '@/lib/home/picks-api';
import { StepError, useConsoleStep } from './use-console-step';

export interface HomeBlockLines {
  kind: HomePickKind;
  label: string;
  pinned: { id: number; ref: string; title: string | null; href: string | null }[];
  automatic: { ref: string; title: string; href: string }[];
  /** No room for another pin. */
  full: boolean;
}

interface Props {
  cityCode: string;
  cityName: string;
  blocks: HomeBlockLines[];
}

const button = 'h-8 rounded-card border px-3 text-meta disabled:opacity-50';
const PLACEHOLDER: Record<HomePickKind, string> = {
  solution: '方案详情页地址或方案编号',
  supplier: '服务商详情页地址或编号',
  case: '案例详情页地址或案例编号',
};

export function HomePicksEditor(props: Props) {
  return (
    <QueryProvider>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {props.blocks.map((block) => (
          <Block key={block.kind} cityCode={props.cityCode} cityName={props.cityName} block={block} />
        ))}
      </div>
    </QueryProvider>
  );
}

function Block({ cityCode, cityName, block }: { cityCode: string; cityName: string; block: HomeBlockLines }) {
  const step = useConsoleStep();
  const [item, setItem] = useState('');
  const ids = block.pinned.map((p) => p.id);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    step.run(() => orderHomePicks({ cityCode, kind: block.kind, ids: order }));
  };
  const pin = (text: string) => step.run(async () => {
    await pinHomeItem({ cityCode, kind: block.kind, item: text });
    setItem('');
  });
  const inputId = `pin-${block.kind}`;
  return (
    <section aria-labelledby={`${block.kind}-title`} className="min-w-0 rounded-card bg-white p-4 shadow-card" data-testid={`home-block-${block.kind}`}>
      <h2 id={`${block.kind}-title`} className="font-semibold text-ink">
        {cityName}站 · {block.label}
      </h2>
      <ol className="mt-2 divide-y divide-line">
        {block.pinned.map((p, i) => (
          <li key={p.id} className="flex flex-wrap items-center gap-2 py-2" data-pinned={p.ref}>
            <span className="rounded bg-primary-soft px-1.5 text-meta text-primary-active">固定</span>
            <span className="min-w-0 flex-1 truncate">
              {p.title && p.href ? (
                <a href={p.href} target="_blank" rel="noreferrer" className="text-ink hover:text-primary-active">
                  {p.title}
                </a>
              ) : (
                <span className="text-ink-faint">已不存在（{p.ref}）</span>
              )}
            </span>
            <span className="flex gap-1">
              <button type="button" className={`${button} border-line-strong`} disabled={i === 0 || step.busy} onClick={() => move(i, -1)} aria-label={`上移 ${p.title ?? p.ref}`}>
                上移
              </button>
              <button type="button" className={`${button} border-line-strong`} disabled={i === ids.length - 1 || step.busy} onClick={() => move(i, 1)} aria-label={`下移 ${p.title ?? p.ref}`}>
                下移
              </button>
              <button type="button" className={`${button} border-line-strong text-price`} disabled={step.busy} onClick={() => step.run(() => unpinHomeItem({ id: p.id }))} aria-label={`取消固定 ${p.title ?? p.ref}`}>
                移除
              </button>
            </span>
          </li>
        ))}
        {block.automatic.map((a) => (
          <li key={a.ref} className="flex flex-wrap items-center gap-2 py-2" data-automatic={a.ref}>
            <span className="rounded bg-page px-1.5 text-meta text-ink-muted">自动</span>
            <a href={a.href} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate text-ink hover:text-primary-active">
              {a.title}
            </a>
            <button type="button" className={`${button} border-primary text-primary-active`} disabled={block.full || step.busy} onClick={() => pin(a.ref)} aria-label={`固定 ${a.title}`}>
              固定
            </button>
          </li>
        ))}
      </ol>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          pin(item);
        }}
      >
        <label htmlFor={inputId} className="grid min-w-0 flex-1 gap-1 text-meta text-ink-muted">
          <span>添加{block.label}</span>
          <input id={inputId} value={item} onChange={(e) => setItem(e.target.value)} maxLength={300} placeholder={PLACEHOLDER[block.kind]} className={`${controlClass} w-full`} />
        </label>
        <button type="submit" disabled={block.full || step.busy || item.trim() === ''} className={`${button} h-9 border-primary bg-primary-active px-4 text-white`}>
          固定到首页
        </button>
      </form>
      {block.full && <p className="mt-1 text-meta text-ink-faint">已固定满 {block.pinned.length} 项</p>}
      <StepError error={step.error} />
    </section>
  );
}
