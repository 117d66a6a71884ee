import { z } from 'zod';

// E-mail notifications (docs/features.md, E-mail): the address of an account and the mail choice of
// each opportunity subscription.

/** A subscription's e-mail: none (the default), one mail per opportunity, or the daily digest. */
export const MAIL_MODES = ['off', 'instant', 'digest'] as const;
export type MailMode = (typeof MAIL_MODES)[number];
export const MAIL_MODE_LABELS: Record<MailMode, string> = { off: '不发送邮件', instant: '即时发送', digest: '每日摘要' };

/** What a pushed opportunity's mail came from: an opportunity subscription or a saved search, each with its own mail choice. */
export type MailSource = { subscriptionId: number } | { savedSearchId: number };

/** A confirmed address: mails go to it (active) or stopped after a permanent delivery failure (failed). */
export const MAIL_ADDRESS_STATES = ['active', 'failed'] as const;
export type MailAddressState = (typeof MAIL_ADDRESS_STATES)[number];

/** One pushed opportunity's mail: queued, claimed by a sender, sent, given up (failed) or no longer wanted (dropped). */
export const MAIL_DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'dropped'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** What 账号与安全 shows of the account's e-mail. */
export const mailSettingsSchema = z.object({
  /** The confirmed address, or null. */
  email: z.string().nullable(),
  state: z.enum(MAIL_ADDRESS_STATES).nullable(),
  /** An address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
  failure: z.string().nullable(),
  digestHour: z.number().int().min(0).max(23),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** The state label of an address (账号与安全). */
export function addressLabel(state: MailAddressState | 'pending'): string {
  return state === 'pending' ? '未验证' : state === 'active' ? '已验证' : '投递失败(已停止发送)';
}

/** A message of the development capture as /dev/mail-inbox lists it. */
export interface CapturedSummary {
  id: number;
  to: string;
  subject: string;
  receivedAt: Date;
}

/** One captured message, parsed: its HTML and text bodies and every header line. */
export interface CapturedMail extends CapturedSummary {
  from: string;
  html: string | null;
  text: string;
  headers: { name: string; value: string }[];
  raw: string;
}
