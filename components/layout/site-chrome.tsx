// The chrome every page shares (000 §2, 001 §2): top bar, header, navigation, the page in <main>,
// footer and the floating consult widget. A server component; the interactive parts are client islands.
import type { ReactNode } from 'react';
import type { FriendlyLink, HeaderCityData } from '@/lib/city/types';
import type { SessionUser, UnreadCounts } from '@/lib/session/types';
import type { SiteSettings } from '@/lib/site/types';
import { ConsultWidget } from '@/components/layout/consult/consult-widget';
import { MainNav } from '@/components/layout/header/main-nav';
import { SiteFooter } from '@/components/layout/footer/site-footer';
import { SiteHeader } from '@/components/layout/header/site-header';
import { TopBar } from '@/components/layout/header/top-bar';

export interface SiteChromeProps {
  cityData: HeaderCityData;
  /** The bare site domain (env SITE_DOMAIN); city sub-sites are `<site>.<siteDomain>`. */
  siteDomain: string;
  /** The Host header of the request, port included. */
  currentHost: string;
  user: SessionUser | null;
  unread: UnreadCounts | null;
  /** The account status of the logged-in user (001 §6: 1 to 6 logs out). */
  accountStat: number | null;
  friendlyLinks: FriendlyLink[];
  site: SiteSettings;
  children: ReactNode;
}

export function SiteChrome({
  cityData,
  siteDomain,
  currentHost,
  user,
  unread,
  accountStat,
  friendlyLinks,
  site,
  children,
}: SiteChromeProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-primary-active focus:shadow-pop"
      >
        跳到主要内容
      </a>
      <TopBar
        cityData={cityData}
        siteDomain={siteDomain}
        currentHost={currentHost}
        user={user}
        unread={unread}
        accountStat={accountStat}
        site={site}
      />
      <SiteHeader site={site} />
      <MainNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter friendlyLinks={friendlyLinks} site={site} />
      <ConsultWidget site={site} />
    </div>
  );
}
