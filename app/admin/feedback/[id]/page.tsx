import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FeedbackActions } from '@/components/admin/feedback-actions';
import { KIND_LABELS } from '@/components/admin/feedback-queue';
import { RecordFields } from '@/components/admin/record-fields';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { FEEDBACK_STATUS_LABELS } from '@/lib/support/types';
import { pageOperator } from '@/lib/server/operators/gate';
import { feedbackRecord } from '@/lib/server/support/feedback';

export const metadata: Metadata = { title: '反馈详情', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

// One suggestion or complaint for support (docs/features.md, Operator console: Support): the submission,
// its status and the actions it allows, the internal note and the reply. Anyone else: 404.
export default async function FeedbackPage({ params }: Props) {
  if (!(await pageOperator('support'))) notFound();
  const raw = (await params).id;
  const record = /^\d{1,9}$/.test(raw) ? await feedbackRecord(Number(raw)) : null;
  if (!record) notFound();
  return (
    <section className="site-container grid gap-4 py-6" aria-labelledby="feedback-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '意见反馈与投诉', href: '/admin/feedback' }, { label: `反馈 ${record.id}` }]} />
      <h1 id="feedback-title" className="text-xl font-semibold text-ink">
        {KIND_LABELS[record.kind] ?? '反馈'} #{record.id}
        <span className="ml-3 align-middle text-meta font-normal text-ink-muted" data-testid="feedback-status">{FEEDBACK_STATUS_LABELS[record.status]}</span>
      </h1>
      <RecordFields
        testId="feedback-record"
        fields={[
          ['内容', <p key="c" className="whitespace-pre-wrap">{record.content}</p>],
          ['提交人', record.userId ? <Link key="u" href={`/admin/users/${record.userId}`} className="text-primary-active hover:underline">{record.sender}</Link> : '访客'],
          ['联系方式', record.contact ?? '—'],
          ['来源页面', record.pageUrl ?? '—'],
          ['提交时间', formatDateTime(record.createdAt, { seconds: true })],
          ['回复', record.reply ? <p key="r" className="whitespace-pre-wrap" data-testid="feedback-reply-text">{record.reply}</p> : '—'],
          ['回复时间', record.repliedAt ? formatDateTime(record.repliedAt, { seconds: true }) : '—'],
        ]}
      />
      <FeedbackActions id={record.id} status={record.status} note={record.note ?? ''} answerable={record.userId !== null} />
    </section>
  );
}
