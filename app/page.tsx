import { AdsProvider } from '@/components/ads/ads-provider';
import { HomeView } from '@/components/home/home-view';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { adsForSlots } from '@/lib/server/ads/service';
import { getCurrentCity } from '@/lib/server/city/current';
import { getHomeOverview } from '@/lib/server/home/service';

export default async function HomePage() {
  const { city } = await getCurrentCity();
  const [overview, ads] = await Promise.all([getHomeOverview(city.cityCode), adsForSlots(PAGE_AD_SLOTS['/index.html'])]);
  return (
    <AdsProvider ads={ads}>
      <HomeView cityName={city.cityName} overview={overview} />
    </AdsProvider>
  );
}
