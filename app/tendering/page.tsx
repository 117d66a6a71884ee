import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { TenderingView } from '@/components/tendering/tendering-view';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { getCurrentCity } from '@/lib/server/city/current';
import { mainOriginOf, requestOrigin } from '@/lib/server/http/origin';
import { env } from '@/lib/env';
import { listBidOpportunities } from '@/lib/server/opportunities/list';
import { getSessionView } from '@/lib/server/session/session';
import { getSiteSettings } from '@/lib/server/site';
import { headerStatistics, listTenderNotices, recentDeals } from '@/lib/server/tendering/service';
import { TENDERING_PATH } from '@/lib/tendering/links';
import { cityPageCanonical } from '@/lib/server/seo/canonical';

export async function generateMetadata(): Promise<Metadata> {
  const { city } = await getCurrentCity();
  return {
    title: `${city.cityName}政府采购招投标 - 采购公告、招标文件下载与成交公示`,
    description: `云采汇${city.cityName}站政府采购招投标：${city.cityName}最新采购公告与招标文件下载、即将截止的项目、采购意向和最新成交结果，免费发布采购需求。`,
    ...(await cityPageCanonical(TENDERING_PATH)),
  };
}

// 政府采购招投标 (002 §2 Header (city)): the city's tender statistics, notices, intentions and deals.
export default async function TenderingPage() {
  const { city } = await getCurrentCity();
  const now = new Date();
  const [stats, latest, closing, intentions, deals, session, origin] = await Promise.all([
    headerStatistics(city.cityCode),
    listTenderNotices(city.cityCode, 1, 5),
    listTenderNotices(city.cityCode, 1, 5, { closingAfter: now }),
    listBidOpportunities({ cityCode: city.cityCode, type: 1, sort: '', order: 'desc', page: 1, pageSize: 8 }, null, now),
    recentDeals(city.cityCode, 6),
    getSessionView(),
    requestOrigin(),
  ]);
  const recordOrigin = mainOriginOf(origin, env.SITE_DOMAIN);
  const publisher = session.user ? { jfid: session.user.jfid, mobile: session.user.mobile } : null;
  return (
    <>
      {/* The records listed have their canonical address on the main site (docs/decisions/0008-one-canonical-host.md). */}
      <JsonLd data={itemListJsonLd(latest.items.map((n) => ({ url: n.infoUrl, name: n.title })), recordOrigin)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '政府采购招投标' }], origin, TENDERING_PATH)} />
      <TenderingView
        data={{ cityName: city.cityName, stats, latest: latest.items, closing: closing.items, intentions: intentions.items, deals }}
        publisher={publisher}
        hotline={getSiteSettings().hotline}
      />
    </>
  );
}
