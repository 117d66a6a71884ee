'use client';

// One ad as a plain link and picture: the server-rendered face of every slot (complete without
// JavaScript) and each image slide of the carousel. The picture fills the slot's 340x136 box; a click
// counts for the ad (docs/features.md, Operator console: ads).
import { AD_HEIGHT, AD_WIDTH } from '@/lib/ads/display';
import type { AdItem } from '@/lib/ads/types';
import { track } from '@/lib/analytics/track';
import { StaticImage } from '@/components/ui/static-image';

export function AdPicture({ item }: { item: AdItem }) {
  return <StaticImage src={item.srcImg} alt={item.title} width={AD_WIDTH} height={AD_HEIGHT} className="block size-full object-cover" />;
}

/** A video item links to its film until the carousel takes over (the script plays it in place). */
export function AdBanner({ item }: { item: AdItem }) {
  return (
    <a href={item.videoUrl ?? item.href} onClick={() => track('ad_click', String(item.id))} className="group block size-full" data-testid="ad-link">
      <AdPicture item={item} />
      {item.videoUrl && <PlayBadge />}
    </a>
  );
}

export function PlayBadge() {
  return (
    <span aria-hidden className="absolute left-1/2 top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 ring-2 ring-white/80 transition group-hover:bg-black/60">
      <svg viewBox="0 0 20 20" className="ml-0.5 size-5 fill-white">
        <path d="M6 4l10 6-10 6z" />
      </svg>
    </span>
  );
}

/** The 广告 mark every slot carries. */
export function AdMark() {
  return <span className="pointer-events-none absolute right-1.5 top-1.5 z-10 rounded bg-black/25 px-1 text-[10px] leading-4 text-white/90">广告</span>;
}
