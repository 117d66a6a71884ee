import 'server-only';
import { auditFieldLabel } from '@/lib/operators/audit-fields';
import type { AuditValue } from './schema';

const show = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? '是' : '否') : JSON.stringify(value));

/** A field an action changed: its value before and after, — where it had none. */
export interface FieldChange {
  /** The recorded key. */
  field: string;
  /** Its name in Chinese (lib/operators/audit-fields.ts). */
  label: string;
  before: string;
  after: string;
}

/** Each field that differs between an audit entry's before and after. */
export function changedFields(before: AuditValue, after: AuditValue): FieldChange[] {
  // In name order: jsonb keeps its own key order (shorter names first), not the one written.
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .filter((key) => show(before?.[key]) !== show(after?.[key]))
    .map((key) => ({ field: key, label: auditFieldLabel(key), before: before && key in before ? show(before[key]) : '—', after: after && key in after ? show(after[key]) : '—' }));
}

/** An audit entry's change in one line: each field that differs, `before → after`. */
export function describeChange(before: AuditValue, after: AuditValue): string {
  return changedFields(before, after)
    .map((c) => `${c.label}: ${c.before} → ${c.after}`)
    .join('；');
}
