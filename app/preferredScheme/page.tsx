import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PreferredSchemeView } from '@/components/schemes/preferred-scheme-view';
import { issueSchemePageToken } from '@/lib/server/schemes/page-token';
import { schemePrefill } from '@/lib/server/schemes/service';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '提交优选方案', alternates: { canonical: '/preferredScheme.html' }, robots: { index: false, follow: true } };

// Suppliers only, logged in: a visitor is sent to the login page and comes back here (001 §2).
export default async function PreferredSchemePage() {
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: '/preferredScheme.html' })}`);
  const prefill = await schemePrefill(session.userId, session.buId);
  return <PreferredSchemeView prefill={prefill} pageToken={issueSchemePageToken(session.userId)} />;
}
