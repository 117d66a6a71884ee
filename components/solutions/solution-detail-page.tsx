import { MerchantSideBar } from '@/components/contact/merchant-side-bar';
import { JsonLd } from '@/components/seo/json-ld';
import { solutionHref } from '@/lib/solutions/display';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { solutionBreadcrumb, solutionJsonLd } from '@/lib/solutions/seo';
import type { SideBarData } from '@/lib/contact/types';
import type { SolutionDetail } from '@/lib/solutions/types';
import { SolutionDetailView } from './solution-detail-view';

/** Both detail pages: the view with what search engines read (schema.org Service, the breadcrumb trail), and the merchant side bar. */
export function SolutionDetailPage({ detail, origin, sideBar }: { detail: SolutionDetail; origin: string; sideBar: SideBarData }) {
  return (
    <>
      <JsonLd data={solutionJsonLd(detail, origin)} />
      <JsonLd data={breadcrumbJsonLd(solutionBreadcrumb(detail), origin, solutionHref(detail))} />
      <SolutionDetailView detail={detail} />
      <MerchantSideBar data={sideBar} />
    </>
  );
}
