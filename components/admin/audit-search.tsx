import Link from 'next/link';
import { ACTION_LABELS, RECORD_LABELS } from '@/components/admin/console-home';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { auditQuery, AUDIT_EXPORT_MAX, type AuditFilter } from '@/lib/operators/audit-filter';
import { ConsoleTable } from './console-table';

export interface AuditSearchLine {
  id: number;
  at: Date;
  actor: string;
  action: string;
  recordType: string;
  recordId: string;
  changes: { field: string; label: string; before: string; after: string }[];
}

interface AuditSearchProps {
  filter: AuditFilter;
  /** The form's values as the address gave them (kept in the form after a refusal). */
  values: Record<string, string | undefined>;
  error: string | null;
  lines: AuditSearchLine[];
  /** The last id of this page when there is an older one. */
  nextBefore: number | null;
}

const cell = 'border-b border-line px-3 py-2 align-top';
const input = 'mt-1 w-full rounded-card border border-line-strong px-2 py-1 text-base focus:border-primary focus:outline-none';

const FIELDS: { name: keyof AuditFilter; label: string; type?: string; list?: string; placeholder?: string }[] = [
  { name: 'actor', label: '操作人', placeholder: '手机号' },
  { name: 'action', label: '操作', list: 'audit-actions', placeholder: '如 operator.grant' },
  { name: 'recordType', label: '对象类型', list: 'audit-record-types', placeholder: '如 user' },
  { name: 'recordId', label: '对象编号' },
  { name: 'from', label: '开始日期', type: 'date' },
  { name: 'to', label: '结束日期', type: 'date' },
];

/** The audit trail's search: a GET form, the entries newest first with each change before → after, the export. */
export function AuditSearch({ filter, values, error, lines, nextBefore }: AuditSearchProps) {
  return (
    <section className="site-container py-6" aria-labelledby="audit-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '操作记录' }]} />
      <h1 id="audit-title" className="mt-3 text-xl font-semibold text-ink">操作记录</h1>
      <p className="mt-1 text-meta text-ink-muted">每一次运营操作都记录在此，只增不改。日期按北京时间，含首尾两天。</p>

      <form method="get" action="/admin/audit" className="mt-4 grid grid-cols-2 gap-3 rounded-card bg-white p-4 shadow-card sm:grid-cols-3 lg:grid-cols-6" role="search" aria-label="查询操作记录">
        {FIELDS.map((f) => (
          <label key={f.name} className="text-meta text-ink-muted">
            {f.label}
            <input name={f.name} type={f.type ?? 'text'} list={f.list} placeholder={f.placeholder} defaultValue={values[f.name] ?? ''} className={input} />
          </label>
        ))}
        <datalist id="audit-actions">
          {Object.entries(ACTION_LABELS).map(([code, label]) => (
            <option key={code} value={code}>{label}</option>
          ))}
        </datalist>
        <datalist id="audit-record-types">
          {Object.entries(RECORD_LABELS).map(([code, label]) => (
            <option key={code} value={code}>{label}</option>
          ))}
        </datalist>
        <div className="col-span-full flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-card bg-primary-active px-4 py-1.5 text-white hover:bg-primary">查询</button>
          <Link href="/admin/audit" className="text-meta text-ink-muted hover:text-primary-active">清空条件</Link>
          {!error && (
            <a href={`/api/admin/exportAudit${auditQuery(filter)}`} download className="ml-auto text-primary-active hover:underline" data-testid="audit-export">
              导出 CSV（最多 {AUDIT_EXPORT_MAX.toLocaleString('zh-CN')} 条）
            </a>
          )}
        </div>
      </form>

      {error ? (
        <p role="alert" className="mt-4 text-price">{error}</p>
      ) : lines.length === 0 ? (
        <p className="mt-6 text-ink-faint">没有符合条件的操作记录</p>
      ) : (
        <ConsoleTable head={['时间', '操作人', '操作', '对象', '变更前 → 变更后']} minWidth="min-w-[44rem]" testId="audit-results">
          {lines.map((line) => (
            <tr key={line.id} data-audit={line.id}>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>
                <time dateTime={line.at.toISOString()}>{formatDateTime(line.at, { seconds: true })}</time>
              </td>
              <td className={`${cell} tabular-nums`}>{line.actor}</td>
              <td className={`${cell} whitespace-nowrap`} title={line.action}>{ACTION_LABELS[line.action] ?? line.action}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {RECORD_LABELS[line.recordType] ?? line.recordType} #{line.recordId}
              </td>
              <td className={`${cell} text-meta`}>
                <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                  {line.changes.map((c) => (
                    <div key={c.field} className="contents">
                      <dt className="text-ink-muted" title={c.field}>
                        {c.label}
                      </dt>
                      <dd className="break-all">
                        <span className="text-ink-faint line-through decoration-line-strong">{c.before}</span> → <span className="text-ink">{c.after}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {nextBefore !== null && (
        <p className="mt-4">
          <Link href={`/admin/audit${auditQuery(filter, { before: nextBefore })}`} className="text-primary-active hover:underline" data-testid="audit-older">
            更早的记录
          </Link>
        </p>
      )}
    </section>
  );
}
