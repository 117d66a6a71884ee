'use client';

// A record's on/off switch and its deletion, as the console's edit pages show them under the form.
// Deleting is confirmed first and needs a fresh SMS code (step-up); after a switch the page is rendered
// again, so what it shows is the database's word; after a deletion the list opens.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { QueryProvider } from '@/components/query/query-provider';
import { useStepUp } from './step-up';

export interface RecordControlsProps {
  /** The section's heading, e.g. 显示与删除. */
  title: string;
  testId: string;
  stateTestId: string;
  /** What the switch's position means now. */
  state: string;
  switchLabel: string;
  onSwitch: () => Promise<unknown>;
  deleteLabel: string;
  /** The question window.confirm asks before the deletion. */
  confirmDelete: string;
  onDelete: () => Promise<unknown>;
  /** Where the console goes once the record is gone. */
  listHref: string;
}

const button = 'h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60';

export function RecordControls(props: RecordControlsProps) {
  return (
    <QueryProvider>
      <Controls {...props} />
    </QueryProvider>
  );
}

function Controls({ title, testId, stateTestId, state, switchLabel, onSwitch, deleteLabel, confirmDelete, onDelete, listHref }: RecordControlsProps) {
  const router = useRouter();
  const stepUp = useStepUp();
  const toggle = useMutation({ mutationFn: onSwitch, onSuccess: () => router.refresh() });
  const remove = useMutation({ mutationFn: () => stepUp.run(onDelete), onSuccess: () => router.push(listHref) });
  const error = toggle.error ?? remove.error;
  const busy = toggle.isPending || remove.isPending;
  return (
    <section aria-labelledby="controls-title" className="mt-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid={testId}>
      <h2 id="controls-title" className="font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-meta text-ink-muted" data-testid={stateTestId}>
        {state}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => toggle.mutate()} className={`${button} border border-primary text-primary-active hover:bg-primary-soft`}>
          {switchLabel}
        </button>
        <button type="button" disabled={busy} onClick={() => window.confirm(confirmDelete) && remove.mutate()} className={`${button} border border-line-strong text-price hover:bg-price-soft`}>
          {deleteLabel}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-meta text-price">
          {error.message}
        </p>
      )}
      {stepUp.dialog}
    </section>
  );
}
