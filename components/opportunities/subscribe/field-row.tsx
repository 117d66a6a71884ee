import { useId, type ReactNode } from 'react';

/** One field of the dialog: its label (with how many may be picked) beside the choices, a named group. */
export function FieldRow({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid gap-x-4 gap-y-2 border-b border-line py-4 last:border-b-0 sm:grid-cols-[96px_minmax(0,1fr)]">
      <div id={id} className="flex items-baseline gap-2 sm:block sm:pt-1">
        <span className="font-medium text-ink">{label}</span>
        {hint && <span className="text-meta text-ink-faint sm:block">{hint}</span>}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
