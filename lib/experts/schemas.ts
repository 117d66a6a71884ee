import { z } from 'zod';
import { PHONE_INVALID_MSG, WIDGET_PHONE_PATTERN } from '@/lib/phone-code/schemas';

// The expert-consultation dialog (001 §3, §5): its form and the submit call share these rules.

export const EXPERT_MSG = {
  short: '需求描述至少10个字',
  long: '需求描述最多200个字',
  phoneAndCode: '请输入手机号和验证码',
  phone: PHONE_INVALID_MSG,
  notImmediate: '该专家暂不接受即时咨询',
  failed: '咨询提交失败，请稍后再试',
} as const;

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 200;
const chars = (v: string) => [...v].length;

export const descriptionSchema = z
  .string()
  .trim()
  .refine((v) => chars(v) >= DESCRIPTION_MIN, { message: EXPERT_MSG.short, abort: true })
  .refine((v) => chars(v) <= DESCRIPTION_MAX, EXPERT_MSG.long);

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const jfIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET getExpertInfoByJfId: one expert, or (without jfId) the first taking immediate consultations. */
export const expertInfoSchema = z.object({ jfId: z.preprocess(blankAsAbsent, jfIdSchema.optional()) });

/** POST expertConsultSubmit: the description; a visitor adds a phone and its SMS code. */
export const expertConsultSchema = z
  .object({
    jfId: jfIdSchema,
    description: descriptionSchema,
    phone: z.preprocess(blankAsAbsent, z.string().trim().max(20).optional()),
    smsCode: z.preprocess(blankAsAbsent, z.string().trim().max(6).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.phone !== undefined && !WIDGET_PHONE_PATTERN.test(v.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: EXPERT_MSG.phone });
  });
export type ExpertConsultInput = z.infer<typeof expertConsultSchema>;

/** The dialog's fields (phone and code matter for a visitor only). */
export const expertFormSchema = z.object({ description: descriptionSchema, phone: z.string().trim(), smsCode: z.string().trim() });
export type ExpertForm = z.input<typeof expertFormSchema>;

/** 001 §3 Expert dialog data, as the call answers it. */
export const expertInfoAnswerSchema = z.object({
  jfId: z.number().int(),
  bigLogoUrl: z.string().nullable(),
  expertName: z.string(),
  honor: z.string(),
  /** Labels separated by '、'. */
  expertLabel: z.string(),
  description: z.string(),
  /** Takes immediate consultations: submit works only then. */
  immediateConsult: z.boolean(),
});
export type ExpertInfo = z.infer<typeof expertInfoAnswerSchema>;

/** expertConsultSubmit's answer: whether a visitor was logged in by the verified phone. */
export const expertConsultAnswerSchema = z.object({ loggedIn: z.boolean() });
export type ExpertConsultAnswer = z.infer<typeof expertConsultAnswerSchema>;

/** expertLabel as tags (001 §3: separated by a Chinese enumeration comma). */
export const expertLabels = (label: string) => label.split('、').map((l) => l.trim()).filter(Boolean);

export const SENIOR_HONOR = '资深专家';
