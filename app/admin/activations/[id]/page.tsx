import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivationDetail } from '@/components/admin/activation-detail';
import { ReviewActions } from '@/components/admin/review-actions';
import { BIND_STATUS } from '@/lib/activation/types';
import { waitedFor } from '@/lib/operators/age';
import { activationForReview } from '@/lib/server/activation/review-queue';
import { claimHolder } from '@/lib/server/operators';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '激活申请审核', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

// One activation for its reviewer: every field and the proof, who holds its claim, and the decision
// while it waits (docs/features.md, Operator console). Anyone but a reviewer: 404.
export default async function ActivationReviewPage({ params }: Props) {
  const operator = await pageOperator('reviewer');
  if (!operator) notFound();
  const raw = (await params).id;
  const record = /^\d{1,9}$/.test(raw) ? await activationForReview(Number(raw)) : null;
  if (!record) notFound();
  const { id, status, createdAt } = record.application;
  const pending = status === BIND_STATUS.pending;
  const holder = pending ? await claimHolder('activation', id) : null;
  return (
    <ActivationDetail
      record={record}
      age={pending ? waitedFor(createdAt, new Date()) : null}
      actions={pending && <ReviewActions type="activation" id={id} holder={holder && { userName: holder.userName, mine: holder.operatorId === operator.userId }} />}
    />
  );
}
