'use client';

// The pop-up player of a video ad: a native modal <dialog> (focus kept inside, Esc closes, the page
// behind inert) opened as soon as it mounts; closing it in any way tells the carousel to turn again.
import { useEffect, useRef } from 'react';
import type { AdItem } from '@/lib/ads/types';
import { CloseIcon } from '@/components/ui/icons';

export function AdVideoDialog({ item, onClose }: { item: AdItem & { videoUrl: string }; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-label={item.title}
      data-testid="ad-video-dialog"
      className="m-auto w-[min(92vw,800px)] overflow-hidden rounded-card bg-black p-0 text-white shadow-pop backdrop:bg-black/60"
    >
      <div className="flex items-center justify-between gap-3 bg-[#111] px-3 py-2 text-sm">
        <p className="truncate">{item.title}</p>
        <button type="button" onClick={() => dialog.current?.close()} aria-label="关闭视频" className="rounded p-1 text-white/80 hover:bg-white/10 hover:text-white">
          <CloseIcon className="size-4" />
        </button>
      </div>
      <video src={item.videoUrl} poster={item.srcImg} controls autoPlay playsInline className="aspect-video w-full bg-black" />
    </dialog>
  );
}
