import { changeOf, changeText } from '@/lib/market/rules';
import type { Compared } from '@/lib/market/types';

// One headline figure with its change against the previous period (docs/analytics.md "Figures").
export function FigureCard({ label, value, compared, note, testId }: { label: string; value: string; compared?: Compared; note?: string; testId?: string }) {
  const change = compared ? changeOf(compared.now, compared.before) : null;
  const tone = change === null ? 'text-ink-muted' : change >= 0 ? 'text-success' : 'text-price';
  return (
    <div className="rounded-card bg-white p-4 shadow-card" data-testid={testId}>
      <div className="text-meta text-ink-muted">{label}</div>
      <div className="mt-1 text-xl font-semibold tabular-nums text-ink">{value}</div>
      {compared && (
        <div className={`mt-1 text-meta tabular-nums ${tone}`}>
          较上期 {changeText(change)}
        </div>
      )}
      {note && <p className="mt-1 text-meta text-ink-muted">{note}</p>}
    </div>
  );
}
