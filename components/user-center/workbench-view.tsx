// /workbench.html (docs/features.md, User centre): an enterprise identity's figures (schemes by status, requirements,
// follows, subscriptions in use, the latest pushed opportunities) and an expert's consultations.
import { EmptyState } from '@/components/ui/empty-state';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import { ucHref } from '@/lib/user-center/schemas';
import type { WorkbenchData } from '@/lib/user-center/types';
import { UcCard } from './uc-shell';

function Figures({ items }: { items: { label: string; n: number; href: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-px bg-line sm:grid-cols-4">
      {items.map((t) => (
        <li key={t.label} className="bg-white">
          <a href={t.href} className="block px-2 py-4 text-center hover:bg-primary-soft/40">
            <span className="block text-[24px] font-semibold tabular-nums text-ink">{t.n}</span>
            <span className="text-meta text-ink-muted">{t.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const SUBS = '/inbox.html?kind=bid_push&view=subscriptions';

export function WorkbenchView({ data }: { data: WorkbenchData }) {
  const { enterprise, expert } = data;
  return (
    <div className="space-y-4" data-testid="workbench-view">
      {enterprise && (
        <>
          <UcCard title={`${enterprise.team ? '团队' : '企业'}工作台 · ${enterprise.buName}`} action={enterprise.owner ? <Tag tone="success">企业负责人</Tag> : <Tag tone="info">{enterprise.team ? '团队成员' : '企业成员'}</Tag>}>
            <Figures
              items={[
                { label: '审核中的方案', n: enterprise.schemes.submitted, href: ucHref('schemes') },
                { label: '已通过的方案', n: enterprise.schemes.approved, href: ucHref('schemes') },
                { label: '未通过的方案', n: enterprise.schemes.rejected, href: ucHref('schemes') },
                { label: '关注的商机', n: enterprise.follows, href: ucHref('follows') },
                { label: '待确认的需求', n: enterprise.demands.pending, href: ucHref('demands') },
                { label: '匹配中的需求', n: enterprise.demands.open, href: ucHref('demands') },
                { label: '已结束的需求', n: enterprise.demands.closed, href: ucHref('demands') },
                { label: '推送中的订阅', n: enterprise.subscriptionsInUse, href: SUBS },
              ]}
            />
            <p className="flex flex-wrap gap-3 border-t border-line px-5 py-3">
              <a href="/preferredScheme.html" className="rounded-card bg-primary-active px-4 py-1.5 text-white hover:bg-primary">
                提交优选方案
              </a>
              <a href="/business.html" className="rounded-card border border-primary px-4 py-1.5 text-primary-active hover:bg-primary-soft">
                找商机
              </a>
              {enterprise.owner && (
                <a href={SUBS} className="rounded-card border border-primary px-4 py-1.5 text-primary-active hover:bg-primary-soft">
                  订阅管理
                </a>
              )}
            </p>
          </UcCard>
          <UcCard title="最新推送商机" action={<a href="/inbox.html?kind=bid_push" className="text-meta text-primary-active hover:underline">全部 ›</a>}>
            {enterprise.pushes.length ? (
              <ul className="divide-y divide-line">
                {enterprise.pushes.map((p) => (
                  <li key={p.id} className="flex items-baseline justify-between gap-3 px-5 py-3">
                    <a href={p.link ?? '/inbox.html?kind=bid_push'} className={`min-w-0 truncate hover:text-primary-active ${p.read ? 'text-ink-muted' : 'font-medium text-ink'}`}>
                      {p.title}
                    </a>
                    <span className="shrink-0 text-meta text-ink-faint">{formatDate(p.createdAt)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title="暂无推送商机" hint="订阅商机后，符合条件的新商机会推送到这里" className="py-8" />
            )}
          </UcCard>
        </>
      )}
      {expert && (
        <UcCard title="专家工作台" action={<Tag tone={expert.waiting ? 'primary' : 'info'}>待回复 {expert.waiting}</Tag>}>
          <p className="px-5 pt-3 text-meta text-ink-muted">共收到 {expert.total} 条咨询</p>
          {expert.recent.length ? (
            <ul className="divide-y divide-line" data-testid="workbench-expert">
              {expert.recent.map((c) => (
                <li key={c.id} className="px-5 py-3">
                  <p className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-ink">{c.askerName}</span>
                    <span className="text-meta text-ink-faint">{formatDate(c.createdAt)}</span>
                  </p>
                  <p className="mt-1 line-clamp-2 break-words text-meta text-ink-muted">{c.description}</p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="还没有收到咨询" className="py-8" />
          )}
        </UcCard>
      )}
    </div>
  );
}
