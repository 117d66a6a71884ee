// One chat message: text (escaped by React, kept as typed), a picture, or a file to download; the
// sender's own messages on the right with their state (sending, failed, read or unread).
import { fileSizeText } from '@/lib/chat/rules';
import { chinaTime } from '@/lib/format/date';
import type { ChatMessage } from '@/lib/chat/types';

export type BubbleState = 'sending' | 'failed' | 'sent';

export interface ShownMessage extends ChatMessage {
  state: BubbleState;
  /** Why a send failed. */
  error?: string;
}


function Content({ m, own, onMedia }: { m: ShownMessage; own: boolean; onMedia?: () => void }) {
  if (m.kind === 2 && m.fileUrl)
    return (
      <a href={m.fileUrl} target="_blank" rel="noopener" className="block">
        {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded picture served by /files; its size is unknown */}
        <img src={m.fileUrl} alt={m.body} onLoad={onMedia} className="max-h-60 max-w-[240px] rounded-card" />
      </a>
    );
  if (m.kind === 3 && m.fileUrl)
    return (
      <a href={m.fileUrl} download={m.body} className="flex min-w-[200px] items-center gap-3 rounded-card border border-line bg-white px-3 py-2 text-ink hover:border-primary">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded bg-primary-soft text-meta font-semibold text-primary-active">
          文件
        </span>
        <span className="min-w-0">
          <span className="block truncate">{m.body}</span>
          <span className="text-meta text-ink-faint">{fileSizeText(m.fileSize)} · 点击下载</span>
        </span>
      </a>
    );
  return <p className={`whitespace-pre-wrap break-words rounded-card px-3 py-2 leading-6 ${own ? 'bg-primary-active text-white' : 'bg-white text-ink'}`}>{m.body}</p>;
}

/** `onMedia`: a picture finished loading (its height is known only then: the pane may follow it). */
export function MessageBubble({ m, own, read, onMedia }: { m: ShownMessage; own: boolean; read: boolean; onMedia?: () => void }) {
  return (
    <li data-testid="chat-message" data-kind={m.kind} data-own={own ? '' : undefined} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div className={`flex max-w-[78%] flex-col ${own ? 'items-end' : 'items-start'}`}>
        <Content m={m} own={own} onMedia={onMedia} />
        <span className="mt-0.5 text-[11px] text-ink-faint">
          {chinaTime(m.createdAt)?.time}
          {own && m.state === 'sending' && ' · 发送中'}
          {own && m.state === 'failed' && <span className="text-price"> · {m.error ?? '发送失败'}</span>}
          {own && m.state === 'sent' && <span data-testid="read-state">{read ? ' · 已读' : ' · 未读'}</span>}
        </span>
      </div>
    </li>
  );
}
