// The thin dark bar above the header (000 §2): city selector, hotline, login links or the user bar;
// the solutions header adds its QR codes, menus and English site (solutions-top-links.tsx).
import type { HeaderCityData } from '@/lib/city/types';
import type { SessionUser, UnreadCounts } from '@/lib/session/types';
import { telHref } from '@/lib/site/tel';
import type { SiteSettings } from '@/lib/site/types';
import { PhoneIcon } from '@/components/ui/icons';
import { CitySelector } from '@/components/layout/city/city-selector';
import { SolutionsTopLinks } from './solutions-top-links';
import { UserBarSlot } from './user-bar-slot';
import { VisitorLinks } from './visitor-links';

export interface TopBarProps {
  cityData: HeaderCityData;
  /** The bare site domain (env SITE_DOMAIN); city sub-sites are `<site>.<siteDomain>`. */
  siteDomain: string;
  /** The Host header of the request, port included. */
  currentHost: string;
  user: SessionUser | null;
  unread: UnreadCounts | null;
  /** The account status of the logged-in user (001 §6: 1 to 6 logs out). */
  accountStat: number | null;
  site: SiteSettings;
}

export function TopBar({ cityData, siteDomain, currentHost, user, unread, accountStat, site }: TopBarProps) {
  return (
    // A landmark of its own (the header's banner follows it, or the registration header), so none of
    // its items sits outside one: city sites, hotline and account links are the site's tools.
    <nav aria-label="站点工具栏" className="bg-topbar text-meta text-white/80">
      <div className="site-container flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-0.5 py-0.5">
        <div className="flex min-w-0 items-center gap-4">
          <CitySelector cityData={cityData} siteDomain={siteDomain} currentHost={currentHost} />
          <p className="hidden items-center gap-1 sm:flex">
            <PhoneIcon className="size-3.5 text-white/60" />
            <span>
              服务热线：
              {/* Underlined: white beside the bar's white/80 text is told apart by more than colour (WCAG 1.4.1). */}
              <a href={telHref(site.hotline)} className="text-white underline decoration-white/50 underline-offset-2 hover:decoration-white">
                {site.hotline}
              </a>
              （{site.hotlineHours}）
            </span>
          </p>
        </div>
        <div className="flex items-center gap-4">
          <SolutionsTopLinks site={site} />
          {user ? <UserBarSlot user={user} unread={unread} accountStat={accountStat} /> : <VisitorLinks />}
        </div>
      </div>
    </nav>
  );
}
