// The chat's HTTP calls (001 §7 Contact): the conversation list, history pages and opening a conversation.
// Messages themselves travel over the socket (components/chat/use-chat-socket.ts).
import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { chatHistoryCall, chatOpenCall, chatSessionsCall, reportChatCall } from './contracts';

/** A refusal the page shows (a forged or expired chat address, a conversation that is not the user's). */
export class ChatCallError extends Error {
  override readonly name = 'ChatCallError';
}

async function dataOf<T>(send: () => Promise<Envelope<T>>): Promise<T> {
  try {
    const answer = await send();
    if (answer.code !== 0) throw new ChatCallError(answer.msg);
    return answer.data;
  } catch (err) {
    if (err instanceof ApiRequestError) throw new ChatCallError(err.envelope?.msg ?? '网络异常，请稍后再试');
    throw err;
  }
}

export const fetchConversations = () => dataOf(() => request(chatSessionsCall, {})).then((d) => d.list);

export const fetchHistory = (conversationId: number, before?: number) =>
  dataOf(() => request(chatHistoryCall, { conversationId, ...(before ? { before } : {}) }));

/** The conversation a chat address names: a merchant's signed address, or type 2 (the platform's customer service). */
export const openConversation = (address: { type: '2' } | { owner: string; userid: string; ts: string; sign: string }) =>
  dataOf(() => request(chatOpenCall, address)).then((d) => d.conversationId);

/** Reports one of the caller's conversations to support (举报). */
export const reportConversation = (conversationId: number, reason: string) =>
  dataOf(() => request(reportChatCall, { conversationId, reason })).then((d) => d.reportId);
