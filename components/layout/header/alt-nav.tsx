'use client';

// The alternative main navigation bar (001 §2): 政企数字化转型, 软件商机, 软件企业, 产品及方案, 案例,
// 服务, 地图. Following an item sets the session's search type to its name (001 §3); the item of the
// page itself reloads it. The solutions header adds industry enablement with its external links, and
// the mobile version and the global site on the right. On phones the bar scrolls sideways.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type MouseEvent } from 'react';
import { activeAltNavKey, ALT_NAV, searchTypeOfItem, type AltNavItem } from '@/lib/nav/alt-nav';
import { GLOBAL_SITE, INDUSTRY_LINKS, MOBILE_SITE_LABEL } from '@/lib/nav/solutions-header';
import { searchTypeStore } from '@/lib/nav/search-type-store';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ChevronDownIcon } from '@/components/ui/icons';
import { APP_QR, QrPopover } from './qr-popover';

const plainClick = (e: MouseEvent) => !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0);

function IndustryMenu() {
  return (
    <HoverPopover
      align="left"
      offset={0}
      buttonClassName="nav-item gap-0.5 text-ink data-open:text-primary-active"
      button={
        <>
          行业赋能
          <ChevronDownIcon className="size-3.5 text-ink-faint" />
        </>
      }
      buttonLabel="行业赋能（外部链接）"
      panelClassName="min-w-52 rounded-b-card border border-line bg-white py-1 shadow-pop"
    >
      {({ close }) => (
        <ul aria-label="行业赋能">
          {INDUSTRY_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
                className="block whitespace-nowrap px-4 py-2 text-ink hover:bg-primary-soft hover:text-primary-active"
              >
                {link.name}
                <span className="sr-only">（在新窗口打开）</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </HoverPopover>
  );
}

export function AltNav({ solutions }: { solutions: boolean }) {
  const active = activeAltNavKey(usePathname());
  const list = useRef<HTMLUListElement>(null);

  // On a phone the bar scrolls sideways: bring the page's own item into view.
  useEffect(() => {
    const ul = list.current;
    const item = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (ul && item && ul.scrollWidth > ul.clientWidth) ul.scrollLeft = item.offsetLeft - (ul.clientWidth - item.offsetWidth) / 2;
  }, [active]);

  const onItemClick = (item: AltNavItem) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    if (item.key === active) {
      e.preventDefault();
      window.location.reload();
      return;
    }
    const type = searchTypeOfItem(item);
    if (type) searchTypeStore.set(type);
  };

  return (
    <nav aria-label="主导航" data-testid="alt-nav" className="border-y border-line bg-white">
      <div className="site-container flex items-center justify-between gap-4">
        <ul ref={list} className="scroll-row relative -mx-3 flex min-w-0 items-center lg:mx-0 lg:overflow-visible lg:mask-none lg:after:hidden">
          {ALT_NAV.map((item) => {
            const isActive = item.key === active;
            return (
              <li key={item.key}>
                <Link
                  href={item.href}
                  prefetch={false}
                  onClick={onItemClick(item)}
                  aria-current={isActive ? 'page' : undefined}
                  data-alt-nav={item.key}
                  className={`nav-item ${isActive ? 'font-semibold text-primary-active after:bg-primary' : 'text-ink'}`}
                >
                  {item.name}
                </Link>
              </li>
            );
          })}
          {solutions && (
            <li className="hidden lg:block">
              <IndustryMenu />
            </li>
          )}
        </ul>
        {solutions && (
          <ul className="hidden shrink-0 items-center text-base lg:flex" aria-label="更多">
            <li>
              <QrPopover
                label={MOBILE_SITE_LABEL}
                buttonLabel="手机版二维码"
                codes={[APP_QR]}
                buttonClassName="flex h-12 items-center gap-0.5 px-2 text-ink-muted hover:text-primary-active data-open:text-primary-active"
              />
            </li>
            <li>
              <a href={GLOBAL_SITE.href} target="_blank" rel="noopener" className="flex h-12 items-center px-2 text-ink-muted hover:text-primary-active">
                {GLOBAL_SITE.name}
              </a>
            </li>
          </ul>
        )}
      </div>
    </nav>
  );
}
