'use client';

// One text field and the actions that take it (docs/features.md, Operator console: Support): a reply, a
// ban's reason, a report's decision.
import { useId, useState } from 'react';
import { QueryProvider } from '@/components/query/query-provider';
import { StepError, useConsoleStep } from './use-console-step';

export interface ReasonAction {
  label: string;
  run: (text: string) => Promise<unknown>;
  /** primary: the expected action; danger: a ban; plain: the rest. */
  tone?: 'primary' | 'danger' | 'plain';
}

interface Props {
  title: string;
  /** The field's label, saying who reads the text. */
  label: string;
  max: number;
  actions: ReasonAction[];
  /** The field's starting text (an internal note being edited). */
  initial?: string;
  /** An empty text is allowed (clearing a note). */
  optional?: boolean;
  testId?: string;
}

export const TONES = {
  primary: 'bg-primary-active text-white hover:bg-primary',
  danger: 'bg-price text-white hover:opacity-90',
  plain: 'border border-line-strong text-ink hover:text-primary-active',
};

export function ReasonActions(props: Props) {
  return (
    <QueryProvider>
      <ReasonForm {...props} />
    </QueryProvider>
  );
}

function ReasonForm({ title, label, max, actions, initial = '', optional = false, testId }: Props) {
  const field = useId();
  const [text, setText] = useState(initial);
  const step = useConsoleStep();
  const blocked = step.busy || (!optional && !text.trim());
  return (
    <section className="rounded-card border border-line bg-white p-4 shadow-card" data-testid={testId}>
      <h2 className="text-[16px] font-semibold">{title}</h2>
      <label htmlFor={field} className="mt-2 block text-meta text-ink-muted">
        {label}
      </label>
      <textarea id={field} value={text} maxLength={max} onChange={(e) => setText(e.target.value)} rows={3} className="mt-1 w-full rounded-card border border-line-strong p-2" />
      <div className="mt-2 flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={blocked}
            onClick={() => step.run(() => action.run(text.trim()))}
            className={`h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60 ${TONES[action.tone ?? 'plain']}`}
          >
            {action.label}
          </button>
        ))}
      </div>
      <StepError error={step.error} />
    </section>
  );
}
