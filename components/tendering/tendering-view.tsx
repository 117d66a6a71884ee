// 政府采购招投标 (/tendering.html, 002 §2 Header (city)): the city header with its statistics, the tab strip of
// notices (latest, closing soon, intentions), the release-demand panel and the recent deals.
import Link from 'next/link';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { TabPanels } from '@/components/ui/tab-panels';
import { formatAmount } from '@/lib/format/amount';
import { bidHref, budgetYuan } from '@/lib/opportunities/links';
import type { BidCard } from '@/lib/opportunities/types';
import { NOTICE_LIST_PATH } from '@/lib/tendering/links';
import type { DealItem, TenderFileInfo, TenderStatistics } from '@/lib/tendering/types';
import { CityHeader } from './city-header';
import { DealsPanel } from './deals-panel';
import { DownloadToaster } from './download-toaster';
import { NoticeCard } from './notice-card';
import { ReleaseDemandPanel } from './release-demand-panel';

export interface TenderingData {
  cityName: string;
  stats: TenderStatistics;
  latest: TenderFileInfo[];
  closing: TenderFileInfo[];
  intentions: BidCard[];
  deals: DealItem[];
}

function Notices({ notices, empty }: { notices: TenderFileInfo[]; empty: string }) {
  if (notices.length === 0) return <p className="py-10 text-center text-ink-faint">{empty}</p>;
  return (
    <div>
      {notices.map((n) => (
        <NoticeCard key={n.code} notice={n} />
      ))}
    </div>
  );
}

function Intentions({ items }: { items: BidCard[] }) {
  if (items.length === 0) return <p className="py-10 text-center text-ink-faint">暂无采购意向</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((b) => {
        const budget = budgetYuan(b);
        return (
          <li key={b.code} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
            <Link href={bidHref(b)} prefetch={false} className="min-w-0 flex-1 truncate font-medium hover:text-primary-active">
              {b.projectName}
            </Link>
            <span className="shrink-0 text-meta text-ink-muted">{b.purchaserName}</span>
            <span className="shrink-0 text-meta font-semibold text-price">{budget === null ? '详见公告' : formatAmount(budget)}</span>
            <time className="shrink-0 text-meta text-ink-faint">{b.publishTime.slice(0, 10)}</time>
          </li>
        );
      })}
    </ul>
  );
}

export function TenderingView({ data, publisher, hotline }: { data: TenderingData; publisher: Publisher | null; hotline: string }) {
  return (
    <div className="pb-10">
      <h1 className="sr-only">{data.cityName}政府采购招投标</h1>
      <CityHeader cityName={data.cityName} stats={data.stats} active="home" />
      <div className="site-container mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <section aria-label="采购公告" className="min-w-0 rounded-card border border-line bg-white px-5 pb-2 pt-3">
          <TabPanels
            label="公告类型"
            trigger="hover"
            extra={
              <Link href={NOTICE_LIST_PATH} prefetch={false} className="mb-3 shrink-0 text-meta text-primary-active hover:underline">
                全部公告
              </Link>
            }
            tabs={[
              { key: 'latest', label: '采购公告', content: <Notices notices={data.latest} empty="暂无采购公告" /> },
              { key: 'closing', label: '即将截止', content: <Notices notices={data.closing} empty="暂无即将截止的公告" /> },
              { key: 'intentions', label: '采购意向', content: <Intentions items={data.intentions} /> },
            ]}
          />
        </section>
        <aside className="flex flex-col gap-6">
          <ReleaseDemandPanel publisher={publisher} hotline={hotline} fromType="tendering" />
          <DealsPanel deals={data.deals} />
        </aside>
      </div>
      <DownloadToaster />
    </div>
  );
}
