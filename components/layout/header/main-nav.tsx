'use client';

// Main navigation (001 §2 "Header navigation"): the items with their dropdowns, the right-hand links,
// and the active item derived from the page path; the pages of the alternative bar get that bar
// instead (alt-nav.tsx). Desktop: a bar with hover/keyboard dropdowns; below 1024px: a native
// <details> menu that unfolds the full list (it opens before the page's scripts have run, and a link
// followed in it folds it again).
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef } from 'react';
import { activeNavKey } from '@/lib/nav/active';
import { headerVariant, showsAltNav } from '@/lib/nav/header-variant';
import { MAIN_NAV, NAV_EXTRAS, NOT_OPEN_LABEL, type NavExtra, type NavLink } from '@/lib/nav/items';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ChevronDownIcon, MenuIcon } from '@/components/ui/icons';
import { AltNav } from './alt-nav';
import { APP_QR, QrPopover } from './qr-popover';

function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

/** A navigation link; an empty href shows the name with "(暂未开通)" and is not a link (001 §2). */
function NavAnchor({
  link,
  className,
  onNavigate,
  current,
}: {
  link: NavLink;
  className: string;
  onNavigate?: () => void;
  current?: boolean;
}) {
  if (!link.href) {
    return (
      <span className={`${className.replace(/\S*(hover:|text-ink)\S*/g, '')} cursor-default text-ink-faint`}>
        {link.name}
        <span className="text-meta">{NOT_OPEN_LABEL}</span>
      </span>
    );
  }
  if (link.external || isExternal(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener" className={className}>
        {link.name}
      </a>
    );
  }
  // No prefetch: the chrome links every section from every page, which would cost each visit dozens
  // of background requests (the footer and the consult widget follow the same rule).
  return (
    <Link href={link.href} prefetch={false} className={className} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
      {link.name}
    </Link>
  );
}

function AppQr() {
  return (
    <QrPopover
      label="APP"
      buttonLabel="APP 下载二维码"
      codes={[APP_QR]}
      buttonClassName="flex h-12 items-center gap-0.5 px-2 text-ink-muted hover:text-primary-active data-open:text-primary-active"
    />
  );
}

function Extra({ extra }: { extra: NavExtra }) {
  if (extra.kind === 'app') return <AppQr />;
  return <NavAnchor link={extra} className="flex h-12 items-center px-2 text-ink-muted hover:text-primary-active" />;
}

// nav-item, nav-toggle: app/globals.css (every page draws the bar).
const itemBase = 'nav-item';

/** The navigation of the page's header variant (lib/nav/header-variant.ts). */
export function MainNav() {
  const variant = headerVariant(usePathname());
  return showsAltNav(variant) ? <AltNav solutions={variant === 'solutions'} /> : <PortalNav />;
}

function PortalNav() {
  const pathname = usePathname();
  const active = activeNavKey(pathname);
  const menu = useRef<HTMLDetailsElement>(null);
  const fold = () => {
    if (menu.current) menu.current.open = false;
  };

  return (
    <nav aria-label="主导航" className="border-y border-line bg-white">
      <div className="site-container">
        {/* Desktop bar */}
        <div className="hidden items-center justify-between lg:flex">
          <ul className="flex items-center">
            {MAIN_NAV.map((item) => {
              const isActive = item.key === active;
              const cls = `${itemBase} ${isActive ? 'font-semibold text-primary-active after:bg-primary' : 'text-ink'}`;
              if (!item.children?.length) {
                return (
                  <li key={item.key}>
                    <NavAnchor link={item} className={cls} current={isActive} />
                  </li>
                );
              }
              return (
                <li key={item.key}>
                  <HoverPopover
                    align="left"
                    offset={0}
                    className="flex items-center"
                    leading={<NavAnchor link={item} className={`${cls} pr-1`} current={isActive} />}
                    buttonClassName="nav-toggle"
                    buttonLabel={`${item.name}子菜单`}
                    button={<ChevronDownIcon className="size-3.5 transition-transform" />}
                    panelClassName="min-w-36 rounded-b-card border border-line bg-white py-1 shadow-pop"
                  >
                    {({ close }) => (
                      <ul aria-label={item.name}>
                        {item.children?.map((child) => (
                          <li key={child.name}>
                            <NavAnchor
                              link={child}
                              onNavigate={close}
                              className="block whitespace-nowrap px-4 py-2 text-ink hover:bg-primary-soft hover:text-primary-active"
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </HoverPopover>
                </li>
              );
            })}
          </ul>
          <ul className="flex items-center text-base" aria-label="更多">
            {NAV_EXTRAS.map((extra) => (
              <li key={extra.name}>
                <Extra extra={extra} />
              </li>
            ))}
          </ul>
        </div>

        {/* Phones and tablets */}
        <details ref={menu} className="group lg:hidden">
          <summary className="summary-plain flex h-11 items-center justify-between">
            <span className="font-medium text-ink">{MAIN_NAV.find((i) => i.key === active)?.name ?? '全部导航'}</span>
            <span className="flex items-center gap-1 rounded px-2 py-1 text-ink-muted hover:text-primary-active group-open:text-primary-active">
              <MenuIcon className="size-5" />
              <span>导航菜单</span>
            </span>
          </summary>
          <div className="border-t border-line pb-3">
            <ul className="divide-y divide-line">
              {MAIN_NAV.map((item) => {
                const isActive = item.key === active;
                return (
                  <li key={item.key} className="py-1.5">
                    <NavAnchor
                      link={item}
                      current={isActive}
                      onNavigate={fold}
                      className={`block py-1 ${isActive ? 'font-semibold text-primary-active' : 'text-ink'}`}
                    />
                    {item.children?.length ? (
                      <ul className="flex flex-wrap gap-x-4 gap-y-1 pb-1 pl-3 text-ink-muted">
                        {item.children.map((child) => (
                          <li key={child.name}>
                            <NavAnchor link={child} onNavigate={fold} className="hover:text-primary-active" />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-2 text-ink-muted">
              {NAV_EXTRAS.filter((e): e is Extract<NavExtra, { kind: 'link' }> => e.kind === 'link').map((extra) => (
                <li key={extra.name}>
                  <NavAnchor link={extra} className="hover:text-primary-active" />
                </li>
              ))}
            </ul>
          </div>
        </details>
      </div>
    </nav>
  );
}
