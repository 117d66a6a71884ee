'use client';

// What the solutions page's header adds to the top bar (001 §2): the app QR codes, the site-navigation
// mega menu, the customer-service menu with the hotline and its hours, and the English site. Drawn
// only on the pages of the 'solutions' header variant (lib/nav/header-variant.ts).
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { headerVariant } from '@/lib/nav/header-variant';
import { CUSTOMER_SERVICE_LINKS, ENGLISH_SITE, SITE_MAP_GROUPS } from '@/lib/nav/solutions-header';
import { telHref } from '@/lib/site/tel';
import type { SiteSettings } from '@/lib/site/types';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ChevronDownIcon } from '@/components/ui/icons';
import { APP_QR, OFFICIAL_QR, QrPopover } from './qr-popover';

const trigger = 'flex items-center gap-0.5 rounded px-1 text-white/80 hover:text-white data-open:text-white';
const menuLink = 'block whitespace-nowrap rounded px-2 py-1 text-ink hover:bg-primary-soft hover:text-primary-active';

function Menu({ label, children, wide = false }: { label: string; children: (close: () => void) => ReactNode; wide?: boolean }) {
  return (
    <HoverPopover
      align="right"
      offset={8}
      buttonClassName={trigger}
      button={
        <>
          {label}
          <ChevronDownIcon className="size-3" />
        </>
      }
      panelClassName={`rounded-card border border-line bg-white p-3 text-base text-ink shadow-pop ${wide ? 'w-[min(92vw,640px)]' : 'w-56'}`}
    >
      {({ close }) => children(close)}
    </HoverPopover>
  );
}

export function SolutionsTopLinks({ site }: { site: SiteSettings }) {
  if (headerVariant(usePathname()) !== 'solutions') return null;
  return (
    <ul className="hidden items-center gap-3 md:flex" aria-label="网站服务" data-testid="solutions-top-links">
      <li>
        <QrPopover label="手机云采汇" buttonLabel="云采汇 APP 与公众号二维码" codes={[APP_QR, OFFICIAL_QR]} buttonClassName={trigger} />
      </li>
      <li>
        <Menu label="网站导航" wide>
          {(close) => (
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="site-map-menu">
              {SITE_MAP_GROUPS.map((group) => (
                <section key={group.title} aria-label={group.title}>
                  <h2 className="mb-1 px-2 text-meta font-semibold text-ink-muted">{group.title}</h2>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} onClick={close} className={menuLink}>
                          {link.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </Menu>
      </li>
      <li>
        <Menu label="客户服务">
          {(close) => (
            <div data-testid="customer-service-menu">
              <ul className="grid grid-cols-2 gap-1">
                {CUSTOMER_SERVICE_LINKS.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} onClick={close} className={menuLink}>
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-2 border-t border-line px-2 pt-2 text-meta text-ink-muted">
                客服热线
                <a href={telHref(site.hotline)} className="ml-1 block text-base font-semibold text-primary-active hover:underline">
                  {site.hotline}
                </a>
                服务时间 {site.hotlineHours}（每天）
              </p>
            </div>
          )}
        </Menu>
      </li>
      <li>
        <a href={ENGLISH_SITE.href} target="_blank" rel="noopener" lang="en" className="rounded px-1 text-white/80 hover:text-white">
          {ENGLISH_SITE.name}
        </a>
      </li>
    </ul>
  );
}
