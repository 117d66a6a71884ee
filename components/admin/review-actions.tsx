'use client';

// A reviewer's actions on a waiting scheme or activation (docs/features.md, Operator console): claim it
// (locked for them while they work), approve, or reject with the reason its submitter reads. The page
// is rendered again after each step, so what it shows is the database's word.
import { useState } from 'react';
import { QueryProvider } from '@/components/query/query-provider';
import { StepError, useConsoleStep } from './use-console-step';
import { decideActivation } from '@/lib/activation/review-api';
import { claimReview, decideScheme } from '@/lib/operators/api';
import { REJECT_NOTE_MAX } from '@/lib/operators/contracts';

/** What is reviewed, how the page names it (方案, 申请) and who reads a rejection's reason. */
const ITEMS = {
  scheme: { noun: '方案', reader: '供应商', decide: decideScheme },
  activation: { noun: '申请', reader: '申请人', decide: decideActivation },
} as const;

interface Props {
  type: keyof typeof ITEMS;
  id: number;
  /** The reviewer holding the claim, if anyone; `mine` when it is the one viewing. */
  holder: { userName: string; mine: boolean } | null;
}

const button = 'h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60';

export function ReviewActions(props: Props) {
  return (
    <QueryProvider>
      <Actions {...props} />
    </QueryProvider>
  );
}

function Actions({ type, id, holder }: Props) {
  const { noun, reader, decide } = ITEMS[type];
  const [note, setNote] = useState('');
  const { run, busy, error } = useConsoleStep();
  const heldByOther = holder !== null && !holder.mine;
  return (
    <section aria-labelledby="review-title" className="mt-4 rounded-card border border-line bg-white p-5 shadow-card" data-testid="review-actions">
      <h2 id="review-title" className="text-[16px] font-semibold">审核</h2>
      <p className="mt-1 text-meta text-ink-muted" data-testid="claim-state">
        {holder ? (holder.mine ? `您已认领此${noun}，15 分钟无操作将自动释放。` : `${holder.userName} 正在审核此${noun}。`) : '尚无人认领，认领后其他审核员不能同时处理。'}
      </p>
      {!holder?.mine && (
        <button type="button" disabled={busy || heldByOther} onClick={() => run(() => claimReview({ type, id }))} className={`${button} mt-3 border border-primary text-primary-active`}>
          认领
        </button>
      )}
      {holder?.mine && (
        <div className="mt-3 grid gap-3">
          <button type="button" disabled={busy} onClick={() => run(() => decide({ id, decision: 'approved' }))} className={`${button} w-fit bg-primary-active text-white hover:bg-primary`}>
            审核通过
          </button>
          <label className="grid gap-1 text-meta">
            <span>驳回原因（{reader}将在用户中心和站内信中看到）</span>
            <textarea value={note} maxLength={REJECT_NOTE_MAX} onChange={(e) => setNote(e.target.value)} rows={3} className="rounded-card border border-line-strong p-2" />
          </label>
          <button type="button" disabled={busy || !note.trim()} onClick={() => run(() => decide({ id, decision: 'rejected', note }))} className={`${button} w-fit border border-line-strong text-ink`}>
            驳回
          </button>
        </div>
      )}
      <StepError error={error} />
    </section>
  );
}
