import type { Metadata } from 'next';
import { AboutView } from '@/components/info/about-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { portalFigures } from '@/lib/server/info/service';
import { getSiteSettings } from '@/lib/server/site';

export const metadata: Metadata = {
  title: '关于我们 - 软件与数字化服务采购平台',
  description: '云采汇是面向政府与企业的软件与数字化服务采购平台：中标信息、软件企业、数字化案例与专业采购服务。',
  alternates: { canonical: '/about.html' },
};

// 关于我们 (000 §2 chrome link).
export default async function AboutPage() {
  const [figures, origin] = await Promise.all([portalFigures(), mainSiteOrigin()]);
  const site = getSiteSettings();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: '云采汇',
          url: origin,
          email: site.supportEmail,
          contactPoint: { '@type': 'ContactPoint', telephone: site.hotline, contactType: 'customer service', availableLanguage: 'zh-CN' },
        }}
      />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '关于我们' }], origin, '/about.html')} />
      <AboutView figures={figures} site={site} />
    </>
  );
}
