'use client';

// A client component only to keep its static markup out of every page's RSC payload (it comes with
// the JavaScript bundle once, and is cached); it renders on the server like the rest.
// The floating consult widget (000 §2, 001 §2 side bar): expert consulting, the hotline with its hours
// and back-to-top, placed at each width as components/ui/floating-dock.ts says.
import { ExpertConsultTrigger } from '@/components/experts/expert-consult-trigger';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { ConsultIcon, EditIcon, PhoneIcon } from '@/components/ui/icons';
import { DOCK, DOCK_CELL, DOCK_LABEL, DOCK_TILE, DOCK_TILE_PRIMARY, DOCK_TOP, FOLDED_WHILE_SCROLLING } from '@/components/ui/floating-dock';
import { useScrolling } from '@/components/ui/use-scrolling';
import { BackToTop } from './back-to-top';
import { telHref } from '@/lib/site/tel';
import type { SiteSettings } from '@/lib/site/types';

export function ConsultWidget({ site, publisher }: { site: SiteSettings; publisher: Publisher | null }) {
  const { hotline, hotlineHours } = site;
  const scrolling = useScrolling();
  return (
    <aside
      data-consult-widget=""
      aria-label="在线客服"
      className={`${DOCK} ${scrolling ? FOLDED_WHILE_SCROLLING : ''}`}
    >
      <ExpertConsultTrigger
        loggedIn={publisher !== null}
        label="专家咨询"
        className={DOCK_TILE_PRIMARY}
      >
        <ConsultIcon className="size-5" />
        <span className={DOCK_LABEL}>专家咨询</span>
      </ExpertConsultTrigger>
      <QuickPublishTrigger publisher={publisher} fromType="side" label="发布需求" className={DOCK_TILE}>
        <EditIcon className="size-5" />
        <span className={DOCK_LABEL}>发布需求</span>
      </QuickPublishTrigger>
      <div className={DOCK_CELL}>
        <a
          href={telHref(hotline)}
          data-testid="consult-hotline"
          aria-label={`服务热线 ${hotline}（${hotlineHours}）`}
          className={DOCK_TILE}
        >
          <PhoneIcon className="size-5" />
          <span className={DOCK_LABEL}>服务热线</span>
        </a>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute right-full top-1/2 mr-2 hidden -translate-y-1/2 whitespace-nowrap rounded-card border border-line bg-white px-4 py-2.5 shadow-pop wide:group-focus-within:block wide:group-hover:block"
        >
          <p className="text-meta text-ink-muted">服务热线（{hotlineHours}）</p>
          <p className="text-[18px] font-semibold text-primary-active">{hotline}</p>
        </div>
      </div>
      <BackToTop className={DOCK_TOP} />
    </aside>
  );
}
