import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivationQueue } from '@/components/admin/activation-queue';
import { activationQueueFilterSchema } from '@/lib/activation/review';
import { waitedFor } from '@/lib/operators/age';
import { activationQueue, activationStations } from '@/lib/server/activation/review-queue';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '采购单位激活审核', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The reviewers' queue of purchasing-unit activations (docs/features.md, Operator console), filtered
// by status, city station, credit code or proof, and a keyword; anyone else: 404.
export default async function ActivationQueuePage({ searchParams }: Props) {
  if (!(await pageOperator('reviewer'))) notFound();
  const filter = activationQueueFilterSchema.parse(await searchParams);
  const now = new Date();
  const [rows, stations] = await Promise.all([activationQueue(filter), activationStations()]);
  return <ActivationQueue filter={filter} stations={stations} lines={rows.map((row) => ({ ...row, age: waitedFor(row.submittedAt, now) }))} />;
}
