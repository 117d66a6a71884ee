import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { SiteChrome } from '@/components/layout/site-chrome';
import { env } from '@/lib/env';
import { getSiteSettings } from '@/lib/server/site';
import { headerCityData } from '@/lib/city/types';
import { hotSearchesOf } from '@/lib/server/analytics/searches';
import { getCurrentCity } from '@/lib/server/city/current';
import { getFriendlyLinks } from '@/lib/server/city/friendly-links';
import { getCityData } from '@/lib/server/city/service';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { getSessionView } from '@/lib/server/session/session';
import './globals.css';

// Every page depends on the visitor's city (subdomain or cookie) and session: never prerendered,
// which also keeps `next build` away from the database.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { city } = await getCurrentCity();
  return {
    // Canonical links and Open Graph addresses come out absolute, on the main site: records and national
    // pages are one page whatever the host (docs/decisions/0008-one-canonical-host.md); the city's own
    // pages take their sub-site instead (lib/server/seo/canonical.ts).
    metadataBase: new URL(await mainSiteOrigin()),
    title: { default: `云采汇${city.cityName}站 - 软件与数字化服务采购平台`, template: `%s - 云采汇${city.cityName}站` },
    description: `云采汇${city.cityName}站：政企数字化转型采购寻源平台，查中标信息、找软件供应商、看行业案例与解决方案。`,
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1677ff' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const current = await getCurrentCity();
  const [cityData, friendlyLinks, session, h, hotSearches] = await Promise.all([
    getCityData(current),
    getFriendlyLinks(current.city.cityCode),
    getSessionView(),
    headers(),
    hotSearchesOf(current.onSubSite ? current.city.cityCode : undefined),
  ]);
  return (
    <html lang="zh-CN">
      <body>
        <SiteChrome
          cityData={headerCityData(cityData)}
          siteDomain={env.SITE_DOMAIN}
          currentHost={h.get('host') ?? env.SITE_DOMAIN}
          user={session.user}
          unread={session.unread}
          accountStat={session.accountStat}
          offDuty={session.offDuty}
          friendlyLinks={friendlyLinks}
          site={getSiteSettings()}
          hotSearches={hotSearches}
        >
          {children}
        </SiteChrome>
        <Analytics {...getSiteSettings().analytics} cityCode={current.city.cityCode} siteDomain={env.SITE_DOMAIN} />
      </body>
    </html>
  );
}
