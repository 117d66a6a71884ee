import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckSuccessView } from '@/components/activation/check-status-view';
import { ACTIVATION_PAGE, PENDING_PAGE, SUCCESS_PAGE } from '@/lib/activation/rules';
import { BIND_STATUS } from '@/lib/activation/types';
import { latestActivation } from '@/lib/server/activation/service';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '注册成功', robots: { index: false, follow: false } };

// 002 §4: bind-apply status 1, the viewer's own latest application; any other state goes where it belongs.
export default async function CheckSuccessPage() {
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: SUCCESS_PAGE })}`);
  const application = await latestActivation(session.userId);
  if (!application) redirect(ACTIVATION_PAGE);
  if (application.status !== BIND_STATUS.approved) redirect(PENDING_PAGE);
  return <CheckSuccessView application={application} />;
}
