// The user centre's overview (docs/features.md, User centre): the account and the identity in use (switched through the
// identities list), the count of every section and quick links.
import { IdentityList } from '@/components/accounts/identity-list';
import { UnreadTiles } from '@/components/accounts/unread-tiles';
import { Tag } from '@/components/ui/tag';
import { identityTypeLabel, maskMobile } from '@/lib/accounts/display';
import { IDENTITY_SELECT_HREF, showIdentitySelector } from '@/lib/accounts/identity-links';
import type { SessionUser, UnreadCounts } from '@/lib/session/types';
import { ucHref } from '@/lib/user-center/schemas';
import type { UcCounts } from '@/lib/user-center/types';
import type { ActivationView } from '@/lib/activation/types';
import { UcActivation } from './uc-activation';
import { UcCard } from './uc-shell';
import { UserAvatar } from './user-avatar';

const QUICK_LINKS = [
  { label: '提交优选方案', href: '/preferredScheme.html' },
  { label: '找商机', href: '/business.html' },
  { label: '需求大厅', href: '/demandHall.html' },
  { label: '软件咨询', href: '/softwareConsult.html' },
  { label: '在线沟通', href: '/chatRT.html' },
  { label: '订阅管理', href: '/inbox.html?kind=bid_push&view=subscriptions' },
];

interface UcOverviewProps {
  user: SessionUser;
  userName: string;
  unread: UnreadCounts;
  counts: UcCounts;
  /** The user's latest purchasing-unit activation, if they ever applied. */
  activation: ActivationView | null;
}

export function UcOverview({ user, userName, unread, counts, activation }: UcOverviewProps) {
  const current = user.menu.find((m) => m.buId === user.buid);
  const tiles = [
    { label: '我的方案', n: counts.schemes, href: ucHref('schemes') },
    { label: '我的关注', n: counts.follows, href: ucHref('follows') },
    { label: '我的需求', n: counts.demands, href: ucHref('demands') },
    { label: '我的咨询', n: counts.consults, href: ucHref('consults') },
    { label: '我的会话', n: counts.chats, href: ucHref('chats') },
    { label: '商机订阅', n: counts.subscriptions, href: '/inbox.html?kind=bid_push&view=subscriptions' },
  ];
  return (
    <div className="space-y-4">
      <UcCard title="账号概览" testId="uc-overview">
        <div className="flex flex-wrap items-center gap-4 px-5 py-4">
          <UserAvatar name={userName} src={user.showImg} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-[18px] font-semibold text-ink" data-testid="uc-user-name">
              {userName}
            </p>
            <p className="text-ink-muted">手机号 {maskMobile(user.mobile)}</p>
            <p className="mt-1 break-words text-meta text-ink-muted" data-testid="uc-identity">
              当前身份：<span className="text-ink">{current?.buName ?? userName}</span>（{identityTypeLabel(current?.butype ?? 0)}）
            </p>
            <p className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
              {current?.role === 'owner' && <Tag tone="success">企业负责人</Tag>}
              {user.expert && <Tag tone="success">认证专家</Tag>}
            </p>
          </div>
          <a href={ucHref('profile')} className="rounded-card border border-line-strong px-3 py-1.5 text-meta text-ink-muted hover:border-primary hover:text-primary-active">
            账号与安全
          </a>
        </div>
        <ul className="grid grid-cols-3 gap-px border-t border-line bg-line sm:grid-cols-6" data-testid="uc-counts">
          {tiles.map((t) => (
            <li key={t.label} className="bg-white">
              <a href={t.href} className="block px-1 py-3 text-center hover:bg-primary-soft/40">
                <span className="block text-[20px] font-semibold tabular-nums text-ink">{t.n}</span>
                <span className="text-meta text-ink-muted">{t.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </UcCard>
      {activation && <UcActivation activation={activation} />}
      <UcCard
        title="消息中心"
        action={
          <a href="/inbox.html" className="text-meta text-primary-active hover:underline">
            全部消息（{counts.unread} 条未读）›
          </a>
        }
      >
        <UnreadTiles unread={unread} />
      </UcCard>
      <UcCard title="快捷入口">
        <ul className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3">
          {QUICK_LINKS.map((q) => (
            <li key={q.href}>
              <a href={q.href} className="block rounded-card border border-line px-3 py-2 text-center text-ink hover:border-primary hover:text-primary-active">
                {q.label}
              </a>
            </li>
          ))}
        </ul>
      </UcCard>
      <UcCard
        title="我的身份"
        action={
          showIdentitySelector(user.menu) ? (
            <a href={IDENTITY_SELECT_HREF} className="text-meta text-primary-active hover:underline">
              选择身份 ›
            </a>
          ) : undefined
        }
      >
        <IdentityList menu={user.menu} currentBuId={user.buid} returnTo="/user-center.html" />
      </UcCard>
    </div>
  );
}
