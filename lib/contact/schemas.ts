import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { phoneSchema } from '@/lib/phone-code/schemas';
import { compCode } from '@/lib/suppliers/schemas';
import { isPhoneOrEmail } from '@/lib/validation/email';

// Inputs of the side bar's calls, shared by its forms and the route handlers (001 §7 Contact).

export const FEEDBACK_KINDS = [
  { value: 1, label: '建议' },
  { value: 2, label: '投诉' },
] as const;

export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;

/** A path of this site (never another site's address): where the form was opened from. */
const sitePath = z
  .string()
  .max(300, '来源页面地址过长')
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !p.includes('\\'), '来源页面地址不正确');

/** The suggestion and complaint form (submitFeedback). */
export const feedbackSchema = z.object({
  kind: z.coerce.number().refine((k) => k === 1 || k === 2, '请选择反馈类型'),
  content: z
    .string({ error: '请填写反馈内容' })
    .trim()
    .min(1, '请填写反馈内容')
    .min(FEEDBACK_MIN, `反馈内容至少${FEEDBACK_MIN}个字`)
    .max(FEEDBACK_MAX, `反馈内容最多${FEEDBACK_MAX}个字`),
  contact: z.string().trim().max(50, '联系方式最多50个字').refine(isPhoneOrEmail, '请填写正确的手机号或邮箱').optional().default(''),
  from: sitePath.optional(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

/**
 * checkYXHContact (001 §7): the buyer (jfid, the session's own user), the provider (idSecret: the
 * provider's id as the side bar names it) and the page; sysType, fromType and callbackQuery are the
 * JSONP original's and are accepted as they come.
 */
export const checkContactSchema = z.object({
  jfid: recordId('用户编号'),
  idSecret: recordId('商家编号'),
  sysType: z.string().max(10).optional(),
  fromType: z.string().max(10).optional(),
  pageSource: z.string().max(300).optional(),
  callbackQuery: z.string().max(100).optional(),
});

/** relieveYXHContact (001 §7): the buyer and the number to release. */
export const relieveContactSchema = z.object({
  jfid: recordId('用户编号'),
  mobile: z.string().regex(/^\d{11,15}$/, '号码不正确'),
  sysType: z.string().max(10).optional(),
});

export const ENT_MESS_MIN = 5;
export const ENT_MESS_MAX = 500;

/**
 * saveEntMess (000 §7, form): a message (留言) a logged-in buyer leaves for an enterprise (a supplier,
 * by its compCode); it lands in the inbox of whoever answers for the supplier (kind lm).
 */
export const entMessSchema = z.object({
  compCode,
  content: z
    .string({ error: '请填写留言内容' })
    .trim()
    .min(1, '请填写留言内容')
    .min(ENT_MESS_MIN, `留言内容至少${ENT_MESS_MIN}个字`)
    .max(ENT_MESS_MAX, `留言内容最多${ENT_MESS_MAX}个字`),
  contactName: z.string({ error: '请填写联系人' }).trim().min(1, '请填写联系人').max(20, '联系人最多20个字'),
  /** The phone to call back on; the account's own without one. */
  contactPhone: z.preprocess((v) => (v === '' ? undefined : v), phoneSchema.optional()),
});
export type EntMessInput = z.infer<typeof entMessSchema>;
