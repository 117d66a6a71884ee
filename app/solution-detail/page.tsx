import type { Metadata } from 'next';
import { SolutionDetailPage } from '@/components/solutions/solution-detail-page';
import { sideBarFor } from '@/lib/server/contact/side-bar';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { detailForPage, detailMetadata } from '@/lib/server/solutions/detail-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return detailMetadata('solution', await searchParams);
}

// A platform solution (originSource 1), opened from a card as /solution-detail.html?id= (001 §2).
export default async function Page({ searchParams }: Props) {
  const [detail, origin] = await Promise.all([searchParams.then((p) => detailForPage('solution', p)), mainSiteOrigin()]);
  // The merchant side bar (001 §2 Side bar): chat and phone reach the solution's provider.
  const sideBar = await sideBarFor({ supplierId: detail.supplierId });
  return <SolutionDetailPage detail={detail} origin={origin} sideBar={sideBar} />;
}
