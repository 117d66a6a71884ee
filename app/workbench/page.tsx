import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UcShell } from '@/components/user-center/uc-shell';
import { WorkbenchView } from '@/components/user-center/workbench-view';
import { showWorkbench } from '@/lib/accounts/identity-links';
import { unreadTotal } from '@/lib/session/unread';
import { pageSession } from '@/lib/server/session/auth';
import { getSessionView } from '@/lib/server/session/session';
import { ucViewerOf } from '@/lib/server/user-center/viewer';
import { workbenchData } from '@/lib/server/user-center/workbench';

export const metadata: Metadata = { title: '工作台', robots: { index: false, follow: false } };

// The workbench (docs/features.md, User centre): for the identities the header shows its link to (an enterprise or team
// identity, or an expert); anyone else is sent to the user centre, a visitor to log in first.
export default async function WorkbenchPage() {
  const [session, view] = await Promise.all([pageSession(), getSessionView()]);
  const viewer = session && (await ucViewerOf(session));
  if (!viewer || !view.user || !view.unread) redirect(`/login?${new URLSearchParams({ callback: '/workbench.html' })}`);
  if (!showWorkbench(view.user)) redirect('/user-center.html');
  return (
    <UcShell active="workbench" title="工作台" unread={unreadTotal(view.unread)} workbench>
      <WorkbenchView data={await workbenchData(viewer, view.user.expert)} />
    </UcShell>
  );
}
