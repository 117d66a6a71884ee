import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { historySchema, openSchema, reportSchema } from './schemas';
import { chatConversationSchema, chatHistoryPageSchema } from './types';

// The chat's HTTP calls (001 §7 Contact, 002 §9); the messages themselves travel over the socket.

export const chatSessionsCall = contract(catalogue.chatSessions, {
  summary: "The caller's conversations, latest first, with unread counts and the other side's read position (001 §7 Contact).",
  input: z.object({}),
  output: z.object({ list: z.array(chatConversationSchema) }),
});

export const chatHistoryCall = contract(catalogue.chatHistory, {
  summary: 'Up to 50 messages of one of the caller\'s conversations before `before`, oldest first (001 §7 Contact, 002 §9).',
  input: historySchema,
  output: chatHistoryPageSchema,
});

export const chatOpenCall = contract(catalogue.chatOpen, {
  summary: "The conversation a chat address opens: a merchant's signed address or the platform's customer service; null for the customer service itself (001 §7 Contact).",
  input: openSchema,
  output: z.object({ conversationId: z.number().int().nullable() }),
});

export const reportChatCall = contract(catalogue.reportChat, {
  summary: "Reports one of the caller's conversations to the platform's support with a reason; once per conversation (docs/features.md, Operator console: Support).",
  input: reportSchema,
  output: z.object({ reportId: z.number().int() }),
});
