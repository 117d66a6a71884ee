import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReportQueue } from '@/components/admin/report-queue';
import { waitedFor } from '@/lib/operators/age';
import { CHAT_REPORT_STATUSES } from '@/lib/support/types';
import { pageOperator } from '@/lib/server/operators/gate';
import { reportQueue } from '@/lib/server/support/reports';

export const metadata: Metadata = { title: '聊天举报', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Support's queue of reported conversations (docs/features.md, Operator console: Support); anyone else: 404.
export default async function ReportQueuePage({ searchParams }: Props) {
  if (!(await pageOperator('support'))) notFound();
  const raw = (await searchParams).status;
  const status = CHAT_REPORT_STATUSES.find((s) => s === raw) ?? 'open';
  const now = new Date();
  const rows = await reportQueue(status);
  return <ReportQueue status={status} lines={rows.map((row) => ({ ...row, age: waitedFor(row.createdAt, now) }))} />;
}
