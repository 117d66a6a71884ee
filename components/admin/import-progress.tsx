'use client';

// One import as it runs (docs/imports.md, The console): the page polls the status call while the job is
// queued or running, then shows the final report and the refusals.
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/query/query-provider';
import type { OutputOf } from '@/lib/api/contract';
import { formatDateTime } from '@/lib/format/date';
import { IMPORT_STATE_LABELS } from '@/lib/imports/console';
import { fetchImportStatus } from '@/lib/imports/console-api';
import type { importStatusCall } from '@/lib/imports/console-contracts';
import { placeText } from '@/lib/imports/types';

type Status = OutputOf<typeof importStatusCall>;

const POLL_MS = 1500;

export function ImportProgress({ initial }: { initial: Status }) {
  return (
    <QueryProvider>
      <Progress initial={initial} />
    </QueryProvider>
  );
}

function Progress({ initial }: { initial: Status }) {
  const { data } = useQuery({
    queryKey: ['importStatus', initial.id],
    queryFn: () => fetchImportStatus(initial.id),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.state === 'queued' || query.state.data?.state === 'running' ? POLL_MS : false),
  });
  const job = data;
  const live = job.state === 'queued' || job.state === 'running';
  const counts: [string, number][] = [
    ['读取行数', job.read],
    ['新增', job.created],
    ['更新', job.updated],
    ['未变', job.unchanged],
    ['拒绝', job.refused],
    ['新建采购单位', job.purchasersCreated],
    ['新建供应商', job.suppliersCreated],
  ];
  return (
    <div className="mt-4 grid gap-4">
      <section className="rounded-card bg-white p-4 shadow-card" aria-labelledby="import-state-title">
        <h2 id="import-state-title" className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          状态：<span data-testid="import-state" role="status">{IMPORT_STATE_LABELS[job.state]}</span>
          {job.dryRun && <span className="rounded-card bg-page px-2 text-meta font-normal text-ink-muted">试运行，未写入</span>}
        </h2>
        {job.percent !== null && (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label="导入进度"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={job.percent}
              className="h-2 w-full overflow-hidden rounded-full bg-page"
            >
              <div className={`h-full ${job.state === 'failed' ? 'bg-price' : 'bg-primary'}`} style={{ width: `${job.percent}%` }} />
            </div>
            <p className="mt-1 text-meta text-ink-muted">{live ? `已读取文件的 ${job.percent}%，页面自动刷新` : `${job.percent}%`}</p>
          </div>
        )}
        {job.error && (
          <p role="alert" className="mt-2 text-price">
            失败原因：{job.error}
          </p>
        )}
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" data-testid="import-report">
          {counts.map(([label, value]) => (
            <div key={label} className="rounded-card bg-page px-3 py-2">
              <dt className="text-meta text-ink-muted">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-meta text-ink-muted">
          上传：{formatDateTime(job.createdAt)}（{job.operator ?? '命令行'}）
          {job.startedAt && ` · 开始：${formatDateTime(job.startedAt)}`}
          {job.finishedAt && ` · 结束：${formatDateTime(job.finishedAt)}`}
        </p>
      </section>

      <section className="min-w-0 rounded-card bg-white p-4 shadow-card" aria-labelledby="refusals-title">
        <h2 id="refusals-title" className="font-semibold text-ink">被拒绝的行（{job.refused}）</h2>
        {job.refusals.length === 0 ? (
          <p className="mt-2 text-meta text-ink-faint">没有被拒绝的行</p>
        ) : (
          <ol className="mt-2 divide-y divide-line text-meta" data-testid="import-refusals">
            {job.refusals.map((r, i) => (
              <li key={i} className="flex flex-wrap gap-x-3 py-1.5">
                <span className="shrink-0 font-mono text-ink-muted">{placeText(r)}</span>
                <span className="min-w-0 break-words text-ink">{r.reason}</span>
              </li>
            ))}
          </ol>
        )}
        {job.refused > job.refusals.length && <p className="mt-2 text-meta text-ink-muted">仅列出前 {job.refusals.length} 条，另有 {job.refused - job.refusals.length} 条未列出</p>}
      </section>
    </div>
  );
}
