import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SchemeDetailView } from '@/components/schemes/scheme-detail-view';
import { schemeNames } from '@/lib/server/schemes/names';
import { getSchemeForViewer } from '@/lib/server/schemes/service';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '我的方案', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The submitter's own scheme, read-only; another user's (or no) scheme is a 404 like a missing one.
export default async function OptimalSchemeDetailsPage({ searchParams }: Props) {
  const raw = (await searchParams).id;
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: `/optimalSchemeDetails.html?id=${id ?? ''}` })}`);
  const record = id === null ? null : await getSchemeForViewer(id, session.userId);
  if (!record) notFound();
  return <SchemeDetailView record={record} names={await schemeNames(record.form)} />;
}
