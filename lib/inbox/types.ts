import { z } from 'zod';

// The inbox (站内信): the messages behind the header's unread badge, by kind (001 §7).

/** Kinds in the order of the inbox's tabs; bid_push is 商机推送, where subscriptions are managed too. */
export const INBOX_KINDS = [
  { key: 'bid_push', label: '商机推送' },
  { key: 'sys', label: '系统消息' },
  { key: 'order', label: '订单消息' },
  { key: 'lm', label: '留言消息' },
  { key: 'receiver', label: '客服消息' },
] as const;

export type InboxKind = (typeof INBOX_KINDS)[number]['key'];

const kindKeys = INBOX_KINDS.map((k) => k.key) as [InboxKind, ...InboxKind[]];

/** One message of the inbox as getInboxList answers it (dates as ISO 8601 text). */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(kindKeys),
  title: z.string(),
  body: z.string().nullable(),
  /** A site path the message leads to, if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** getInboxList: a page of one kind's messages. */
export const inboxPageSchema = z.object({
  list: z.array(inboxMessageSchema),
  total: z.number().int(),
  /** Unread messages per kind, for the tab badges. */
  unread: z.record(z.enum(kindKeys), z.number().int()),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const INBOX_PAGE_SIZE = 10;
