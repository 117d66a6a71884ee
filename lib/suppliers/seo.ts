// What search engines read about a supplier: the description line and the schema.org Organization.
import { formatCapital } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import type { SupplierProfile } from './types';

const SUMMARY_LENGTH = 150;

/** The meta description: where and since when, capital, what it does, for whom; about 150 characters. */
export function supplierSummary(s: SupplierProfile): string {
  const text =
    `${s.compName}，位于${s.cityName}，成立于${formatDate(s.establishTime)}，注册资本${formatCapital(s.registerCapital)}，` +
    `核心能力：${s.coreCompetence.join('、')}；服务行业：${s.serviceTrade.join('、')}。${s.intro}`;
  const chars = [...text];
  return chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH - 1).join('')}…` : text;
}

/** schema.org Organization; `origin` makes the page and logo addresses absolute. */
export function supplierJsonLd(s: SupplierProfile, origin: string, pagePath: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: s.compName,
    legalName: s.compName,
    url: new URL(pagePath, origin).toString(),
    ...(s.logo && { logo: new URL(s.logo, origin).toString() }),
    description: supplierSummary(s),
    identifier: { '@type': 'PropertyValue', propertyID: '统一社会信用代码', value: s.creditCode },
    foundingDate: formatDate(s.establishTime),
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address,
      addressLocality: s.cityName,
      addressRegion: s.provinceName,
      addressCountry: 'CN',
    },
    knowsAbout: s.coreCompetence,
  };
}
