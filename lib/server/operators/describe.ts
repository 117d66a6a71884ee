import 'server-only';
import type { AuditValue } from './schema';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** An audit entry's change in one line: each field that differs, `before → after`. */
export function describeChange(before: AuditValue, after: AuditValue): string {
  // In name order: jsonb keeps its own key order (shorter names first), not the one written.
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .filter((key) => show(before?.[key]) !== show(after?.[key]))
    .map((key) => `${key}: ${before && key in before ? show(before[key]) : '—'} → ${after && key in after ? show(after[key]) : '—'}`)
    .join('；');
}
