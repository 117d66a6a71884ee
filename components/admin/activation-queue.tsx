import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ACTIVATION_STATUS_LABELS, PROOF_FILTERS, activationQueueHref, type ActivationQueueFilter } from '@/lib/activation/review';
import { BIND_STATUS, type BindApplyStatus } from '@/lib/activation/types';
import { formatDateTime } from '@/lib/format/date';
import { cell, ConsoleTable } from './console-table';

export interface ActivationQueueLine {
  id: number;
  depName: string;
  creditCode: string | null;
  cityStationName: string;
  contactName: string;
  telphone: string;
  submittedAt: Date;
  reviewedAt: Date | null;
  /** How long it has waited, as the queue says it (3 天 / 5 小时 / 12 分钟). */
  age: string;
  holder: string | null;
}

interface Props {
  filter: ActivationQueueFilter;
  stations: { code: string; name: string }[];
  lines: ActivationQueueLine[];
}

const STATUSES: BindApplyStatus[] = [BIND_STATUS.pending, BIND_STATUS.approved, BIND_STATUS.rejected];
const control = 'h-9 min-w-0 rounded-card border border-line-strong bg-white px-2 text-meta';

/** The review queue of purchasing-unit activations: waiting ones oldest first, with their age and reviewer. */
export function ActivationQueue({ filter, stations, lines }: Props) {
  const pending = filter.status === BIND_STATUS.pending;
  const narrowed = Boolean(filter.station || filter.proof || filter.q);
  return (
    <section className="site-container py-6" aria-labelledby="queue-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '采购单位激活审核' }]} />
      <h1 id="queue-title" className="mt-3 text-xl font-semibold text-ink">采购单位激活审核</h1>
      <nav aria-label="审核状态" className="mt-3 flex flex-wrap gap-2">
        {STATUSES.map((status) => (
          <Link
            key={status}
            href={activationQueueHref({ ...filter, status })}
            aria-current={status === filter.status ? 'page' : undefined}
            className={`rounded-card px-3 py-1 text-meta ${status === filter.status ? 'bg-primary-active text-white' : 'border border-line-strong text-ink-muted hover:text-primary-active'}`}
          >
            {ACTIVATION_STATUS_LABELS[status]}
          </Link>
        ))}
      </nav>
      <form method="get" action="/admin/activations" role="search" aria-label="筛选激活申请" className="mt-3 grid gap-2 sm:flex sm:flex-wrap sm:items-end">
        {!pending && <input type="hidden" name="status" value={filter.status} />}
        <label className="grid gap-1 text-meta text-ink-muted">
          城市站
          <select name="station" defaultValue={filter.station ?? ''} className={control}>
            <option value="">全部</option>
            {stations.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-meta text-ink-muted">
          信用代码
          <select name="proof" defaultValue={filter.proof ?? ''} className={control}>
            <option value="">全部</option>
            {Object.entries(PROOF_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-meta text-ink-muted sm:w-64">
          关键词
          <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={50} placeholder="单位名称、信用代码、联系人或手机号" className={control} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className="h-9 rounded-card bg-primary-active px-4 text-meta text-white hover:bg-primary">
            筛选
          </button>
          {narrowed && (
            <Link href={activationQueueHref({ status: filter.status })} className="flex h-9 items-center rounded-card border border-line-strong px-3 text-meta text-ink-muted hover:text-primary-active">
              清除筛选
            </Link>
          )}
        </div>
      </form>
      {lines.length === 0 ? (
        <p className="mt-6 text-ink-faint">{narrowed ? '没有符合筛选条件的申请' : pending ? '没有待审核的激活申请' : '暂无记录'}</p>
      ) : (
        <ConsoleTable head={['编号', '单位名称', '信用代码', '城市站', '联系人', '提交时间', pending ? '已等待' : '审核时间', '审核员']} minWidth="min-w-[52rem]" testId="activation-queue">
          {lines.map((line) => (
            <tr key={line.id} data-activation={line.id}>
              <td className={`${cell} tabular-nums`}>{line.id}</td>
              <td className={cell}>
                <Link href={`/admin/activations/${line.id}`} className="text-primary-active hover:underline">
                  {line.depName}
                </Link>
              </td>
              <td className={`${cell} tabular-nums`}>{line.creditCode ?? <span className="text-ink-faint">无（证明材料）</span>}</td>
              <td className={`${cell} whitespace-nowrap`}>{line.cityStationName}</td>
              <td className={cell}>
                {line.contactName} <span className="tabular-nums text-ink-muted">{line.telphone}</span>
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>{formatDateTime(line.submittedAt)}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{pending ? line.age : line.reviewedAt ? formatDateTime(line.reviewedAt) : '—'}</td>
              <td className={cell}>{line.holder ?? '—'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
