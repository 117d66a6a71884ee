'use client';

// A client component only to keep its static markup out of every page's RSC payload (it comes with
// the JavaScript bundle once, and is cached); it renders on the server like the rest.
// The floating consult widget (000 §2, 001 §2 side bar): expert consulting, the hotline with its hours
// and back-to-top. Screens wide enough to leave a margin beside the 1200 px column (the `wide`
// breakpoint): a column of tiles centred on the right edge; narrower ones: small round buttons
// at the bottom right.
import { ExpertConsultTrigger } from '@/components/experts/expert-consult-trigger';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { ConsultIcon, EditIcon, PhoneIcon } from '@/components/ui/icons';
import { FOLDED_WHILE_SCROLLING, useScrolling } from '@/components/ui/use-scrolling';
import { BackToTop } from './back-to-top';
import { telHref, type SiteSettings } from '@/lib/site/types';

const tileShape =
  'flex size-11 flex-col items-center justify-center gap-0.5 rounded-full border shadow-pop wide:size-16 wide:rounded-card wide:text-meta wide:shadow-card';
const tile = `${tileShape} border-line bg-white text-ink-muted hover:text-primary-active`;

export function ConsultWidget({ site, publisher }: { site: SiteSettings; publisher: Publisher | null }) {
  const { hotline, hotlineHours } = site;
  const scrolling = useScrolling();
  return (
    <aside
      data-consult-widget=""
      aria-label="在线客服"
      className={`fixed bottom-4 right-3 z-30 flex flex-col gap-2 transition duration-200 wide:bottom-auto wide:right-4 wide:top-1/2 wide:-translate-y-1/2 ${scrolling ? FOLDED_WHILE_SCROLLING : ''}`}
    >
      <ExpertConsultTrigger
        loggedIn={publisher !== null}
        label="专家咨询"
        className={`${tileShape} border-primary-active bg-primary-active text-white hover:bg-primary`}
      >
        <ConsultIcon className="size-5" />
        <span className="hidden wide:block">专家咨询</span>
      </ExpertConsultTrigger>
      <QuickPublishTrigger publisher={publisher} fromType="side" label="发布需求" className={tile}>
        <EditIcon className="size-5" />
        <span className="hidden wide:block">发布需求</span>
      </QuickPublishTrigger>
      <div className="group relative">
        <a
          href={telHref(hotline)}
          data-testid="consult-hotline"
          aria-label={`服务热线 ${hotline}（${hotlineHours}）`}
          className={tile}
        >
          <PhoneIcon className="size-5" />
          <span className="hidden wide:block">服务热线</span>
        </a>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute right-full top-1/2 mr-2 hidden -translate-y-1/2 whitespace-nowrap rounded-card border border-line bg-white px-4 py-2.5 shadow-pop wide:group-focus-within:block wide:group-hover:block"
        >
          <p className="text-meta text-ink-muted">服务热线（{hotlineHours}）</p>
          <p className="text-[18px] font-semibold text-primary-active">{hotline}</p>
        </div>
      </div>
      <BackToTop className={tile} />
    </aside>
  );
}
