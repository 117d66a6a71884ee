'use client';

// The chat page (/chatRT.html, 001 §7 Contact): conversations on the left with unread counts, the open
// conversation on the right with its history (50 at a time when scrolling up, 002 §9), text, pictures
// and files, read receipts, and the connection's state with a reconnect action (001 §9). A supplier's
// merchant account and the platform's customer service answer from the same page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchConversations, fetchHistory, openConversation } from '@/lib/chat/api';
import { connectionText, mergeMessages, previewOf } from '@/lib/chat/rules';
import { redirectToLogin } from '@/lib/api/login-redirect';
import type { ChatConversation, ChatHistoryPage, ChatMessage, ServerFrame } from '@/lib/chat/types';
import { uploadFile } from '@/lib/files/api';
import { chatUploadCall } from '@/lib/files/contracts';
import type { FileKind } from '@/lib/files/rules';
import { ConversationList } from './conversation-list';
import { Composer } from './composer';
import type { ShownMessage } from './message-bubble';
import { MessagePane, type Thread } from './message-pane';
import { ReportButton } from './report-button';
import { useChatSocket } from './use-chat-socket';
import { track } from '@/lib/analytics/track';

export type ChatAddress = { type: '2' } | { owner: string; userid: string; ts: string; sign: string };

interface Props {
  viewerId: number;
  initialConversations: ChatConversation[];
  /** A chat address to open (a merchant's signed link or the platform's customer service). */
  address: ChatAddress | null;
  /** A conversation open at once (?c=, the address after a chat link was opened) with its newest page. */
  initial: { id: number; page: ChatHistoryPage } | null;
}

const stored = (m: ChatMessage): ShownMessage => ({ ...m, state: 'sent' });
const newCid = () => crypto.randomUUID().replace(/-/g, '');

export function ChatApp({ viewerId, initialConversations, address, initial }: Props) {
  const [conversations, setConversations] = useState(initialConversations);
  const [activeId, setActiveId] = useState<number | null>(address ? null : (initial?.id ?? null));
  const [threads, setThreads] = useState<Record<number, Thread>>(() =>
    initial ? { [initial.id]: { messages: initial.page.messages.map(stored), pending: [], hasMore: initial.page.hasMore, peerReadId: initial.page.peerReadId, loadingOlder: false } } : {},
  );
  const [notice, setNotice] = useState<string | null>(null);
  const active = useRef<number | null>(address ? null : (initial?.id ?? null));

  const say = useCallback((msg: string) => {
    setNotice(msg);
    window.setTimeout(() => setNotice((n) => (n === msg ? null : n)), 4000);
  }, []);

  const refreshList = useCallback(async () => {
    try {
      setConversations(await fetchConversations());
    } catch (err) {
      console.error('chat.list_failed', err);
    }
  }, []);

  const patchThread = useCallback((id: number, patch: (t: Thread) => Thread) => {
    setThreads((all) => (all[id] ? { ...all, [id]: patch(all[id]) } : all));
  }, []);

  /** The newest page of a conversation, merged with what the page holds (after a reconnect, nothing is lost or doubled). */
  const loadNewest = useCallback(async (id: number) => {
    try {
      const page = await fetchHistory(id);
      setThreads((all) => {
        const old = all[id];
        return {
          ...all,
          [id]: {
            messages: mergeMessages(old?.messages ?? [], page.messages.map(stored)),
            pending: old?.pending ?? [],
            hasMore: old ? old.hasMore || page.hasMore : page.hasMore,
            peerReadId: Math.max(old?.peerReadId ?? 0, page.peerReadId),
            loadingOlder: false,
          },
        };
      });
    } catch (err) {
      console.error('chat.history_failed', err);
      say(err instanceof Error ? err.message : '消息加载失败');
    }
  }, [say]);

  const loadOlder = useCallback(async (id: number) => {
    const thread = threads[id];
    if (!thread || !thread.hasMore || thread.loadingOlder) return;
    patchThread(id, (t) => ({ ...t, loadingOlder: true }));
    try {
      const page = await fetchHistory(id, thread.messages[0]?.id);
      patchThread(id, (t) => ({ ...t, messages: mergeMessages(t.messages, page.messages.map(stored)), hasMore: page.hasMore, loadingOlder: false }));
    } catch (err) {
      console.error('chat.history_failed', err);
      patchThread(id, (t) => ({ ...t, loadingOlder: false }));
    }
  }, [threads, patchThread]);

  const onFrame = useCallback((frame: ServerFrame) => {
    if (frame.type === 'message') {
      const m = frame.message;
      patchThread(m.conversationId, (t) => ({ ...t, messages: mergeMessages(t.messages, [stored(m)]), pending: t.pending.filter((p) => p.clientId !== m.clientId) }));
      setConversations((list) => {
        const found = list.find((c) => c.id === m.conversationId);
        if (!found) {
          void refreshList();
          return list;
        }
        const seen = m.senderId === viewerId || (m.conversationId === active.current && document.visibilityState === 'visible');
        const updated = { ...found, lastMessageId: m.id, lastMessageAt: m.createdAt, lastPreview: previewOf(m.kind, m.body), unread: seen ? found.unread : found.unread + (found.lastMessageId < m.id ? 1 : 0) };
        return [updated, ...list.filter((c) => c.id !== m.conversationId)];
      });
    } else if (frame.type === 'read') {
      if (frame.readerId === viewerId) {
        setConversations((list) => list.map((c) => (c.id === frame.conversationId && frame.messageId >= c.lastMessageId ? { ...c, unread: 0 } : c)));
      } else {
        patchThread(frame.conversationId, (t) => ({ ...t, peerReadId: Math.max(t.peerReadId, frame.messageId) }));
      }
    }
  }, [viewerId, patchThread, refreshList]);

  const onConnected = useCallback((again: boolean) => {
    if (!again) return;
    void refreshList();
    if (active.current) void loadNewest(active.current);
  }, [refreshList, loadNewest]);

  const socket = useChatSocket(onFrame, onConnected);

  const select = useCallback((id: number) => {
    active.current = id;
    setActiveId(id);
    const url = new URL(window.location.href);
    url.search = `?c=${id}`;
    window.history.replaceState(null, '', url);
    void loadNewest(id);
  }, [loadNewest]);

  // A chat address opens (or makes) its conversation once; the address bar then names the conversation,
  // so a reload shows it again without the link, which expires.
  useEffect(() => {
    if (!address) return;
    openConversation(address).then(
        async (id) => {
          if (id) track('chat_open', 'type' in address ? 'platform' : 'merchant');
          await refreshList();
          if (id) select(id);
          else window.history.replaceState(null, '', '/chatRT.html');
        },
        (err: unknown) => setNotice(err instanceof Error ? err.message : '会话打开失败'),
      );
  }, [address, refreshList, select]);

  // The open conversation's newest message is read while the page is visible (the read receipt).
  const lastId = activeId ? (threads[activeId]?.messages.at(-1)?.id ?? 0) : 0;
  const { post } = socket;
  useEffect(() => {
    if (!activeId || !lastId || socket.status !== 'open') return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      post({ type: 'read', conversationId: activeId, messageId: lastId });
      setConversations((list) => list.map((c) => (c.id === activeId ? { ...c, unread: 0 } : c)));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [activeId, lastId, socket.status, post]);

  const deliver = async (conversationId: number, shown: ShownMessage, frame: Parameters<typeof socket.sendMessage>[0]) => {
    try {
      const m = await socket.sendMessage(frame);
      patchThread(conversationId, (t) => ({ ...t, messages: mergeMessages(t.messages, [stored(m)]), pending: t.pending.filter((p) => p.clientId !== shown.clientId) }));
      setConversations((list) => list.map((c) => (c.id === conversationId ? { ...c, lastMessageId: m.id, lastMessageAt: m.createdAt, lastPreview: previewOf(m.kind, m.body) } : c)));
    } catch (err) {
      console.error('chat.send_failed', err);
      const error = err instanceof Error ? err.message : '发送失败';
      patchThread(conversationId, (t) => ({ ...t, pending: t.pending.map((p) => (p.clientId === shown.clientId ? { ...p, state: 'failed', error } : p)) }));
    }
  };

  const placeholder = (conversationId: number, kind: 1 | 2 | 3, body: string): ShownMessage => ({
    id: 0,
    conversationId,
    senderId: viewerId,
    kind,
    body,
    fileUrl: null,
    fileSize: null,
    clientId: newCid(),
    createdAt: new Date().toISOString(),
    state: 'sending',
  });

  const sendText = (text: string) => {
    if (!activeId) return;
    const shown = placeholder(activeId, 1, text);
    patchThread(activeId, (t) => ({ ...t, pending: [...t.pending, shown] }));
    void deliver(activeId, shown, { type: 'send', cid: shown.clientId, conversationId: activeId, kind: 1, text });
  };

  const sendFile = async (file: File, kind: Extract<FileKind, 'image' | 'document'>) => {
    if (!activeId) return;
    const conversationId = activeId;
    const messageKind = kind === 'image' ? 2 : 3;
    const shown = placeholder(conversationId, messageKind, file.name);
    patchThread(conversationId, (t) => ({ ...t, pending: [...t.pending, shown] }));
    try {
      const uploaded = await uploadFile(file, kind, undefined, chatUploadCall);
      await deliver(conversationId, shown, { type: 'send', cid: shown.clientId, conversationId, kind: messageKind, fileId: uploaded.fileId, fileKey: uploaded.fileKey });
    } catch (err) {
      const error = err instanceof Error ? err.message : '上传失败';
      say(error);
      patchThread(conversationId, (t) => ({ ...t, pending: t.pending.map((p) => (p.clientId === shown.clientId ? { ...p, state: 'failed', error } : p)) }));
    }
  };

  const current = conversations.find((c) => c.id === activeId) ?? null;
  const thread = activeId ? threads[activeId] : undefined;
  return (
    <div className="flex h-[calc(100dvh-52px)] min-h-[480px] overflow-hidden border-t border-line bg-white md:mx-auto md:my-4 md:h-[calc(100dvh-84px)] md:max-w-[1100px] md:rounded-card md:border md:shadow-card">
      <aside className={`w-full shrink-0 overflow-y-auto border-line md:block md:w-[300px] md:border-r ${activeId ? 'hidden' : 'block'}`}>
        <h2 className="border-b border-line px-4 py-3 font-semibold">会话</h2>
        <ConversationList items={conversations} activeId={activeId} onSelect={select} />
      </aside>
      <section className={`min-w-0 flex-1 flex-col bg-page ${activeId ? 'flex' : 'hidden md:flex'}`} aria-label="聊天窗口">
        {socket.status !== 'open' && (
          <div role="status" data-testid="chat-connection" className="flex items-center justify-center gap-3 bg-price-soft px-4 py-2 text-meta text-price">
            {connectionText(socket.status, socket.closeCode)}
            {socket.status === 'signed-out' && (
              <button type="button" onClick={redirectToLogin} data-testid="chat-login" className="rounded bg-primary-active px-3 py-1 text-white hover:bg-primary">
                重新登录
              </button>
            )}
            {socket.status === 'lost' && (
              <button type="button" onClick={socket.reconnect} data-testid="chat-reconnect" className="rounded bg-primary-active px-3 py-1 text-white hover:bg-primary">
                重新连接
              </button>
            )}
          </div>
        )}
        {notice && (
          <p role="alert" data-testid="chat-notice" className="bg-price-soft px-4 py-2 text-center text-meta text-price">
            {notice}
          </p>
        )}
        {current && thread ? (
          <>
            <header className="flex items-center gap-2 border-b border-line bg-white px-4 py-3">
              <button type="button" onClick={() => setActiveId(null)} className="text-primary-active md:hidden" aria-label="返回会话列表">
                ‹ 返回
              </button>
              <h2 className="truncate font-semibold" data-testid="chat-peer">
                {current.peerName}
              </h2>
              {!current.asBuyer && <span className="truncate text-meta text-ink-faint">咨询：{current.title}</span>}
              <ReportButton conversationId={current.id} onDone={say} />
            </header>
            <MessagePane conversationId={current.id} thread={thread} viewerId={viewerId} onOlder={() => void loadOlder(current.id)} />
            <Composer disabled={socket.status !== 'open'} onText={sendText} onFile={(f, k) => void sendFile(f, k)} onRefusal={say} />
          </>
        ) : (
          <div className="grid flex-1 place-items-center px-6 text-center text-ink-faint">请选择左侧的会话开始沟通</div>
        )}
      </section>
    </div>
  );
}
