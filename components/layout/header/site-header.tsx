// The white header (000 §2): logo and tagline, the big-data search bar, and the hotline on desktop.
import Link from 'next/link';
import { PhoneIcon } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';
import { SearchBar } from './search-bar';
import { telHref, type SiteSettings } from '@/lib/site/types';

export function SiteHeader({ site }: { site: SiteSettings }) {
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
          <SearchBar />
        </div>
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
