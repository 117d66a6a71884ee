// What search engines read about a case: the description line and the schema.org record.
import { formatPeriod } from './period';
import type { CaseDetail } from './types';

const SUMMARY_LENGTH = 120;

/** The meta description: who it was for, the cycle, then the description, cut at about 120 characters. */
export function caseSummary(detail: Pick<CaseDetail, 'serviceCustom' | 'period' | 'caseDesc'>): string {
  const text = `服务客户：${detail.serviceCustom}；开发周期：${formatPeriod(detail.period)}。${detail.caseDesc}`.replace(/\s+/g, ' ');
  return [...text].length > SUMMARY_LENGTH ? `${[...text].slice(0, SUMMARY_LENGTH - 1).join('')}…` : text;
}

/** A schema.org CreativeWork of the case; the provider is named only when the case shows it. */
export function caseJsonLd(detail: CaseDetail): object {
  const provider = detail.supplierDetaiBlank === 0 && detail.buName ? { '@type': 'Organization', name: detail.buName } : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: detail.caseTitle,
    description: caseSummary(detail),
    datePublished: detail.publishTime,
    inLanguage: 'zh-CN',
    genre: detail.source === 1 ? '政务数字化案例' : '企业数字化案例',
    about: [detail.parentIndName, detail.indName],
    keywords: [detail.parentIndName, detail.indName, detail.cityName].join(','),
    ...(provider && { author: provider, provider }),
  };
}
