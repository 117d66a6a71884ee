// The user centre's frame (docs/features.md, User centre): the side menu of its sections, the inbox and, for identities that
// have one, the workbench; the section on the right. A row of tabs on a phone.
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatBadge } from '@/lib/session/unread';
import { ucHref } from '@/lib/user-center/schemas';
import { UC_TABS, type UcTab } from '@/lib/user-center/types';

export type UcPlace = UcTab | 'inbox' | 'workbench';

interface UcShellProps {
  active: UcPlace;
  title: string;
  /** The header's unread total: the inbox entry shows the same number. */
  unread: number;
  workbench: boolean;
  children: ReactNode;
}

export function UcShell({ active, title, unread, workbench, children }: UcShellProps) {
  const badge = formatBadge(unread);
  const entries: { key: UcPlace; label: string; href: string }[] = [
    ...UC_TABS.slice(0, 1).map((t) => ({ key: t.key as UcPlace, label: t.label, href: ucHref(t.key) })),
    ...(workbench ? [{ key: 'workbench' as const, label: '工作台', href: '/workbench.html' }] : []),
    { key: 'inbox', label: '站内信', href: '/inbox.html' },
    ...UC_TABS.slice(1).map((t) => ({ key: t.key as UcPlace, label: t.label, href: ucHref(t.key) })),
  ];
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '个人中心', href: '/user-center.html' }, ...(active === 'overview' ? [] : [{ label: title }])]} />
      <div className="mt-4 grid grid-cols-1 items-start gap-4 md:grid-cols-[200px_minmax(0,1fr)]">
        <nav aria-label="个人中心" className="min-w-0 rounded-card border border-line bg-white p-2 shadow-card" data-testid="uc-menu">
          <p className="hidden px-3 pb-2 pt-1 text-[16px] font-semibold text-ink md:block">个人中心</p>
          <ul className="flex flex-wrap gap-1 md:block">
            {entries.map((e) => (
              <li key={e.key}>
                <a
                  href={e.href}
                  aria-current={e.key === active ? 'page' : undefined}
                  className={`flex items-center justify-between gap-3 whitespace-nowrap rounded-card px-3 py-2 ${e.key === active ? 'bg-primary-soft font-medium text-primary-active' : 'text-ink hover:bg-page'}`}
                >
                  {e.label}
                  {e.key === 'inbox' && badge && (
                    <span data-testid="uc-inbox-badge" className="rounded-full bg-price px-1.5 text-meta leading-5 text-white" aria-label={`${unread} 条未读`}>
                      {badge}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** A section's white card with its heading and an optional action on the right. */
export function UcCard({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="min-w-0 rounded-card border border-line bg-white shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3">
        <h1 className="text-[16px] font-semibold text-ink">{title}</h1>
        {action}
      </div>
      {children}
    </section>
  );
}
