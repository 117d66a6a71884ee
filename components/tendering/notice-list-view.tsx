// 采购公告 (/purbid/market/index?nmenu=nav4&menuType=1, 001 §2): every procurement notice of the city
// as tender notice info cards, newest first, with pages; beside it the release-demand panel.
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { Pagination } from '@/components/ui/pagination';
import { noticeListHref } from '@/lib/tendering/links';
import type { TenderFileInfo, TenderStatistics } from '@/lib/tendering/types';
import { CityHeader } from './city-header';
import { DownloadToaster } from './download-toaster';
import { NoticeCard } from './notice-card';
import { ReleaseDemandPanel } from './release-demand-panel';

export interface NoticeListData {
  cityName: string;
  stats: TenderStatistics;
  notices: TenderFileInfo[];
  total: number;
  page: number;
  pageSize: number;
}

export function NoticeListView({ data, publisher, hotline }: { data: NoticeListData; publisher: Publisher | null; hotline: string }) {
  return (
    <div className="pb-10">
      <CityHeader cityName={data.cityName} stats={data.stats} active="notices" />
      <div className="site-container mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="notice-list-title" className="min-w-0 rounded-card border border-line bg-white px-5 pb-4 pt-3">
          <h1 id="notice-list-title" className="border-b border-line pb-3 text-lg font-semibold">
            {data.cityName}采购公告
            <span className="ml-2 text-meta font-normal text-ink-muted">共 {data.total} 条</span>
          </h1>
          {data.notices.length === 0 ? (
            <p className="py-10 text-center text-ink-faint">暂无采购公告</p>
          ) : (
            data.notices.map((n) => <NoticeCard key={n.code} notice={n} />)
          )}
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={noticeListHref} className="mt-4" />
        </section>
        <aside>
          <ReleaseDemandPanel publisher={publisher} hotline={hotline} fromType="notices" />
        </aside>
      </div>
      <DownloadToaster />
    </div>
  );
}
