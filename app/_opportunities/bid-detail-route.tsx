import type { Metadata } from 'next';
import { BidDetailPage } from '@/components/opportunities/detail-pages';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { bidMeta, publicIdOf } from '@/lib/opportunities/details';
import { adsForSlots } from '@/lib/server/ads/service';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { purchaserCodeByName } from '@/lib/server/market';
import { bidForPage } from '@/lib/server/opportunities/details';

// The three tender detail addresses of 001 §2 differ only in their path and the parameter that names
// the tender; each route file is this page with its pair. (A private folder: not a route itself.)

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function bidDetailRoute(path: string, param: 'intentionCode' | 'bidCode' | 'orderId') {
  // Of the three, 001 §2 gives ad slots to /gov_purchase_detail.html only.
  const slots: readonly string[] = PAGE_AD_SLOTS[path as keyof typeof PAGE_AD_SLOTS] ?? [];
  const load = async (searchParams: Props['searchParams']) => bidForPage(publicIdOf((await searchParams)[param]), path);
  return {
    async generateMetadata({ searchParams }: Props): Promise<Metadata> {
      const { title, description, canonical } = bidMeta((await load(searchParams)).bid);
      return { title, description, alternates: { canonical } };
    },
    async Page({ searchParams }: Props) {
      const [{ bid, viewer }, origin, items] = await Promise.all([load(searchParams), mainSiteOrigin(), adsForSlots(slots)]);
      // The unit's profile (docs/analytics.md), when the portal knows the unit by that name.
      const purchaserCode = await purchaserCodeByName(bid.purchaserName);
      return <BidDetailPage bid={bid} jfId={viewer?.userId ?? null} origin={origin} ads={{ slots, items }} purchaserCode={purchaserCode} />;
    },
  };
}
