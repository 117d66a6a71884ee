'use client';

// The one ad component (001 §2 ad slots, §4 carousel). <AdSlot slot="..."/> shows the slot's items
// that the page loaded (AdsProvider): the server renders the first banner as a plain link in a box of
// the creative's 340x136 ratio, so the page is complete without JavaScript and nothing moves later;
// with more than one item, or a video, the carousel is loaded after hydration as a chunk of its own
// and laid over that banner. A slot without items, or with a code nobody knows, renders nothing.
// Each item shown counts one impression per page (docs/features.md, Operator console: ads).
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdItem } from '@/lib/ads/types';
import { track } from '@/lib/analytics/track';
import { AdBanner, AdMark } from './ad-banner';
import { useSlotAds } from './ads-provider';

const AdCarousel = dynamic(() => import('./ad-carousel').then((m) => m.AdCarousel), { ssr: false });

export function AdSlot({ slot, className = '' }: { slot: string; className?: string }) {
  const items = useSlotAds(slot);
  const [enhanced, setEnhanced] = useState(false);
  const onReady = useCallback(() => setEnhanced(true), []);
  const seen = useRef(new Set<number>());
  const onShow = useCallback((item: AdItem) => {
    if (seen.current.has(item.id)) return;
    seen.current.add(item.id);
    track('ad_impression', String(item.id));
  }, []);
  const first = items[0];
  useEffect(() => {
    if (first) onShow(first);
  }, [first, onShow]);
  if (!first) return null;
  const interactive = items.length > 1 || items.some((i) => i.videoUrl);
  return (
    <div data-ad-slot={slot} className={`relative aspect-[340/136] w-full overflow-hidden rounded-card bg-line shadow-card ${className}`}>
      {/* The server's banner stays under the carousel until it is ready; hidden then, it leaves the tab order too. */}
      <div className={`size-full ${enhanced ? 'invisible' : ''}`}>
        <AdBanner item={first} />
      </div>
      {interactive && <AdCarousel items={items} label="广告" onReady={onReady} onShow={onShow} />}
      <AdMark />
    </div>
  );
}
