'use client';

// The logged-in part of the top bar (000 §2 §6, 001 §6, 002 §2): user name with the identities menu
// (switch, logout), identity selection, user centre, workbench and inbox with the unread badge.
import { useEffect } from 'react';
import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { exitHref, IDENTITY_SELECT_HREF, showIdentitySelector, showWorkbench, switchHref } from '@/lib/accounts/identity-links';
import { formatBadge, mustLogout, unreadTotal } from '@/lib/session/unread';
import { identityTypeLabel } from '@/lib/accounts/display';
import type { SessionUser, UnreadCounts } from '@/lib/session/types';
import { CheckIcon, ChevronDownIcon, MessageIcon } from '@/components/ui/icons';
import { useCurrentUrl } from './use-current-url';

const barLink = 'rounded px-1 text-white/80 hover:text-white';

export interface UserBarProps {
  user: SessionUser;
  unread: UnreadCounts | null;
  /** Reported with the unread counts; 1 to 6 logs the user out (001 §6). */
  accountStat?: number | null;
}

export function UserBar({ user, unread, accountStat = null }: UserBarProps) {
  const url = useCurrentUrl();
  const total = unreadTotal(unread);
  const badge = formatBadge(total);

  // 001 §6: a frozen or closed account leaves through /exit as soon as the header learns its status,
  // coming back to this page logged out. In the browser, so the callback is the full current address.
  useEffect(() => {
    if (mustLogout(accountStat)) window.location.replace(exitHref(window.location.href));
  }, [accountStat]);

  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-label="我的账号">
      <li className="flex items-center">
        <span className="text-white/60">您好，</span>
        <Menu>
          <MenuButton
            data-testid="user-menu"
            className="flex max-w-44 items-center gap-0.5 rounded px-1 font-medium text-white hover:text-primary-soft"
          >
            <span className="truncate">{user.buname}</span>
            <ChevronDownIcon className="size-3.5 shrink-0 text-white/60" />
          </MenuButton>
          <MenuItems
            anchor={{ to: 'bottom start', gap: 8, padding: 8 }}
            className="z-50 min-w-56 rounded-card border border-line bg-white py-1 text-ink shadow-pop focus:outline-none"
          >
            {user.menu.length > 0 && (
              <MenuSection>
                <MenuHeading className="px-3 pb-1 pt-1.5 text-meta text-ink-faint">切换身份</MenuHeading>
                {user.menu.map((item) => {
                  const current = item.buId === user.buid;
                  return (
                    <MenuItem key={`${item.buId}-${item.butype}`}>
                      <a
                        href={switchHref(item, url)}
                        data-testid="identity-item"
                        aria-current={current ? 'true' : undefined}
                        className={`flex items-center gap-2 px-3 py-1.5 data-focus:bg-primary-soft ${current ? 'font-medium text-primary-active' : ''}`}
                      >
                        <span className="w-4 shrink-0">{current && <CheckIcon className="size-4" />}</span>
                        <span className="min-w-0 flex-1 truncate">{item.buName}</span>
                        <span className="shrink-0 rounded bg-info-soft px-1 text-meta text-info">
                          {identityTypeLabel(item.butype)}
                        </span>
                        {current && <span className="sr-only">（当前身份）</span>}
                      </a>
                    </MenuItem>
                  );
                })}
                <MenuSeparator className="my-1 h-px bg-line" />
              </MenuSection>
            )}
            <MenuItem>
              <a href={exitHref(url)} data-testid="logout" className="block px-3 py-1.5 text-ink-muted data-focus:bg-primary-soft data-focus:text-ink">
                退出
              </a>
            </MenuItem>
          </MenuItems>
        </Menu>
      </li>
      {showIdentitySelector(user.menu) && (
        <li>
          <a href={IDENTITY_SELECT_HREF} className={barLink} data-testid="identity-select">
            选择身份
          </a>
        </li>
      )}
      <li>
        <a href="/user-center.html" className={barLink}>
          个人中心
        </a>
      </li>
      {showWorkbench(user) && (
        <li>
          <a href="/workbench.html" className={barLink} data-testid="workbench">
            工作台
          </a>
        </li>
      )}
      <li>
        <a
          href="/inbox.html"
          data-testid="inbox"
          className={`${barLink} relative inline-flex items-center gap-1`}
          aria-label={total > 0 ? `消息，${total} 条未读` : '消息'}
        >
          <MessageIcon className="size-4" />
          消息
          {badge && (
            <span
              data-testid="unread-badge"
              aria-hidden="true"
              className="min-w-4.5 rounded-full bg-price px-1 text-center text-[11px] font-medium leading-4.5 text-white"
            >
              {badge}
            </span>
          )}
        </a>
      </li>
    </ul>
  );
}
