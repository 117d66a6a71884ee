/** A form-level message above the submit button (a refusal not tied to one field). */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'info'; children?: string }) {
  if (!children) return null;
  const colours = tone === 'error' ? 'border-price/30 bg-price-soft text-price' : 'border-primary/30 bg-primary-soft text-primary-active';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-card border px-3 py-2 text-meta ${colours}`}>
      {children}
    </p>
  );
}
