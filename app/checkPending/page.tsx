import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckPendingView } from '@/components/activation/check-status-view';
import { ACTIVATION_PAGE, PENDING_PAGE, SUCCESS_PAGE } from '@/lib/activation/rules';
import { BIND_STATUS } from '@/lib/activation/types';
import { latestActivation } from '@/lib/server/activation/service';
import { getSiteSettings } from '@/lib/server/site';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '等待审核', robots: { index: false, follow: false } };

// 002 §4: bind-apply status 0 (and a rejection, with its reason). The viewer's own latest application
// only; without one the form, once approved the success page.
export default async function CheckPendingPage() {
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: PENDING_PAGE })}`);
  const application = await latestActivation(session.userId);
  if (!application) redirect(ACTIVATION_PAGE);
  if (application.status === BIND_STATUS.approved) redirect(SUCCESS_PAGE);
  return <CheckPendingView application={application} site={getSiteSettings()} />;
}
