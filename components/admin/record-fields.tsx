import type { ReactNode } from 'react';

/** A record's fields as label and value pairs, in a card (the console's detail pages). */
export function RecordFields({ fields, testId }: { fields: [string, ReactNode][]; testId?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-card bg-white p-4 shadow-card sm:grid-cols-[8rem_1fr]" data-testid={testId}>
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-meta text-ink-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
