import { ruleHref, type PlatformRule } from './rules';

/** schema.org Article of a rule page (a published, dated text of the platform). */
export function ruleJsonLd(rule: PlatformRule, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: rule.title,
    description: rule.summary,
    mainEntityOfPage: new URL(ruleHref(rule.code), origin).toString(),
    datePublished: rule.publishedOn,
    version: rule.version,
    audience: { '@type': 'Audience', audienceType: rule.audience },
    author: { '@type': 'Organization', name: '云采汇' },
    publisher: { '@type': 'Organization', name: '云采汇', logo: { '@type': 'ImageObject', url: new URL('/images/logo.svg', origin).toString() } },
  };
}
