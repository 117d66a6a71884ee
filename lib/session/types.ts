import { z } from 'zod';

// What the browser may know about the logged-in user (000 §3, 001 §3, 002 §3). The session cookie
// holds more; this is the view the header renders from. The answers' shapes are zod schemas, the
// contracts of getUserInfo and getMsgNum (lib/accounts/contracts.ts); the types come from them.

/** One identity of the user: butype 0 personal, 1 enterprise, anything else a team. */
export const loginMenuItemSchema = z.object({
  buId: z.number().int(),
  buName: z.string(),
  butype: z.number().int(),
  /** 'owner' marks the head of an enterprise. */
  role: z.string(),
});
export type LoginMenuItem = z.infer<typeof loginMenuItemSchema>;

/** getUserInfo's answer (000 §3, 001 §3): the user, the identity in use and the identities menu. */
export const sessionUserSchema = z.object({
  jfid: z.number().int(),
  buname: z.string(),
  buid: z.number().int(),
  mobile: z.string(),
  expert: z.boolean(),
  showImg: z.string().nullable(),
  menu: z.array(loginMenuItemSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Unread counts of the inbox (001 §7): summed with the per-receiver count for the header badge. */
export const unreadCountsSchema = z.object({
  sysnum: z.number().int(),
  ordernum: z.number().int(),
  lmnum: z.number().int(),
  bid_push: z.number().int(),
  receiverUnread: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export interface SessionView {
  user: SessionUser | null;
  unread: UnreadCounts | null;
  /** The account status reported with the unread counts (001 §6): 1 to 6 sends the user to log out. */
  accountStat: number | null;
  /** Yesterday's unanswered opportunity pushes when 3 or more (001 §8 header notice), else 0. */
  offDuty: number;
}
