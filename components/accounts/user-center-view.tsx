// The user centre (/user-center.html): who is logged in, as which identity, the identities to switch
// between and the unread messages by kind. Rendered on the server from the session view.
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import { identityTypeLabel, maskMobile } from '@/lib/accounts/display';
import { exitHref, IDENTITY_SELECT_HREF, showIdentitySelector, showWorkbench } from '@/lib/accounts/identity-links';
import { unreadTotal } from '@/lib/session/unread';
import type { SessionUser, UnreadCounts } from '@/lib/session/types';
import { MyTickets } from '@/components/consult/my-tickets';
import { MyDemands } from '@/components/publish/my-demands';
import type { TicketView } from '@/lib/consult/types';
import type { PublishedDemandView } from '@/lib/publish/types';
import { IdentityList } from './identity-list';
import { UnreadTiles } from './unread-tiles';

const HERE = '/user-center.html';

const card = 'rounded-card border border-line bg-white shadow-card';
const cardTitle = 'flex items-center justify-between gap-3 border-b border-line px-5 py-3';

interface UserCenterViewProps {
  user: SessionUser;
  unread: UnreadCounts;
  demands: PublishedDemandView[];
  tickets: TicketView[];
}

export function UserCenterView({ user, unread, demands, tickets }: UserCenterViewProps) {
  const current = user.menu.find((m) => m.buId === user.buid);
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '个人中心' }]} />
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[300px_minmax(0,1fr)]">
        <section aria-labelledby="uc-profile" className={`${card} p-5`}>
          <div className="flex items-center gap-4">
            <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-[22px] font-semibold text-white">
              {user.buname.slice(0, 1)}
            </span>
            <div className="min-w-0">
              <h1 id="uc-profile" className="line-clamp-2 text-[18px] font-semibold leading-snug text-ink">
                {user.buname}
              </h1>
              <p className="text-ink-muted">{maskMobile(user.mobile)}</p>
            </div>
          </div>
          <p className="mt-4 flex flex-wrap gap-1.5">
            <Tag>当前身份：{identityTypeLabel(current?.butype ?? 0)}</Tag>
            {current?.role === 'owner' && <Tag tone="success">企业负责人</Tag>}
            {user.expert && <Tag tone="success">认证专家</Tag>}
          </p>
          <div className="mt-5 flex gap-2 *:flex-1">
            {showWorkbench(user) && (
              <a href="/workbench.html" className="rounded-card bg-primary px-3 py-2 text-center text-white hover:bg-primary-hover">
                进入工作台
              </a>
            )}
            <a href={exitHref('/index.html')} className="rounded-card border border-line-strong px-3 py-2 text-center text-ink-muted hover:border-primary hover:text-primary-active">
              退出登录
            </a>
          </div>
        </section>

        <div className="min-w-0 space-y-4">
          <section aria-labelledby="uc-unread" className={card}>
            <div className={cardTitle}>
              <h2 id="uc-unread" className="text-[16px] font-semibold">
                消息中心
              </h2>
              <a href="/inbox.html" className="text-meta text-primary-active hover:underline">
                全部消息（{unreadTotal(unread)} 条未读）›
              </a>
            </div>
            <UnreadTiles unread={unread} />
          </section>

          <section aria-labelledby="uc-demands" className={card}>
            <div className={cardTitle}>
              <h2 id="uc-demands" className="text-[16px] font-semibold">
                我发布的需求
              </h2>
            </div>
            <div className="px-5">
              <MyDemands demands={demands} />
            </div>
          </section>

          <section aria-labelledby="uc-tickets" className={card}>
            <div className={cardTitle}>
              <h2 id="uc-tickets" className="text-[16px] font-semibold">
                我的咨询
              </h2>
              <a href="/softwareConsult.html" className="text-meta text-primary-active hover:underline">
                软件咨询 ›
              </a>
            </div>
            <div className="px-5">
              <MyTickets tickets={tickets} />
            </div>
          </section>

          <section aria-labelledby="uc-identities" className={card}>
            <div className={cardTitle}>
              <h2 id="uc-identities" className="text-[16px] font-semibold">
                我的身份
              </h2>
              {showIdentitySelector(user.menu) && (
                <a href={IDENTITY_SELECT_HREF} className="text-meta text-primary-active hover:underline">
                  选择身份 ›
                </a>
              )}
            </div>
            <IdentityList menu={user.menu} currentBuId={user.buid} returnTo={HERE} />
          </section>
        </div>
      </div>
    </div>
  );
}
