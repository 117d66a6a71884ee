// The white header (000 §2): logo and tagline, the big-data search bar, and the hotline on desktop.
import Link from 'next/link';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { EditIcon, PhoneIcon } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';
import { SearchBar } from './search-bar';
import { telHref } from '@/lib/site/tel';
import type { SiteSettings } from '@/lib/site/types';
import type { HotSearches } from '@/lib/search/hot-searches';

export function SiteHeader({ site, publisher, hotSearches }: { site: SiteSettings; publisher: Publisher | null; hotSearches: HotSearches }) {
  const { hotline, hotlineHours } = site;
  return (
    <header className="bg-white">
      <div className="site-container flex flex-col gap-3 py-4 md:flex-row md:items-start md:gap-8 lg:py-5">
        <div className="flex shrink-0 items-center gap-3 md:h-10">
          <Link href="/" prefetch={false} className="block shrink-0 rounded" aria-label="云采汇首页">
            <StaticImage src="/images/logo.svg" alt="云采汇" width={132} height={40} loading="eager" className="block" />
          </Link>
          <span className="hidden border-l border-line pl-3 text-base leading-tight text-ink-muted sm:block">
            软件与数字化
            <br />
            服务采购平台
          </span>
        </div>
        <div className="min-w-0 flex-1 md:max-w-[600px]">
          <SearchBar hotSearches={hotSearches} />
        </div>
        <QuickPublishTrigger
          publisher={publisher}
          fromType="header"
          className="hidden h-10 shrink-0 items-center gap-1.5 rounded-card border-2 border-primary px-4 text-[15px] font-medium text-primary-active hover:bg-primary-soft md:flex"
        >
          <EditIcon className="size-4" />
          发布需求
        </QuickPublishTrigger>
        <div className="ml-auto hidden shrink-0 items-center gap-2.5 xl:flex">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-active">
            <PhoneIcon className="size-5" />
          </span>
          <div className="leading-tight">
            <p className="text-meta text-ink-muted">咨询热线（{hotlineHours}）</p>
            <a href={telHref(hotline)} className="text-[20px] font-semibold tracking-wide text-primary-active hover:underline">
              {hotline}
            </a>
          </div>
        </div>
      </div>
    </header>
  );
}
