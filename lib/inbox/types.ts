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

export interface InboxMessage {
  id: number;
  kind: InboxKind;
  title: string;
  body: string | null;
  /** A site path the message leads to, if any. */
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface InboxPage {
  list: InboxMessage[];
  total: number;
  /** Unread messages per kind, for the tab badges. */
  unread: Record<InboxKind, number>;
}

export const INBOX_PAGE_SIZE = 10;
