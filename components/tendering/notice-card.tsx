// A tender notice info card (002 §3 Tender file info): title, description, the notice's text cut short,
// its attachments (downloaded through the proxy) and the link to the notice.
import Link from 'next/link';
import type { TenderFileInfo } from '@/lib/tendering/types';
import { AttachmentLink } from './attachment-link';

/** An attachment named after its notice shows only the rest of its name (招标文件.pdf) on the card. */
const shortTitle = (title: string, notice: string) => (title.startsWith(notice) && title.length > notice.length ? title.slice(notice.length) : title);

export function NoticeCard({ notice }: { notice: TenderFileInfo }) {
  return (
    <article data-testid="notice-card" className="border-b border-line py-4 last:border-b-0">
      <div className="flex items-start justify-between gap-4">
        <h2 className="min-w-0 text-base font-semibold leading-snug">
          <Link href={notice.infoUrl} prefetch={false} className="hover:text-primary-active">
            {notice.title}
          </Link>
        </h2>
        <time className="shrink-0 text-meta text-ink-faint">{notice.publishTime}</time>
      </div>
      <p className="mt-1 text-meta text-ink-muted">{notice.desc}</p>
      <p className="mt-2 line-clamp-2 text-ink-muted">{notice.noticeContent}</p>
      {notice.fileInfo.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-meta">
          <span className="text-ink-faint">附件：</span>
          {notice.fileInfo.map((f) => (
            <AttachmentLink key={f.attachmentUrl} url={f.attachmentUrl} title={f.attachmentTitle} label={shortTitle(f.attachmentTitle, notice.title)} />
          ))}
        </div>
      )}
    </article>
  );
}
