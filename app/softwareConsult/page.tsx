import type { Metadata } from 'next';
import { ConsultIndexView } from '@/components/consult/consult-index-view';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceHref, serviceJsonLd } from '@/lib/consult/json-ld';
import { ONLINE_SERVICES } from '@/lib/consult/services';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { getSessionView } from '@/lib/server/session/session';

export const metadata: Metadata = {
  title: '软件咨询 - 供应商寻源、软件造价评估、采购代理、IT监理',
  description: '云采汇软件咨询：供应商寻源、软件造价评估、采购代理与 IT 监理，平台顾问 1 个工作日内回电，为政企信息化项目全程把关。',
  alternates: { canonical: '/softwareConsult.html' },
};

export default async function SoftwareConsultPage() {
  const [{ user }, origin] = await Promise.all([getSessionView(), mainSiteOrigin()]);
  return (
    <>
      {ONLINE_SERVICES.map((s) => (
        <JsonLd key={s.serviceId} data={serviceJsonLd(s, `${origin}${serviceHref(s.serviceId)}`)} />
      ))}
      <ConsultIndexView publisher={user ? { jfid: user.jfid, mobile: user.mobile } : null} />
    </>
  );
}
