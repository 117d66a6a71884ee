'use client';

// Support's actions on a suggestion or complaint (docs/features.md, Operator console: Support): the moves
// its status allows (lib/support/feedback-flow.ts, enforced again on the server), the internal note, and
// the reply the sender receives in the inbox.
import { QueryProvider } from '@/components/query/query-provider';
import { movesFrom } from '@/lib/support/feedback-flow';
import { handleFeedback } from '@/lib/support/api';
import { FEEDBACK_NOTE_MAX, FEEDBACK_REPLY_MAX } from '@/lib/support/contracts';
import type { FeedbackStatus } from '@/lib/support/types';
import { ReasonActions, TONES } from './reason-actions';
import { StepError, useConsoleStep } from './use-console-step';

const MOVE_LABELS: Partial<Record<FeedbackStatus, string>> = { in_progress: '开始处理', closed: '关闭' };

interface Props {
  id: number;
  status: FeedbackStatus;
  note: string;
  /** A logged-in sender, who can be answered in the inbox. */
  answerable: boolean;
}

export function FeedbackActions({ id, status, note, answerable }: Props) {
  return (
    <div className="grid gap-4">
      <QueryProvider>
        <Moves id={id} status={status} />
      </QueryProvider>
      {answerable && movesFrom(status).includes('answered') && (
        <ReasonActions
          title="回复用户"
          label="回复内容（用户将在站内信中看到）"
          max={FEEDBACK_REPLY_MAX}
          testId="feedback-reply"
          actions={[{ label: '发送回复', tone: 'primary', run: (reply) => handleFeedback({ id, status: 'answered', reply }) }]}
        />
      )}
      <ReasonActions
        title="内部备注"
        label="备注（仅运营人员可见）"
        max={FEEDBACK_NOTE_MAX}
        initial={note}
        optional
        testId="feedback-note"
        actions={[{ label: '保存备注', run: (text) => handleFeedback({ id, note: text }) }]}
      />
    </div>
  );
}

function Moves({ id, status }: { id: number; status: FeedbackStatus }) {
  const step = useConsoleStep();
  const moves = movesFrom(status).filter((to) => MOVE_LABELS[to]);
  if (!moves.length) return null;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <button key={to} type="button" disabled={step.busy} onClick={() => step.run(() => handleFeedback({ id, status: to }))} className={`h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60 ${TONES.plain}`}>
            {to === 'in_progress' && status !== 'new' ? '重新打开' : MOVE_LABELS[to]}
          </button>
        ))}
      </div>
      <StepError error={step.error} />
    </div>
  );
}
