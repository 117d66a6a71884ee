import { z } from 'zod';
import { INBOX_KINDS, type InboxKind } from '@/lib/inbox/types';
import { phoneSchema, smsCodeSchema } from '@/lib/phone-code/schemas';
import { UC_TABS, type UcTab } from './types';

const tabs = UC_TABS.map((t) => t.key) as [UcTab, ...UcTab[]];

/** The page's URL: a section (default the overview), a page and, under 我的咨询, which list. */
export const ucQuerySchema = z.object({
  tab: z.enum(tabs).catch('overview'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  sub: z.enum(['tickets', 'experts']).catch('tickets'),
});
export type UcQuery = z.infer<typeof ucQuerySchema>;

/** The address of a section (and its page). */
export function ucHref(tab: UcTab, extra: { page?: number; sub?: string } = {}): string {
  if (tab === 'overview' && !extra.page) return '/user-center.html';
  const q = new URLSearchParams({ tab });
  if (extra.sub) q.set('sub', extra.sub);
  if (extra.page && extra.page > 1) q.set('page', String(extra.page));
  return `/user-center.html?${q}`;
}

/** updateUserProfile: the display name and, when changed, the uploaded avatar (null removes it). */
export const profileSchema = z.object({
  userName: z.string().trim().min(1, '请输入姓名').max(20, '姓名最多20个字'),
  avatar: z.object({ fileId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '头像文件不存在'), fileName: z.string().min(1).max(200) }).nullable().optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** readAllInboxMessages: every unread message of one kind, or of every kind without one. */
export const readAllSchema = z.object({ kind: z.enum(INBOX_KINDS.map((k) => k.key) as [InboxKind, ...InboxKind[]], { error: '消息类型不正确' }).optional() });

/** setSubscriptionState: pause, resume or cancel one channel of the identity's subscriptions. */
export const subscriptionStateSchema = z.object({
  channel: z.coerce.number().int().refine((n) => [1, 2, 3, 4].includes(n), '订阅类型不正确'),
  action: z.enum(['pause', 'resume', 'cancel'], { error: '操作不正确' }),
});

/** changeMobile: a code sent to the account's phone, the new phone and a code sent to it. */
export const changeMobileSchema = z.object({
  oldCode: smsCodeSchema,
  newPhone: phoneSchema,
  newCode: smsCodeSchema,
});
export type ChangeMobileInput = z.infer<typeof changeMobileSchema>;
