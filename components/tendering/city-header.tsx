// The city header of 002 §2 on the tendering pages: a black top bar with the city and its tender
// statistics (tenderOrderNum, tenderAmount), a search box that goes to the procurement route, and the
// tendering navigation. A plain form and links: it works without JavaScript.
import Link from 'next/link';
import { SearchIcon } from '@/components/ui/icons';
import type { TenderStatistics } from '@/lib/tendering/types';
import { NOTICE_LIST_PATH } from '@/lib/tendering/links';

export type TenderingNavKey = 'home' | 'notices';

const NAV: { key: TenderingNavKey | 'intentions' | 'results' | 'buy'; name: string; href: string }[] = [
  { key: 'home', name: '招投标首页', href: '/tendering.html' },
  { key: 'notices', name: '采购公告', href: NOTICE_LIST_PATH },
  { key: 'intentions', name: '采购意向', href: '/business.html?type=1' },
  { key: 'results', name: '中标结果', href: '/search.html?tabIndex=0' },
  { key: 'buy', name: '我要采购', href: '/chatRT.html?type=2' },
];

export function CityHeader({ cityName, stats, active }: { cityName: string; stats: TenderStatistics; active: TenderingNavKey }) {
  return (
    <section aria-label={`${cityName}政府采购招投标`} className="bg-black text-white">
      <div className="site-container flex flex-col gap-4 py-5 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <p className="text-meta text-white/60">云采汇 · {cityName}站</p>
          <p className="mt-0.5 text-xl font-semibold">政府采购招投标</p>
          <dl data-testid="tender-stats" className="mt-3 flex gap-8">
            <div>
              <dt className="text-meta text-white/60">招标项目（个）</dt>
              <dd data-testid="tender-order-num" className="text-2xl font-semibold tabular-nums text-[#ffc53d]">
                {stats.tenderOrderNum}
              </dd>
            </div>
            <div>
              <dt className="text-meta text-white/60">成交金额（万元）</dt>
              <dd data-testid="tender-amount" className="text-2xl font-semibold tabular-nums text-[#ffc53d]">
                {stats.tenderAmount}
              </dd>
            </div>
          </dl>
        </div>
        <form action="/procurement.html" method="get" role="search" aria-label="搜索采购项目" className="flex h-10 w-full lg:max-w-[480px]">
          <input type="hidden" name="from" value="blank" />
          <label htmlFor="tendering-keyword" className="sr-only">
            采购项目关键词
          </label>
          <input
            id="tendering-keyword"
            name="keyword"
            type="search"
            maxLength={50}
            placeholder="搜索招标项目、采购单位、中标企业"
            data-testid="tendering-search"
            className="h-full min-w-0 flex-1 rounded-l-card border-0 bg-white px-3 text-base text-ink placeholder:text-ink-faint"
          />
          <button type="submit" className="flex h-full shrink-0 items-center gap-1.5 rounded-r-card bg-primary-active px-5 font-medium hover:bg-primary">
            <SearchIcon className="size-4" />
            搜索
          </button>
        </form>
      </div>
      <nav aria-label="招投标导航" className="border-t border-white/15">
        <ul className="scroll-row site-container flex gap-6">
          {NAV.map((item) => (
            <li key={item.key} className="shrink-0">
              <Link
                href={item.href}
                prefetch={false}
                aria-current={item.key === active ? 'page' : undefined}
                className={`block border-b-2 py-2.5 text-[15px] ${item.key === active ? 'border-[#ffc53d] text-white' : 'border-transparent text-white/75 hover:text-white'}`}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
