'use client';

// A notice attachment (002 §3 fileInfo): downloaded through the proxy under its title; any failure says
// 抱歉，由于源文件或者源网站问题，文件下载失败! for 5 s (002 §8, §9). Without JavaScript the link is
// the proxy's address itself.
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadAttachment, downloadHref } from '@/lib/tendering/api';
import { DOWNLOAD_FAILED, DOWNLOAD_TOAST_MS } from '@/lib/tendering/messages';
import { DOWNLOAD_TOASTER_ID } from './download-toaster';

/** `label` is what the card shows (the title without the notice's own name); the file keeps the whole title. */
export function AttachmentLink({ url, title, label = title }: { url: string; title: string; label?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      href={downloadHref(url, title)}
      data-testid="attachment"
      title={title}
      aria-busy={busy || undefined}
      onClick={async (e) => {
        e.preventDefault();
        if (busy) return;
        setBusy(true);
        const ok = await downloadAttachment(url, title);
        setBusy(false);
        if (!ok) toast.error(DOWNLOAD_FAILED, { toasterId: DOWNLOAD_TOASTER_ID, duration: DOWNLOAD_TOAST_MS });
      }}
      className="inline-flex max-w-full items-center gap-1 truncate text-primary-active hover:underline aria-busy:opacity-60"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M4 1.5h5l3 3v10H4z M9 1.5v3h3 M8 7v5 M6 10l2 2 2-2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="truncate">{label}</span>
    </a>
  );
}
