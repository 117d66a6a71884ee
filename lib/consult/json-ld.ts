import type { ConsultService } from './services';

// schema.org data of the consulting pages: each service a Service offered by the platform, its FAQ a
// FAQPage, so search results can show them.

export function serviceJsonLd(service: ConsultService, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.serviceName,
    description: service.summary,
    serviceType: '软件咨询',
    url,
    provider: { '@type': 'Organization', name: '云采汇' },
    areaServed: { '@type': 'Country', name: '中国' },
  };
}

export function faqJsonLd(service: ConsultService): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: service.faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
  };
}

export const serviceHref = (serviceId: number) => `/service_details.html?serviceid=${serviceId}`;
