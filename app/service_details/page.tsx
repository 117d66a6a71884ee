import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServiceDetailView, ServiceNotOnlineView } from '@/components/consult/service-detail-view';
import { JsonLd } from '@/components/seo/json-ld';
import { faqJsonLd, serviceHref, serviceJsonLd } from '@/lib/consult/json-ld';
import { consultServiceById } from '@/lib/consult/services';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { getSessionView } from '@/lib/server/session/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function serviceOf(searchParams: Props['searchParams']) {
  const raw = (await searchParams).serviceid;
  return typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? consultServiceById(Number(raw)) : undefined;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const service = await serviceOf(searchParams);
  if (!service) return { title: '服务不存在' };
  if (!service.detail) return { title: `${service.serviceName} - 软件咨询`, robots: { index: false, follow: true } };
  return {
    title: `${service.serviceName} - 软件咨询`,
    description: `${service.serviceName}：${service.summary}`,
    alternates: { canonical: serviceHref(service.serviceId) },
  };
}

// 002 §2 Consult dialog: a software-consulting service; one without a detail page says 服务暂未上线.
export default async function ServiceDetailsPage({ searchParams }: Props) {
  const service = await serviceOf(searchParams);
  if (!service) notFound();
  if (!service.detail) return <ServiceNotOnlineView name={service.serviceName} />;
  const [{ user }, origin] = await Promise.all([getSessionView(), mainSiteOrigin()]);
  const path = serviceHref(service.serviceId);
  return (
    <>
      <JsonLd data={serviceJsonLd(service, `${origin}${path}`)} />
      <JsonLd data={faqJsonLd(service)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '软件咨询', href: '/softwareConsult.html' }, { label: service.serviceName }], origin, path)} />
      <ServiceDetailView service={service} publisher={user ? { jfid: user.jfid, mobile: user.mobile } : null} />
    </>
  );
}
