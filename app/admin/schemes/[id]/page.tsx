import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewActions } from '@/components/admin/review-actions';
import { SchemeDetailView } from '@/components/schemes/scheme-detail-view';
import { claimHolder } from '@/lib/server/operators';
import { pageOperator } from '@/lib/server/operators/gate';
import { schemeNames } from '@/lib/server/schemes/names';
import { getSchemeForReview } from '@/lib/server/schemes/service';

export const metadata: Metadata = { title: '方案审核', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

// One scheme for its reviewer: every field and attachment, who holds its claim, and the decision while
// it waits (docs/features.md, Operator console). Anyone but a reviewer: 404.
export default async function SchemeReviewPage({ params }: Props) {
  const operator = await pageOperator('reviewer');
  if (!operator) notFound();
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const record = id === null ? null : await getSchemeForReview(id);
  if (!record) notFound();
  const holder = record.status === 'submitted' ? await claimHolder('scheme', record.id) : null;
  return (
    <SchemeDetailView
      record={record}
      names={await schemeNames(record.form)}
      trail={[{ label: '运营后台', href: '/admin' }, { label: '优选方案审核', href: '/admin/schemes' }, { label: `方案 ${record.id}` }]}
      actions={
        record.status === 'submitted' && (
          <ReviewActions type="scheme" id={record.id} holder={holder && { userName: holder.userName, mine: holder.operatorId === operator.userId }} />
        )
      }
    />
  );
}
