import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE, HEARTBEAT_MS } from '@/lib/chat/rules';
import { useChatSocket } from './use-chat-socket';

// The socket's life in the page (001 §9): heartbeat every 30 s, at most 2 reconnect attempts, then the
// visible reconnect action; a message resolves with the server's acknowledgement.

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1006) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useChatSocket', () => {
  it('connects to /chat/ws on this host and pings every 30 s', () => {
    const { result } = renderHook(() => useChatSocket(() => undefined, () => undefined));
    expect(last().url).toMatch(/^ws:\/\/[^/]+\/chat\/ws$/);
    act(() => last().open());
    expect(result.current.status).toBe('open');
    act(() => void vi.advanceTimersByTime(HEARTBEAT_MS));
    expect(last().sent).toEqual([JSON.stringify({ type: 'ping' })]);
    act(() => last().receive({ type: 'pong' }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.status).toBe('open');
  });

  it('treats a heartbeat without an answer as a lost connection, tries twice, then offers the reconnect action', () => {
    const connected: boolean[] = [];
    const { result } = renderHook(() => useChatSocket(() => undefined, (again) => connected.push(again)));
    act(() => last().open());
    act(() => void vi.advanceTimersByTime(HEARTBEAT_MS + 10_000));
    expect(result.current.status).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(FakeSocket.all).toHaveLength(2);
    act(() => last().close());
    expect(result.current.status).toBe('reconnecting');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(FakeSocket.all).toHaveLength(3);
    act(() => last().close());
    expect(result.current.status).toBe('lost');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(FakeSocket.all).toHaveLength(3);
    act(() => result.current.reconnect());
    expect(FakeSocket.all).toHaveLength(4);
    act(() => last().open());
    expect(result.current.status).toBe('open');
    expect(connected).toEqual([false, true]);
  });

  it('resolves a message with its acknowledgement, rejects it with the server refusal or a lost connection', async () => {
    const frames: unknown[] = [];
    const { result } = renderHook(() => useChatSocket((f) => frames.push(f), () => undefined));
    act(() => last().open());
    const stored = { id: 7, conversationId: 1, senderId: 2, kind: 1, body: '您好', fileUrl: null, fileSize: null, clientId: 'cid00001', createdAt: '2030-01-01T00:00:00Z' };
    const sent = result.current.sendMessage({ type: 'send', cid: 'cid00001', conversationId: 1, kind: 1, text: '您好' });
    act(() => last().receive({ type: 'ack', cid: 'cid00001', message: stored }));
    await expect(sent).resolves.toEqual(stored);
    const refused = result.current.sendMessage({ type: 'send', cid: 'cid00002', conversationId: 1, kind: 1, text: '您好' });
    act(() => last().receive({ type: 'error', cid: 'cid00002', code: 42900, msg: '发送过于频繁，请稍后再试' }));
    await expect(refused).rejects.toThrow('发送过于频繁，请稍后再试');
    const cut = result.current.sendMessage({ type: 'send', cid: 'cid00003', conversationId: 1, kind: 1, text: '您好' });
    act(() => last().close());
    await expect(cut).rejects.toThrow('连接已断开，消息未发送');
    act(() => last().receive({ type: 'read', conversationId: 1, readerId: 3, messageId: 7 }));
    expect(frames).toEqual([{ type: 'read', conversationId: 1, readerId: 3, messageId: 7 }]);
  });

  it('does not retry a socket the server closed for want of a session: the page asks for a login', () => {
    const { result } = renderHook(() => useChatSocket(() => undefined, () => undefined));
    act(() => last().open());
    act(() => last().close(CHAT_CLOSE.session));
    expect(result.current.status).toBe('signed-out');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects after the server closed a flooding socket, saying why until it is open again', () => {
    const { result } = renderHook(() => useChatSocket(() => undefined, () => undefined));
    act(() => last().open());
    act(() => last().close(CHAT_CLOSE.flooded));
    expect([result.current.status, result.current.closeCode]).toEqual(['reconnecting', CHAT_CLOSE.flooded]);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(FakeSocket.all).toHaveLength(2);
    act(() => last().open());
    expect([result.current.status, result.current.closeCode]).toEqual(['open', null]);
  });
});
