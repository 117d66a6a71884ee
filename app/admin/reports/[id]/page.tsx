import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RecordFields } from '@/components/admin/record-fields';
import { ReportActions } from '@/components/admin/report-actions';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { CHAT_REPORT_STATUS_LABELS } from '@/lib/support/types';
import { pageOperator } from '@/lib/server/operators/gate';
import { reportRecord, REPORT_MESSAGES } from '@/lib/server/support/reports';

export const metadata: Metadata = { title: '举报详情', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

const KIND_PREFIX: Record<number, string> = { 2: '[图片] ', 3: '[文件] ' };

// One reported conversation (docs/features.md, Operator console: Support): the report, the messages up to
// it, and the decision while it is open. Anyone but support: 404.
export default async function ReportPage({ params }: Props) {
  if (!(await pageOperator('support'))) notFound();
  const raw = (await params).id;
  const report = /^\d{1,9}$/.test(raw) ? await reportRecord(Number(raw)) : null;
  if (!report) notFound();
  return (
    <section className="site-container grid gap-4 py-6" aria-labelledby="report-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '聊天举报', href: '/admin/reports' }, { label: `举报 ${report.id}` }]} />
      <h1 id="report-title" className="text-xl font-semibold text-ink">
        举报 #{report.id}
        <span className="ml-3 align-middle text-meta font-normal text-ink-muted">{CHAT_REPORT_STATUS_LABELS[report.status]}</span>
      </h1>
      <RecordFields
        fields={[
          ['举报原因', report.reason],
          ['举报人', report.reporter],
          ['被举报人', <Link key="u" href={`/admin/users/${report.reportedUserId}`} className="text-primary-active hover:underline">{report.reported}</Link>],
          ['会话', `${report.title}（#${report.conversationId}）`],
          ['举报时间', formatDateTime(report.createdAt, { seconds: true })],
          ...(report.closedAt ? ([['处理说明', report.decisionNote ?? '—'], ['处理时间', formatDateTime(report.closedAt, { seconds: true })]] as [string, string][]) : []),
        ]}
      />
      <section aria-labelledby="messages-title" className="rounded-card bg-white p-4 shadow-card">
        <h2 id="messages-title" className="text-[16px] font-semibold">被举报的消息</h2>
        <p className="mt-1 text-meta text-ink-muted">举报时会话中最近的 {REPORT_MESSAGES} 条消息，被举报人的消息已标出。</p>
        {report.messages.length === 0 ? (
          <p className="mt-3 text-ink-faint">会话中没有消息</p>
        ) : (
          <ol className="mt-3 grid gap-2" data-testid="reported-messages">
            {report.messages.map((m) => {
              const theirs = m.senderUserId === report.reportedUserId;
              return (
                <li key={m.id} className={`rounded-card border p-2 ${theirs ? 'border-price bg-price-soft' : 'border-line'}`} data-reported={theirs || undefined}>
                  <p className="text-meta text-ink-muted">
                    {theirs ? `被举报人 ${report.reported}` : `举报人 ${report.reporter}`} · <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt, { seconds: true })}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">{KIND_PREFIX[m.kind] ?? ''}{m.body}</p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {report.status === 'open' && <ReportActions id={report.id} />}
    </section>
  );
}
