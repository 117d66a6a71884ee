import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EditSubscriptionButton } from '@/components/inbox/edit-subscription-button';
import { InboxView } from '@/components/inbox/inbox-view';
import { SubscriptionList } from '@/components/inbox/subscription-list';
import { SubscriptionStateButtons } from '@/components/inbox/subscription-state-buttons';
import { MailModeSelect } from '@/components/mail/mail-mode-select';
import { UcShell } from '@/components/user-center/uc-shell';
import { showWorkbench } from '@/lib/accounts/identity-links';
import { inboxListSchema } from '@/lib/inbox/schemas';
import type { InboxKind } from '@/lib/inbox/types';
import { CHANNEL_TITLES, subscriptionSummary } from '@/lib/opportunities/summary';
import { unreadTotal } from '@/lib/session/unread';
import { findCity } from '@/lib/server/city/service';
import { listMessages } from '@/lib/server/inbox/service';
import { getMailSettings } from '@/lib/server/mail/address';
import { listMailModes } from '@/lib/server/mail/modes';
import { mailEnabled } from '@/lib/server/mail/transport';
import { isEnterpriseOwner, listSubscriptions } from '@/lib/server/opportunities/subscriptions';
import { pageSession } from '@/lib/server/session/auth';
import { getSessionView } from '@/lib/server/session/session';

export const metadata: Metadata = { title: '站内信', robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

// Needs a login: a visitor is sent to log in and comes back here. A page of the user centre.
export default async function InboxPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const [session, sessionView] = await Promise.all([pageSession(), getSessionView()]);
  if (!session || !sessionView.user || !sessionView.unread) redirect(`/login?${new URLSearchParams({ callback: '/inbox.html' })}`);
  const input = inboxListSchema.parse({ kind: params.kind, page: params.page });
  const view = params.view === 'subscriptions' && input.kind === 'bid_push' ? 'subscriptions' : 'messages';
  const who = { userId: session.userId, buId: session.buId };
  const [data, owner, saved] = await Promise.all([listMessages(session.userId, input), isEnterpriseOwner(who), view === 'subscriptions' ? listSubscriptions(who) : []]);
  const mail = view === 'subscriptions' && mailEnabled() ? { modes: await listMailModes(who), settings: await getMailSettings(session.userId) } : null;
  const names = new Map<string, string>();
  for (const code of new Set(saved.flatMap((s) => s.settings.city))) names.set(code, (await findCity(code))?.cityName ?? code);
  const items = saved.map((s) => ({
    channel: s.channel,
    title: CHANNEL_TITLES[s.channel]!,
    inUse: s.channelInUse === 1,
    updatedAt: s.updatedAt,
    summary: subscriptionSummary(s.settings, (c) => names.get(c) ?? c),
    action: (
      <span className="flex flex-wrap items-center gap-2">
        <EditSubscriptionButton channel={s.channel} />
        <SubscriptionStateButtons channel={s.channel} inUse={s.channelInUse === 1} />
        {mail && <MailModeSelect target={{ channel: s.channel }} mode={mail.modes[s.channel] ?? 'off'} hasAddress={mail.settings.email !== null && mail.settings.state === 'active'} />}
      </span>
    ),
  }));
  // The tabs' counts are the header's: one query (getSessionView's) for both, so they always agree.
  const u = sessionView.unread;
  const unread: Record<InboxKind, number> = { bid_push: u.bid_push, sys: u.sysnum, order: u.ordernum, lm: u.lmnum, receiver: u.receiverUnread };
  return (
    <UcShell active="inbox" title="站内信" unread={unreadTotal(u)} workbench={showWorkbench(sessionView.user)}>
      <InboxView kind={input.kind} view={view} page={input.page} data={{ ...data, unread }} subscriptions={<SubscriptionList items={items} owner={owner} />} />
    </UcShell>
  );
}
