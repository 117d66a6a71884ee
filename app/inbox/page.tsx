import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EditSubscriptionButton } from '@/components/inbox/edit-subscription-button';
import { InboxView } from '@/components/inbox/inbox-view';
import { SubscriptionList } from '@/components/inbox/subscription-list';
import { inboxListSchema } from '@/lib/inbox/schemas';
import { CHANNEL_TITLES, subscriptionSummary } from '@/lib/opportunities/summary';
import { findCity } from '@/lib/server/city/service';
import { listMessages } from '@/lib/server/inbox/service';
import { isEnterpriseOwner, listSubscriptions } from '@/lib/server/opportunities/subscriptions';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '站内信', robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

// Needs a login: a visitor is sent to log in and comes back here.
export default async function InboxPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: '/inbox.html' })}`);
  const input = inboxListSchema.parse({ kind: params.kind, page: params.page });
  const view = params.view === 'subscriptions' && input.kind === 'bid_push' ? 'subscriptions' : 'messages';
  const who = { userId: session.userId, buId: session.buId };
  const [data, owner, saved] = await Promise.all([listMessages(session.userId, input), isEnterpriseOwner(who), view === 'subscriptions' ? listSubscriptions(who) : []]);
  const names = new Map<string, string>();
  for (const code of new Set(saved.flatMap((s) => s.settings.city))) names.set(code, (await findCity(code))?.cityName ?? code);
  const items = saved.map((s) => ({
    channel: s.channel,
    title: CHANNEL_TITLES[s.channel]!,
    inUse: s.channelInUse === 1,
    updatedAt: s.updatedAt,
    summary: subscriptionSummary(s.settings, (c) => names.get(c) ?? c),
    action: <EditSubscriptionButton channel={s.channel} />,
  }));
  return <InboxView kind={input.kind} view={view} page={input.page} data={data} subscriptions={<SubscriptionList items={items} owner={owner} />} />;
}
