import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FeedbackQueue, type FeedbackFilter } from '@/components/admin/feedback-queue';
import { waitedFor } from '@/lib/operators/age';
import { FEEDBACK_STATUSES } from '@/lib/support/types';
import { pageOperator } from '@/lib/server/operators/gate';
import { feedbackQueue } from '@/lib/server/support/feedback';

export const metadata: Metadata = { title: '意见反馈与投诉', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Support's queue of suggestions and complaints (docs/features.md, Operator console: Support); anyone else: 404.
export default async function FeedbackQueuePage({ searchParams }: Props) {
  if (!(await pageOperator('support'))) notFound();
  const params = await searchParams;
  const filter: FeedbackFilter = {
    status: FEEDBACK_STATUSES.find((s) => s === params.status) ?? 'open',
    kind: params.kind === '1' ? 1 : params.kind === '2' ? 2 : null,
  };
  const now = new Date();
  const rows = await feedbackQueue(filter);
  return <FeedbackQueue filter={filter} lines={rows.map((row) => ({ ...row, age: waitedFor(row.createdAt, now) }))} />;
}
