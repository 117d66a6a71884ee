import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FriendlyLinkEditor } from '@/components/admin/friendly-link-editor';
import { SitePicker } from '@/components/admin/site-picker';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { listCities } from '@/lib/server/city';
import { listSiteLinks } from '@/lib/server/city/friendly-links';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '友情链接', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The picker's value for the links every site shows. */
const ALL_SITES = 'all';

// Each site's friendly links for editors (docs/features.md, Operator console: friendly links): a city's
// own links, shown first in its footer, or the ones every site shows. Anyone but an editor: 404.
export default async function FriendlyLinksPage({ searchParams }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const raw = (await searchParams).city;
  const cities = await listCities();
  const city = cities.find((c) => c.cityCode === raw) ?? null;
  const links = await listSiteLinks(city?.cityCode ?? null);
  const siteName = city ? `${city.cityName}站` : '所有城市站';
  return (
    <section className="site-container py-6" aria-labelledby="links-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '友情链接' }]} />
      <h1 id="links-title" className="mt-3 text-xl font-semibold text-ink">友情链接</h1>
      <p className="mt-1 text-meta text-ink-muted">城市站页脚先列本城市的链接，再列所有城市站共用的链接。</p>
      <SitePicker
        name="city"
        label="站点"
        value={city?.cityCode ?? ALL_SITES}
        options={[{ code: ALL_SITES, label: '所有城市站（共用）' }, ...cities.map((c) => ({ code: c.cityCode, label: `${c.initial} ${c.cityName}（${c.provinceName}）` }))]}
      />
      <FriendlyLinkEditor key={city?.cityCode ?? ALL_SITES} cityCode={city?.cityCode ?? ''} siteName={siteName} links={links} />
    </section>
  );
}
