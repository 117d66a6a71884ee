import { z } from 'zod';
import { MAIL_MODES } from './types';

// The inputs of the e-mail calls (docs/features.md, E-mail), shared by the forms and the handlers.

export const mailAddressSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, '请输入邮箱地址').max(254, '邮箱地址过长').pipe(z.email('请输入正确的邮箱地址')),
});
export type MailAddressInput = z.input<typeof mailAddressSchema>;

export const digestHourSchema = z.object({
  hour: z.coerce.number({ error: '请选择发送时间' }).int('请选择发送时间').min(0, '请选择 0-23 点').max(23, '请选择 0-23 点'),
});

export const subscriptionMailSchema = z.object({
  channel: z.coerce.number().int().min(1).max(4),
  mode: z.enum(MAIL_MODES, { error: '请选择邮件方式' }),
});

export const savedSearchMailSchema = z.object({
  id: z.coerce.number().int().positive(),
  mode: z.enum(MAIL_MODES, { error: '请选择邮件方式' }),
});

/**
 * A mail provider's report of bounces and complaints (docs/features.md, E-mail): what a relay of the
 * provider's notifications (Aliyun DirectMail, Tencent SES, an office server's DSNs) posts.
 */
export const mailBounceSchema = z.object({
  events: z
    .array(
      z.object({
        email: z.string().trim().toLowerCase().max(254, '邮箱地址过长').pipe(z.email('请输入正确的邮箱地址')),
        /** bounce: the server refused it; complaint: the recipient marked it as spam. */
        type: z.enum(['bounce', 'complaint'], { error: '类型只能是 bounce 或 complaint' }),
        /** A bounce that will not go away (a hard bounce); a soft one is left to the next mails. */
        permanent: z.boolean().default(true),
        reason: z.string().trim().max(300, '原因最多 300 个字符').optional(),
      }),
    )
    .min(1, '至少一条记录')
    .max(100, '每次最多 100 条记录'),
});
