import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { NoticeListView } from '@/components/tendering/notice-list-view';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { getCurrentCity } from '@/lib/server/city/current';
import { mainOriginOf, requestOrigin } from '@/lib/server/http/origin';
import { env } from '@/lib/env';
import { getSessionView } from '@/lib/server/session/session';
import { getSiteSettings } from '@/lib/server/site';
import { headerStatistics, listTenderNotices } from '@/lib/server/tendering/service';
import { noticeListHref } from '@/lib/tendering/links';
import { noticePageOf } from '@/lib/tendering/list-params';
import { cityPageCanonical } from '@/lib/server/seo/canonical';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 10;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ city }, page] = await Promise.all([getCurrentCity(), searchParams.then(noticePageOf)]);
  return {
    title: `${city.cityName}采购公告${page > 1 ? ` - 第${page}页` : ''} - 政府采购招投标`,
    description: `云采汇${city.cityName}站采购公告：${city.cityName}政府采购招标公告、采购需求与评分办法等招标文件下载。`,
    ...(await cityPageCanonical(noticeListHref(page))),
  };
}

// The procurement notice list (001 §2 "采购公告").
export default async function NoticeListPage({ searchParams }: Props) {
  const [{ city }, page] = await Promise.all([getCurrentCity(), searchParams.then(noticePageOf)]);
  const [stats, result, session, origin] = await Promise.all([
    headerStatistics(city.cityCode),
    listTenderNotices(city.cityCode, page, PAGE_SIZE),
    getSessionView(),
    requestOrigin(),
  ]);
  const recordOrigin = mainOriginOf(origin, env.SITE_DOMAIN);
  const publisher = session.user ? { jfid: session.user.jfid, mobile: session.user.mobile } : null;
  return (
    <>
      {/* The records listed have their canonical address on the main site (docs/decisions/0008-one-canonical-host.md). */}
      <JsonLd data={itemListJsonLd(result.items.map((n) => ({ url: n.infoUrl, name: n.title })), recordOrigin)} />
      <JsonLd
        data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '政府采购招投标', href: '/tendering.html' }, { label: '采购公告' }], origin, noticeListHref(page))}
      />
      <NoticeListView
        data={{ cityName: city.cityName, stats, notices: result.items, total: result.total, page, pageSize: PAGE_SIZE }}
        publisher={publisher}
        hotline={getSiteSettings().hotline}
      />
    </>
  );
}
