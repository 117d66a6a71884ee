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
