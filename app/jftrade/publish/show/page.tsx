import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PublishSuccessView } from '@/components/publish/publish-success-view';
import { ownDemand } from '@/lib/server/publish/service';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '需求发布成功', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// 001 §7 publish-success page: the owner's requirement by its secret id; anyone else's is a 404.
export default async function PublishShowPage({ searchParams }: Props) {
  const raw = (await searchParams).orderIdSecret;
  const secret = typeof raw === 'string' && /^[\w-]{8,64}$/.test(raw) ? raw : null;
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: `/jftrade/publish/show?orderIdSecret=${secret ?? ''}` })}`);
  const demand = secret ? await ownDemand(session.userId, secret) : null;
  if (!demand) notFound();
  // regFlag (the publish answer's): the account was made on the way; it only changes a sentence.
  return <PublishSuccessView demand={demand} registered={(await searchParams).regFlag === '1'} />;
}
