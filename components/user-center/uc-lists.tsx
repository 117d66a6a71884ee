// The user centre's record lists (docs/features.md, User centre): schemes, follows, expert consultations and chats; each
// with its empty state. Demands and consult tickets reuse their features' own lists.
import { FollowButton } from '@/components/opportunities/follow-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import type { MyChat, MyExpertConsultation, MyFollow, MyScheme } from '@/lib/user-center/types';

const SCHEME_STATUS = {
  submitted: { label: '审核中', tone: 'primary' },
  approved: { label: '已通过', tone: 'success' },
  rejected: { label: '未通过', tone: 'info' },
} as const;

const row = 'px-5 py-4';
const link = 'text-meta text-primary-active hover:underline';

export function SchemeList({ items }: { items: MyScheme[] }) {
  if (!items.length) return <EmptyState title="还没有提交过方案" hint="在“提交优选方案”页填写方案，审核通过后展示在解决方案频道" className="py-12" />;
  return (
    <ul className="divide-y divide-line" data-testid="uc-schemes">
      {items.map((s) => {
        const status = SCHEME_STATUS[s.status] ?? SCHEME_STATUS.submitted;
        return (
          <li key={s.id} className={row} data-status={s.status}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <a href={`/optimalSchemeDetails.html?id=${s.id}`} className="min-w-0 break-words font-medium text-ink hover:text-primary-active">
                {s.caseName}
              </a>
              <Tag tone={status.tone}>{status.label}</Tag>
            </div>
            <p className="mt-1 text-meta text-ink-faint">
              {s.compName} · 提交于 {formatDate(s.submittedAt)}
            </p>
            {s.status === 'rejected' && s.reviewNote && <p className="mt-1 break-words text-meta text-price">未通过原因：{s.reviewNote}</p>}
            <p className="mt-2 flex gap-4">
              <a href={`/optimalSchemeDetails.html?id=${s.id}`} className={link}>
                查看方案
              </a>
              {s.canResubmit && (
                <a href="/preferredScheme.html" className={link} data-testid="scheme-resubmit">
                  修改后重新提交
                </a>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function FollowList({ items, jfId }: { items: MyFollow[]; jfId: number }) {
  if (!items.length) return <EmptyState title="还没有关注的商机" hint="在软件商机、需求大厅点击“关注”，商机会出现在这里" className="py-12" />;
  return (
    <ul className="divide-y divide-line" data-testid="uc-follows">
      {items.map((f) => (
        <li key={`${f.kind}-${f.orderId}`} className={`${row} flex flex-wrap items-center justify-between gap-3`}>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <Tag tone="info">{f.kindLabel}</Tag>
              {f.href ? (
                <a href={f.href} className="min-w-0 break-words font-medium text-ink hover:text-primary-active">
                  {f.title}
                </a>
              ) : (
                <span className="min-w-0 break-words text-ink-muted">{f.title}</span>
              )}
            </p>
            <p className="mt-1 text-meta text-ink-faint">关注于 {formatDate(f.followedAt)}</p>
          </div>
          {f.href && <FollowButton orderId={f.orderId} followed jfId={jfId} />}
        </li>
      ))}
    </ul>
  );
}

const EXPERT_STATUS: Record<string, { label: string; tone: 'primary' | 'success' | 'info' }> = {
  new: { label: '待专家回复', tone: 'primary' },
  replied: { label: '专家已回复', tone: 'success' },
  closed: { label: '已结束', tone: 'info' },
};

export function ExpertConsultationList({ items }: { items: MyExpertConsultation[] }) {
  if (!items.length) return <EmptyState title="还没有向专家咨询过" hint="在方案、需求页点击“专家咨询”，专家会尽快联系您" className="py-12" />;
  return (
    <ul className="divide-y divide-line" data-testid="uc-expert-consults">
      {items.map((c) => {
        const status = EXPERT_STATUS[c.status] ?? EXPERT_STATUS.new!;
        return (
          <li key={c.id} className={row}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-ink">咨询专家：{c.expertName}</p>
              <Tag tone={status.tone}>{status.label}</Tag>
            </div>
            <p className="mt-1 line-clamp-2 break-words text-meta text-ink-muted">{c.description}</p>
            <p className="mt-1 text-meta text-ink-faint">{formatDate(c.createdAt)}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function ChatList({ items }: { items: MyChat[] }) {
  if (!items.length) return <EmptyState title="还没有会话" hint="在服务商、方案页点击“在线咨询”即可与商家沟通" className="py-12" />;
  return (
    <ul className="divide-y divide-line" data-testid="uc-chats">
      {items.map((c) => (
        <li key={c.id}>
          <a href={`/chatRT.html?c=${c.id}`} target="_blank" rel="noopener" className={`${row} flex items-center gap-3 hover:bg-page`}>
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-medium text-primary-active">
              {c.peerName.slice(0, 1)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate font-medium text-ink">{c.peerName}</span>
                {c.lastMessageAt && <span className="shrink-0 text-meta text-ink-faint">{formatDate(c.lastMessageAt)}</span>}
              </span>
              <span className="mt-0.5 block truncate text-meta text-ink-muted">{c.lastPreview ?? '暂无消息'}</span>
            </span>
            {c.unread > 0 && <span className="rounded-full bg-price px-1.5 text-meta leading-5 text-white">{c.unread > 99 ? '99+' : c.unread}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
