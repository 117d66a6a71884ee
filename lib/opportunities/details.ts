// The detail pages of the opportunity cards (001 §2 Card click targets): what they show beyond the
// card, their breadcrumbs and what search engines read (schema.org Demand).
import { soughtBy, soughtService } from '@/lib/seo/json-ld';
import { bidHref, budgetYuan, outsourcingHref } from './links';
import { BUSINESS_PATH, DEMAND_HALL_PATH } from './list-params';
import type { BidCard, BidOpportunityDetail, OutsourcingCard, OutsourcingDetail } from './types';

// The detail shapes are schemas with the cards (./types.ts), as getNewGovInfo and getGovIntentionInfo answer them.
export type { BidOpportunityDetail, OutsourcingDetail } from './types';

/** The page title of a tender: intention, agency notice or purchase notice. */
export function bidKindLabel(b: Pick<BidCard, 'type' | 'bidSource'>): string {
  if (b.type === 1) return '采购意向';
  return b.bidSource === 2 || b.bidSource === 3 ? '平台采购公告' : '采购公告';
}

/** The path part of a card's link: the page that must render this record (another page redirects there). */
export const bidPagePath = (b: Pick<BidCard, 'type' | 'bidSource' | 'code'>) => bidHref(b).split('?')[0] ?? '';

export const bidBreadcrumb = (b: Pick<BidCard, 'projectName'>) => [
  { label: '首页', href: '/' },
  { label: '软件商机', href: BUSINESS_PATH },
  { label: b.projectName },
];

export const outsourcingBreadcrumb = (d: Pick<OutsourcingCard, 'orderName' | 'channel'>) => [
  { label: '首页', href: '/' },
  { label: '需求大厅', href: DEMAND_HALL_PATH },
  { label: d.channel === 2 ? '人力外包' : '软件外包', href: d.channel === 2 ? `${DEMAND_HALL_PATH}?tab=manpower` : DEMAND_HALL_PATH },
  { label: d.orderName },
];

const SUMMARY_LENGTH = 120;
const cut = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return [...flat].length > SUMMARY_LENGTH ? `${[...flat].slice(0, SUMMARY_LENGTH - 1).join('')}…` : flat;
};

/** The meta description of a tender: who buys, then the notice. */
export const bidSummary = (b: BidOpportunityDetail) => cut(`${b.purchaserName}（${b.cityName}）${bidKindLabel(b)}，项目编号 ${b.projectNumber}。${b.content}`);

export const outsourcingSummary = (d: OutsourcingDetail) => cut(`${d.cityName}${d.channel === 2 ? '人力外包' : '软件外包'}需求：${d.memo}`);

/** A schema.org Demand (mapping in lib/seo/json-ld.ts): what is sought, by whom, for how much and until when. */
export function bidJsonLd(b: BidOpportunityDetail, origin: string): object {
  const yuan = budgetYuan(b);
  return {
    '@context': 'https://schema.org',
    '@type': 'Demand',
    name: b.projectName,
    description: bidSummary(b),
    url: new URL(bidHref(b), origin).toString(),
    sku: b.projectNumber,
    availabilityStarts: b.biddingDateFrom ?? b.publishTime,
    ...(b.bidDeadLine && { availabilityEnds: b.bidDeadLine }),
    areaServed: b.cityName,
    itemOffered: soughtService(b.projectName, b.businessDirection, b.cityName),
    ...soughtBy(b.purchaserName, 'GovernmentOrganization'),
    ...(yuan !== null && { priceSpecification: { '@type': 'PriceSpecification', price: yuan, priceCurrency: 'CNY' } }),
  };
}

export function outsourcingJsonLd(d: OutsourcingDetail, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Demand',
    name: d.orderName,
    description: outsourcingSummary(d),
    url: new URL(outsourcingHref(d.orderNo), origin).toString(),
    sku: d.orderNo,
    availabilityStarts: d.putTimeStr,
    ...(d.bidValidtime && { availabilityEnds: d.bidValidtime }),
    areaServed: d.cityName,
    itemOffered: soughtService(d.orderName, [d.primaryClassName, d.secondClassName].filter(Boolean).join(' / '), d.cityName),
    ...(d.price !== null && { priceSpecification: { '@type': 'PriceSpecification', price: d.price, priceCurrency: 'CNY' } }),
  };
}

/** The ItemList of a list page: each card's address and name, in the order shown. */
export function itemListJsonLd(items: { url: string; name: string }[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: new URL(item.url, origin).toString(), name: item.name })),
  };
}

/** A public id from a detail URL (a code or an orderNo, as followSchema takes them), or null. */
export function publicIdOf(value: string | string[] | undefined): string | null {
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[A-Za-z0-9-]{1,40}$/.test(id) ? id : null;
}

/** The title and description of a detail page. */
export const bidMeta = (b: BidOpportunityDetail) => ({ title: `${b.projectName} - ${bidKindLabel(b)} - 软件商机`, description: bidSummary(b), canonical: bidHref(b) });

export const outsourcingMeta = (d: OutsourcingDetail) => ({
  title: `${d.orderName} - ${d.channel === 2 ? '人力外包' : '软件外包'}需求 - 需求大厅`,
  description: outsourcingSummary(d),
  canonical: outsourcingHref(d.orderNo),
});
