import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { INBOX_KINDS, type InboxKind } from './types';

const kinds = INBOX_KINDS.map((k) => k.key) as [InboxKind, ...InboxKind[]];

/** getInboxList and the page's URL: a kind (default 商机推送) and a page. */
export const inboxListSchema = z.object({
  kind: z.enum(kinds, { error: '消息类型不正确' }).catch('bid_push'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type InboxListInput = z.infer<typeof inboxListSchema>;

/** readInboxMessage: one of the caller's own messages. */
export const readMessageSchema = z.object({ id: recordId('消息编号') });
