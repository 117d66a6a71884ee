'use client';

// The ad carousel of 001 §4 (embla-carousel): with more than one item it turns every 2 seconds, and
// stops while the pointer is over it, while focus is inside it, while a video plays, when the visitor
// pressed pause, and for visitors who asked for reduced motion. Loaded after the page has hydrated
// (AdSlot), over the server-rendered first banner it draws exactly again, so nothing moves.
// Keyboard: every control is a button; arrow keys turn the slides while focus is in the carousel;
// slides out of view are inert. Screen readers hear the slide changes only while it does not turn
// by itself (the APG carousel pattern).
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AD_AUTOPLAY_MS } from '@/lib/ads/display';
import type { AdItem } from '@/lib/ads/types';
import { track } from '@/lib/analytics/track';
import { AdBanner, AdPicture, PlayBadge } from './ad-banner';
import { AdVideoDialog } from './ad-video-dialog';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

interface VideoSlideProps {
  item: AdItem & { videoUrl: string };
  active: boolean;
  onPlaying: (playing: boolean) => void;
}

/** A video ad: its poster with a play button; it plays in place, or larger in a pop-up. */
function VideoSlide({ item, active, onPlaying }: VideoSlideProps) {
  const [inline, setInline] = useState(false);
  const [popup, setPopup] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  // A slide that turns away stops its film.
  useEffect(() => {
    if (!active) video.current?.pause();
  }, [active]);

  return (
    <>
      {inline ? (
        <video
          ref={video}
          src={item.videoUrl}
          poster={item.srcImg}
          controls
          autoPlay
          playsInline
          data-testid="ad-video"
          aria-label={item.title}
          className="size-full bg-black object-contain"
          onPlay={() => onPlaying(true)}
          onPause={() => onPlaying(false)}
          onEnded={() => onPlaying(false)}
        />
      ) : (
        <button type="button" className="group relative block size-full" onClick={() => setInline(true)} aria-label={`播放视频：${item.title}`} data-testid="ad-video-play">
          <AdPicture item={item} />
          <PlayBadge />
        </button>
      )}
      <span className="absolute bottom-1.5 left-2 flex gap-1.5 text-[11px] leading-5">
        <button
          type="button"
          onClick={() => {
            video.current?.pause();
            setPopup(true);
            onPlaying(true);
          }}
          className="rounded bg-black/45 px-1.5 text-white hover:bg-black/65"
          data-testid="ad-video-popup"
        >
          放大观看
        </button>
        <a href={item.href} onClick={() => track('ad_click', String(item.id))} className="rounded bg-black/45 px-1.5 text-white hover:bg-black/65">
          了解详情
        </a>
      </span>
      {popup && (
        <AdVideoDialog
          item={item}
          onClose={() => {
            setPopup(false);
            onPlaying(false);
          }}
        />
      )}
    </>
  );
}

const arrow = 'absolute top-1/2 z-10 flex size-7 -translate-y-1/2 items-center justify-center rounded-full bg-black/35 text-white opacity-0 transition group-hover/ad:opacity-100 hover:bg-black/55 focus-visible:opacity-100';

export function AdCarousel({ items, label, onReady, onShow }: { items: AdItem[]; label: string; onReady: () => void; onShow: (item: AdItem) => void }) {
  const multiple = items.length > 1;
  // stopOnInteraction: a drag stops it and it stays stopped until the effect below starts it again,
  // so the plugin never resumes on its own over a paused state.
  const [autoplay] = useState(() => Autoplay({ delay: AD_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }));
  const [viewport, api] = useEmblaCarousel({ loop: multiple, active: multiple }, multiple ? [autoplay] : []);
  const [selected, setSelected] = useState(0);
  const [hover, setHover] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const turning = multiple && !hover && !focusInside && !videoPlaying && !userPaused && !reducedMotion;

  useEffect(() => {
    if (!api) return;
    onReady();
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      const item = items[index];
      if (item) onShow(item);
    };
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api, onReady, onShow, items]);

  useEffect(() => {
    if (!api || !multiple) return;
    if (turning) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, multiple, turning]);

  const go = useCallback((index: number) => api?.scrollTo(index), [api]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') api?.scrollPrev();
    else if (e.key === 'ArrowRight') api?.scrollNext();
    else return;
    e.preventDefault();
  };

  return (
    <section
      aria-roledescription="轮播"
      aria-label={label}
      data-testid="ad-carousel"
      data-selected={selected}
      data-turning={turning ? 'true' : 'false'}
      className="group/ad absolute inset-0"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div ref={viewport} className="size-full overflow-hidden">
        <div className="flex h-full" aria-live={turning ? 'off' : 'polite'}>
          {items.map((item, i) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="广告页"
              aria-label={`第 ${i + 1} 张，共 ${items.length} 张`}
              inert={i !== selected}
              className="relative h-full min-w-0 flex-[0_0_100%]"
              data-testid="ad-slide"
            >
              {item.videoUrl ? (
                <VideoSlide item={{ ...item, videoUrl: item.videoUrl }} active={i === selected} onPlaying={setVideoPlaying} />
              ) : (
                <AdBanner item={item} />
              )}
            </div>
          ))}
        </div>
      </div>
      {multiple && (
        <>
          <button type="button" className={`${arrow} left-1.5`} aria-label="上一张" onClick={() => api?.scrollPrev()}>
            <svg viewBox="0 0 20 20" className="icon size-4" aria-hidden>
              <path d="M12.5 4.5L7 10l5.5 5.5" />
            </svg>
          </button>
          <button type="button" className={`${arrow} right-1.5`} aria-label="下一张" onClick={() => api?.scrollNext()}>
            <svg viewBox="0 0 20 20" className="icon size-4" aria-hidden>
              <path d="M7.5 4.5L13 10l-5.5 5.5" />
            </svg>
          </button>
          <div className="absolute bottom-1 right-1.5 z-10 flex items-center">
            <button
              type="button"
              onClick={() => setUserPaused((p) => !p)}
              aria-label={userPaused ? '继续轮播' : '暂停轮播'}
              data-testid="ad-toggle"
              className="flex size-[24px] items-center justify-center rounded-full bg-black/35 text-white hover:bg-black/55"
            >
              <svg viewBox="0 0 20 20" className="size-3 fill-current" aria-hidden>
                {userPaused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
              </svg>
            </button>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`第 ${i + 1} 张：${item.title}`}
                aria-current={i === selected ? 'true' : undefined}
                // A 24px target around a small dot.
                className="flex size-[24px] items-center justify-center"
              >
                <span className={`block h-1.5 rounded-full transition-all ${i === selected ? 'w-4 bg-white' : 'w-1.5 bg-white/60'}`} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
