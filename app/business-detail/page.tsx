import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AdsProvider } from '@/components/ads/ads-provider';
import { CaseDetailView } from '@/components/cases/case-detail-view';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { JsonLd } from '@/components/seo/json-ld';
import { buCaseInfoSchema } from '@/lib/cases/schemas';
import { caseJsonLd, caseSummary } from '@/lib/cases/seo';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { adsForSlots } from '@/lib/server/ads/service';
import { getCaseDetail, listRelatedCases } from '@/lib/server/cases/detail';
import type { SearchParams } from '@/lib/url/params';

interface Props {
  searchParams: Promise<SearchParams>;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// Metadata and page read the same case once per request. A malformed id or source is as unknown as a
// missing case: a real 404.
const loadCase = cache(async (id: string | undefined, source: string | undefined) => {
  const input = buCaseInfoSchema.safeParse({ uuidSecret: id, source });
  return input.success ? getCaseDetail(input.data.uuidSecret, input.data.source) : null;
});

async function caseOf(searchParams: Promise<SearchParams>) {
  const params = await searchParams;
  const detail = await loadCase(first(params.id), first(params.source));
  if (!detail) notFound();
  return detail;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const detail = await caseOf(searchParams);
  return {
    title: detail.caseTitle,
    description: caseSummary(detail),
    alternates: { canonical: caseDetailHref(detail.caseUuid, detail.source) },
  };
}

export default async function BusinessDetailPage({ searchParams }: Props) {
  const detail = await caseOf(searchParams);
  const [related, ads] = await Promise.all([listRelatedCases(detail.caseUuid, detail.parentIndCode), adsForSlots(PAGE_AD_SLOTS['/business-detail.html'])]);
  return (
    <AdsProvider ads={ads}>
      <JsonLd data={caseJsonLd(detail)} />
      <CaseDetailView detail={detail} related={related} />
    </AdsProvider>
  );
}
