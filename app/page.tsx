import type { Metadata } from 'next';
import { AdsProvider } from '@/components/ads/ads-provider';
import { HomeView } from '@/components/home/home-view';
import { SiteJsonLd } from '@/app/_seo/site-json-ld';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { homeData } from '@/lib/home/rows';
import { adsForSlots } from '@/lib/server/ads/service';
import { hotSearchesOf } from '@/lib/server/analytics/searches';
import { getCurrentCity } from '@/lib/server/city/current';
import { getHomeOverview } from '@/lib/server/home/service';
import { getSessionView } from '@/lib/server/session/session';
import { cityPageCanonical } from '@/lib/server/seo/canonical';
import { getSiteSettings } from '@/lib/server/site';

// `/` and /index.html are one page (next.config.mjs rewrites the second): its canonical is `/`.
export async function generateMetadata(): Promise<Metadata> {
  return cityPageCanonical('/');
}

export default async function HomePage() {
  const { city, onSubSite } = await getCurrentCity();
  const [overview, ads, session, hotSearches] = await Promise.all([
    getHomeOverview(city.cityCode),
    adsForSlots(PAGE_AD_SLOTS['/index.html']),
    getSessionView(),
    hotSearchesOf(onSubSite ? city.cityCode : undefined),
  ]);
  const publisher = session.user ? { jfid: session.user.jfid, mobile: session.user.mobile } : null;
  return (
    <AdsProvider ads={ads}>
      <SiteJsonLd />
      <HomeView cityName={city.cityName} home={homeData(overview)} publisher={publisher} hotline={getSiteSettings().hotline} keywords={hotSearches.opportunity} />
    </AdsProvider>
  );
}
