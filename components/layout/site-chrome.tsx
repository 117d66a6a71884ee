// The chrome every page shares (000 §2, 001 §2): top bar, header, navigation, the page in <main>,
// footer and the floating consult widget. A server component; the interactive parts are client islands.
import type { ReactNode } from 'react';
import type { FriendlyLink } from '@/lib/city/types';
import type { HotSearches } from '@/lib/search/hot-searches';
import { ConsultWidget } from '@/components/layout/consult/consult-widget';
import { DutyNotice } from '@/components/layout/header/duty-notice';
import { MainNav } from '@/components/layout/header/main-nav';
import { PortalHeaderGate } from '@/components/layout/header/registration-header';
import { SiteFooter } from '@/components/layout/footer/site-footer';
import { SiteHeader } from '@/components/layout/header/site-header';
import { TopBar, type TopBarProps } from '@/components/layout/header/top-bar';

/** What the top bar shows (city, session, site settings), plus the footer's links and the page. */
export interface SiteChromeProps extends TopBarProps {
  /** Yesterday's unanswered opportunity pushes, when they put the supplier off duty today (001 §8). */
  offDuty: number;
  friendlyLinks: FriendlyLink[];
  /** The site's hot searches (lib/server/analytics/searches.ts). */
  hotSearches: HotSearches;
  children: ReactNode;
}

export function SiteChrome({
  cityData,
  siteDomain,
  currentHost,
  user,
  unread,
  accountStat,
  offDuty,
  friendlyLinks,
  site,
  hotSearches,
  children,
}: SiteChromeProps) {
  // What the quick-publish dialog needs of the user: their own phone publishes without a code.
  const publisher = user ? { jfid: user.jfid, mobile: user.mobile } : null;
  return (
    <div className="site-chrome flex min-h-screen flex-col">
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
      <PortalHeaderGate>
        <SiteHeader site={site} publisher={publisher} hotSearches={hotSearches} />
        <MainNav />
      </PortalHeaderGate>
      {offDuty > 0 && <DutyNotice unanswered={offDuty} />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter friendlyLinks={friendlyLinks} site={site} />
      <ConsultWidget site={site} publisher={publisher} />
    </div>
  );
}
