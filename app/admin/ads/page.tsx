import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdCreativeEditor } from '@/components/admin/ad-creative-editor';
import { SitePicker } from '@/components/admin/site-picker';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ALL_AD_SLOTS, PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { adStatus } from '@/lib/ads/status';
import { toChinaLocal } from '@/lib/format/date';
import { listSlotCreatives } from '@/lib/server/ads/admin';
import { adEventCounts } from '@/lib/server/analytics/ad-counts';
import { listCities } from '@/lib/server/city';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '广告管理', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const SLOT_OPTIONS = Object.entries(PAGE_AD_SLOTS).flatMap(([page, slots]) => slots.map((slot) => ({ code: slot, label: `${page} · ${slot}` })));

// The ads of each slot for editors (docs/features.md, Operator console: ads): every creative with its
// picture, link, schedule, cities, state, impressions and clicks; add, change, delete. Anyone else: 404.
export default async function AdsPage({ searchParams }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const raw = (await searchParams).slot;
  const slot = ALL_AD_SLOTS.find((s) => s === raw) ?? ALL_AD_SLOTS[0]!;
  const [creatives, cities] = await Promise.all([listSlotCreatives(slot), listCities()]);
  const counts = await adEventCounts(creatives.map((c) => c.id));
  const now = new Date();
  const cityNames = new Map(cities.map((c) => [c.cityCode, c.cityName]));
  return (
    <section className="site-container py-6" aria-labelledby="ads-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '广告管理' }]} />
      <h1 id="ads-title" className="mt-3 text-xl font-semibold text-ink">广告管理</h1>
      <p className="mt-1 text-meta text-ink-muted">
        广告位只展示已启用、在投放时间内（北京时间）且投放到该城市的广告，指定城市的广告排在所有城市的前面；保存后一分钟内在各页面生效。曝光与点击按页面上报的统计事件计数（保留 90 天）。
      </p>
      <SitePicker name="slot" label="广告位" value={slot} options={SLOT_OPTIONS} />
      <AdCreativeEditor
        key={slot}
        slotCode={slot}
        cities={cities.map((c) => ({ code: c.cityCode, name: c.cityName, initial: c.initial }))}
        creatives={creatives.map((c) => ({
          id: c.id,
          title: c.title,
          srcImg: c.srcImg,
          href: c.href,
          startsAt: c.startsAt ? toChinaLocal(c.startsAt) : '',
          endsAt: c.endsAt ? toChinaLocal(c.endsAt) : '',
          cityCodes: c.cityCodes,
          cityNames: c.cityCodes?.map((code) => cityNames.get(code) ?? code) ?? null,
          enabled: c.enabled,
          sort: c.sort,
          status: adStatus(c, now),
          ...(counts.get(c.id) ?? { impressions: 0, clicks: 0 }),
        }))}
      />
    </section>
  );
}
