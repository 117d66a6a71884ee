'use client';

// The chat's socket in the page (001 §7, §9): one WebSocket to /chat/ws on this origin, a heartbeat every
// 30 s (no answer within 10 s counts as a lost connection), at most 2 reconnect attempts, then the
// page shows a reconnect action. Sends resolve with the server's acknowledgement of the stored message.
// Errors are logged, never thrown at the page (001 §8). The server's close codes (CHAT_CLOSE): 4401 (no
// live session) is not retried, the page asks for a login; 1008 (frames sent faster than worked) is
// retried as any lost connection, and the page says why it was closed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_CLOSE, CHAT_SOCKET_PATH, HEARTBEAT_MS, RECONNECT_MAX, reconnectDelayMs } from '@/lib/chat/rules';
import type { ChatMessage, ClientFrame, ServerFrame, SocketStatus } from '@/lib/chat/types';

const PONG_WAIT_MS = 10_000;
const ACK_WAIT_MS = 15_000;

export class SendFailure extends Error {
  override readonly name = 'SendFailure';
}

interface Pending {
  resolve: (m: ChatMessage) => void;
  reject: (e: SendFailure) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface ChatSocket {
  status: SocketStatus;
  /** The close code of the last connection while not open (CHAT_CLOSE.flooded says why it was closed). */
  closeCode: number | null;
  /** Sends a message frame; resolves with the stored message. */
  sendMessage: (frame: Extract<ClientFrame, { type: 'send' }>) => Promise<ChatMessage>;
  /** Sends a frame that expects no acknowledgement (a read mark); dropped while disconnected. */
  post: (frame: ClientFrame) => void;
  /** The visible reconnect action after the attempts ran out. */
  reconnect: () => void;
}

export function useChatSocket(onFrame: (frame: ServerFrame) => void, onConnected: (again: boolean) => void): ChatSocket {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [closeCode, setCloseCode] = useState<number | null>(null);
  const ws = useRef<WebSocket | null>(null);
  const pending = useRef(new Map<string, Pending>());
  const attempts = useRef(0);
  const connectedOnce = useRef(false);
  const handlers = useRef({ onFrame, onConnected });
  useEffect(() => {
    handlers.current = { onFrame, onConnected };
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let closedByUs = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${CHAT_SOCKET_PATH}`;
    const socket = new WebSocket(url);
    ws.current = socket;

    socket.onopen = () => {
      attempts.current = 0;
      setStatus('open');
      setCloseCode(null);
      handlers.current.onConnected(connectedOnce.current);
      connectedOnce.current = true;
      heartbeat = setInterval(() => {
        socket.send(JSON.stringify({ type: 'ping' }));
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => socket.close(4000, 'heartbeat'), PONG_WAIT_MS);
      }, HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return console.error('chat.bad_frame');
      }
      if (frame.type === 'pong') return clearTimeout(pongTimer);
      if (frame.type === 'ack' || (frame.type === 'error' && frame.cid)) {
        const waiting = pending.current.get(frame.cid!);
        if (waiting) {
          pending.current.delete(frame.cid!);
          clearTimeout(waiting.timer);
          if (frame.type === 'ack') waiting.resolve(frame.message);
          else waiting.reject(new SendFailure(frame.msg));
        }
        // The stored message reaches every tab as a 'message' event too; the acknowledgement is the sender's.
        return;
      }
      if (frame.type === 'error') return console.error('chat.error', frame.code, frame.msg);
      handlers.current.onFrame(frame);
    };
    socket.onclose = (event) => {
      clearInterval(heartbeat);
      clearTimeout(pongTimer);
      for (const [cid, waiting] of pending.current) {
        clearTimeout(waiting.timer);
        waiting.reject(new SendFailure('连接已断开，消息未发送'));
        pending.current.delete(cid);
      }
      if (closedByUs) return;
      setCloseCode(event.code);
      if (event.code === CHAT_CLOSE.session) return setStatus('signed-out');
      if (attempts.current >= RECONNECT_MAX) return setStatus('lost');
      attempts.current += 1;
      setStatus('reconnecting');
      retry = setTimeout(() => setGeneration((g) => g + 1), reconnectDelayMs(attempts.current));
    };
    socket.onerror = () => console.error('chat.socket_error');
    return () => {
      closedByUs = true;
      clearInterval(heartbeat);
      clearTimeout(pongTimer);
      clearTimeout(retry);
      socket.close(1000, 'leave');
    };
  }, [generation]);

  const sendMessage = useCallback((frame: Extract<ClientFrame, { type: 'send' }>) => {
    return new Promise<ChatMessage>((resolve, reject) => {
      const socket = ws.current;
      if (!socket || socket.readyState !== WebSocket.OPEN) return reject(new SendFailure('连接已断开，消息未发送'));
      const timer = setTimeout(() => {
        pending.current.delete(frame.cid);
        reject(new SendFailure('发送超时，请重试'));
      }, ACK_WAIT_MS);
      pending.current.set(frame.cid, { resolve, reject, timer });
      socket.send(JSON.stringify(frame));
    });
  }, []);

  const post = useCallback((frame: ClientFrame) => {
    if (ws.current?.readyState === WebSocket.OPEN) ws.current.send(JSON.stringify(frame));
  }, []);

  const reconnect = useCallback(() => {
    attempts.current = 0;
    setStatus('connecting');
    setGeneration((g) => g + 1);
  }, []);

  return { status, closeCode, sendMessage, post, reconnect };
}
