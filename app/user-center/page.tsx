import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UserCenterView } from '@/components/accounts/user-center-view';
import { ownTickets } from '@/lib/server/consult/service';
import { ownDemands } from '@/lib/server/publish/service';
import { getSessionView } from '@/lib/server/session/session';

export const metadata: Metadata = { title: '个人中心', robots: { index: false, follow: false } };

// Needs a login: a visitor is sent to the login page, coming back here afterwards.
export default async function UserCenterPage() {
  const { user, unread } = await getSessionView();
  if (!user || !unread) redirect(`/login?${new URLSearchParams({ callback: '/user-center.html' })}`);
  const [demands, tickets] = await Promise.all([ownDemands(user.jfid), ownTickets(user.jfid)]);
  return <UserCenterView user={user} unread={unread} demands={demands} tickets={tickets} />;
}
