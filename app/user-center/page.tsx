import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UcOverview } from '@/components/user-center/uc-overview';
import { UcProfile } from '@/components/user-center/uc-profile';
import { UcSection } from '@/components/user-center/uc-sections';
import { UcCard, UcShell } from '@/components/user-center/uc-shell';
import { SavedSearchList } from '@/components/saved-searches/saved-search-list';
import { showWorkbench } from '@/lib/accounts/identity-links';
import { unreadTotal } from '@/lib/session/unread';
import { latestActivation } from '@/lib/server/activation/service';
import { getUser } from '@/lib/server/accounts/users';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { listSavedSearches, subscriptionFeeds } from '@/lib/server/saved-searches/service';
import { getMailSettings } from '@/lib/server/mail/address';
import { mailEnabled } from '@/lib/server/mail/transport';
import { pageSession } from '@/lib/server/session/auth';
import { getSessionView } from '@/lib/server/session/session';
import { smsPushEnabled } from '@/lib/server/sms-push/settings';
import { listLoginSessions } from '@/lib/server/user-center/profile';
import { sectionData } from '@/lib/server/user-center/section-data';
import { myCounts } from '@/lib/server/user-center/sections';
import { ucViewerOf } from '@/lib/server/user-center/viewer';
import { ucHref, ucQuerySchema } from '@/lib/user-center/schemas';
import { UC_TABS } from '@/lib/user-center/types';

export const metadata: Metadata = { title: '个人中心', robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

// The user centre (docs/features.md, User centre): /user-center.html?tab=<section>&page=N. Needs a login: a visitor is sent
// to the login page and comes back to the same section.
export default async function UserCenterPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const query = ucQuerySchema.parse({ tab: params.tab, page: params.page, sub: params.sub });
  const [session, view] = await Promise.all([pageSession(), getSessionView()]);
  const viewer = session && (await ucViewerOf(session));
  if (!session || !viewer || !view.user || !view.unread) redirect(`/login?${new URLSearchParams({ callback: ucHref(query.tab, { page: query.page }) })}`);
  const { user, unread } = view;
  const title = UC_TABS.find((t) => t.key === query.tab)!.label;
  let content;
  if (query.tab === 'overview') {
    const [counts, row, activation] = await Promise.all([myCounts(viewer), getUser(viewer.userId), latestActivation(viewer.userId)]);
    content = <UcOverview user={user} userName={row?.userName ?? user.buname} unread={unread} counts={counts} activation={activation} />;
  } else if (query.tab === 'profile') {
    const [row, sessions, mail, smsPush] = await Promise.all([
      getUser(viewer.userId),
      listLoginSessions(viewer.userId, session.sessionId),
      mailEnabled() ? getMailSettings(viewer.userId) : null,
      smsPushEnabled(viewer.userId),
    ]);
    content = <UcProfile userName={row?.userName ?? ''} mobile={user.mobile} avatar={row?.showImg ?? null} sessions={sessions} mail={mail} smsPush={smsPush} />;
  } else if (query.tab === 'searches') {
    const origin = await mainSiteOrigin();
    const [searches, subscriptions, mail] = await Promise.all([
      listSavedSearches(viewer.userId, origin),
      subscriptionFeeds(viewer.userId, origin),
      mailEnabled() ? getMailSettings(viewer.userId) : null,
    ]);
    content = (
      <UcCard title={title} testId="uc-section-searches">
        <SavedSearchList searches={searches} subscriptions={subscriptions} mail={mail && { hasAddress: mail.email !== null && mail.state === 'active' }} />
      </UcCard>
    );
  } else {
    content = <UcSection section={await sectionData(viewer, query)} page={query.page} />;
  }
  return (
    <UcShell active={query.tab} title={title} unread={unreadTotal(unread)} workbench={showWorkbench(user)}>
      {content}
    </UcShell>
  );
}
