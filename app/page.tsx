import { HomeView } from '@/components/home/home-view';
import { getCurrentCity } from '@/lib/server/city/current';
import { getHomeOverview } from '@/lib/server/home/service';

export default async function HomePage() {
  const { city } = await getCurrentCity();
  const overview = await getHomeOverview(city.cityCode);
  return <HomeView cityName={city.cityName} overview={overview} />;
}
