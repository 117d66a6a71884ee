import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdsProvider } from '@/components/ads/ads-provider';
import { MerchantSideBar } from '@/components/contact/merchant-side-bar';
import { JsonLd } from '@/components/seo/json-ld';
import { ANALYSIS_ANCHOR, SupplierAnalysisSection } from '@/components/market/supplier-analysis';
import { SupplierDetailView } from '@/components/suppliers/supplier-detail-view';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { adsForSlots } from '@/lib/server/ads/service';
import { sideBarFor } from '@/lib/server/contact/side-bar';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { getSupplierPageLists } from '@/lib/server/suppliers/detail-page';
import { getSupplierById } from '@/lib/server/suppliers/profile';
import { supplierAnalysisPage } from '@/lib/server/market/supplier';
import { supplierJsonLd, supplierSummary } from '@/lib/suppliers/seo';
import { readSectionPages, supplierDetailHref } from '@/lib/suppliers/url';
import { idParam, type SearchParams } from '@/lib/url/params';

interface Props {
  searchParams: Promise<SearchParams>;
}

// A malformed id is as unknown as a missing supplier: a real 404.
async function supplierOf(searchParams: Promise<SearchParams>) {
  const id = idParam((await searchParams).id);
  const supplier = id === null ? null : await getSupplierById(id);
  if (!supplier) notFound();
  return supplier;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const supplier = await supplierOf(searchParams);
  return {
    title: `${supplier.compName} - 企业详情`,
    description: supplierSummary(supplier),
    alternates: { canonical: supplierDetailHref(supplier.compId) },
  };
}

export default async function SupplierDetailPage({ searchParams }: Props) {
  const supplier = await supplierOf(searchParams);
  const pages = readSectionPages(await searchParams);
  const [lists, analysis, origin, sideBar, ads] = await Promise.all([
    getSupplierPageLists(supplier.compId, pages),
    supplierAnalysisPage(supplier.compId),
    mainSiteOrigin(),
    sideBarFor({ supplierId: supplier.compId }),
    adsForSlots(PAGE_AD_SLOTS['/search-supplierdetail.html']),
  ]);
  const path = supplierDetailHref(supplier.compId);
  const crumbs = [{ label: '首页', href: '/' }, { label: '供应商', href: '/search.html?tabIndex=1' }, { label: supplier.compName }];
  return (
    <AdsProvider ads={ads}>
      <JsonLd data={supplierJsonLd(supplier, origin, path)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin, path)} />
      <SupplierDetailView
        supplier={supplier}
        crumbs={crumbs}
        pages={pages}
        lists={lists}
        analysis={{ anchor: ANALYSIS_ANCHOR, section: analysis && <SupplierAnalysisSection analysis={analysis.analysis} charts={analysis.charts} /> }}
      />
      <MerchantSideBar data={sideBar} />
    </AdsProvider>
  );
}
