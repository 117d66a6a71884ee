'use client';

// A conversation's messages: newest at the bottom, older ones loaded 50 at a time when the reader
// scrolls to the top (or presses the button there), keeping what they were looking at in place.
import { useLayoutEffect, useRef } from 'react';
import { MessageBubble, type ShownMessage } from './message-bubble';

/** One conversation as the page holds it: stored messages, ones still being sent, and paging state. */
export interface Thread {
  messages: ShownMessage[];
  pending: ShownMessage[];
  hasMore: boolean;
  peerReadId: number;
  loadingOlder: boolean;
}

export function MessagePane({ conversationId, thread, viewerId, onOlder }: { conversationId: number; thread: Thread; viewerId: number; onOlder: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const firstId = thread.messages[0]?.id ?? 0;
  const lastKey = `${thread.messages.at(-1)?.id ?? 0}:${thread.pending.length}`;
  const before = useRef<{ conversationId: number; firstId: number; height: number; top: number; atBottom: boolean } | null>(null);

  // After older messages arrive on top, the reader stays where they were; after a new message at the
  // bottom, the pane follows it if the reader was at the bottom (or it is their own).
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = before.current;
    if (!prev || prev.conversationId !== conversationId) el.scrollTop = el.scrollHeight;
    else if (prev.firstId !== firstId && firstId) el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    else if (prev.atBottom || thread.pending.length) el.scrollTop = el.scrollHeight;
    before.current = { conversationId, firstId, height: el.scrollHeight, top: el.scrollTop, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 40 };
  }, [conversationId, firstId, lastKey, thread.pending.length]);

  // A picture that loads after it was laid out grows the list: a reader at the bottom stays there.
  const onMedia = () => {
    const el = box.current;
    if (el && before.current?.atBottom) el.scrollTop = el.scrollHeight;
  };

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    before.current = { conversationId, firstId, height: el.scrollHeight, top: el.scrollTop, atBottom };
    if (el.scrollTop < 40 && thread.hasMore && !thread.loadingOlder) onOlder();
  };

  return (
    <div ref={box} onScroll={onScroll} className="flex-1 overflow-y-auto px-4 py-3" data-testid="chat-messages">
      {thread.hasMore ? (
        <button type="button" onClick={onOlder} disabled={thread.loadingOlder} className="mx-auto mb-3 block text-meta text-primary-active hover:underline" data-testid="chat-older">
          {thread.loadingOlder ? '加载中…' : '查看更多历史消息'}
        </button>
      ) : (
        thread.messages.length > 0 && <p className="mb-3 text-center text-[11px] text-ink-faint">没有更早的消息了</p>
      )}
      <ul className="space-y-3">
        {thread.messages.map((m) => (
          <MessageBubble key={m.id} m={m} own={m.senderId === viewerId} read={m.id <= thread.peerReadId} onMedia={onMedia} />
        ))}
        {thread.pending.map((m) => (
          <MessageBubble key={m.clientId} m={m} own read={false} />
        ))}
      </ul>
    </div>
  );
}
