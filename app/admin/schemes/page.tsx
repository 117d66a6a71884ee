import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SchemeQueue } from '@/components/admin/scheme-queue';
import { waitedFor } from '@/lib/operators/age';
import { SCHEME_STATUSES, type SchemeStatus } from '@/lib/schemes/types';
import { pageOperator } from '@/lib/server/operators/gate';
import { schemeQueue } from '@/lib/server/schemes/review-queue';

export const metadata: Metadata = { title: '优选方案审核', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The reviewers' queue of preferred schemes (docs/features.md, Operator console); anyone else: 404.
export default async function SchemeQueuePage({ searchParams }: Props) {
  if (!(await pageOperator('reviewer'))) notFound();
  const raw = (await searchParams).status;
  const status: SchemeStatus = SCHEME_STATUSES.find((s) => s === raw) ?? 'submitted';
  const now = new Date();
  const rows = await schemeQueue(status);
  return <SchemeQueue status={status} lines={rows.map((row) => ({ ...row, age: waitedFor(row.submittedAt, now) }))} />;
}
