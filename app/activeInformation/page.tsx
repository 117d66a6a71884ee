import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ActivationView } from '@/components/activation/activation-view';
import { ACTIVATION_PAGE, PENDING_PAGE } from '@/lib/activation/rules';
import { BIND_STATUS } from '@/lib/activation/types';
import { latestActivation } from '@/lib/server/activation/service';
import { getUser } from '@/lib/server/accounts/users';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '采购单位激活', alternates: { canonical: ACTIVATION_PAGE }, robots: { index: false, follow: true } };

// Registration step 3 (002 §2): logged in only, a visitor goes to the login page and comes back
// (002 §4). An application waiting for review is shown rather than a second form.
export default async function ActiveInformationPage() {
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: ACTIVATION_PAGE })}`);
  const [user, latest] = await Promise.all([getUser(session.userId), latestActivation(session.userId)]);
  if (latest?.status === BIND_STATUS.pending) redirect(PENDING_PAGE);
  return <ActivationView ownMobile={user?.mobile ?? ''} />;
}
