import { z } from 'zod';
import { pageFields } from '@/lib/api/paging';

// Quick requirement publishing (001 §3, §5, §7): the dialog's form and the quickPublish call check the
// same rules, so a message the dialog shows is the message the server would answer.

export const MEMO_MIN = 20;
export const MEMO_MAX = 999;
export const PIC_CODE_LENGTH = 4;

export const PUBLISH_MSG = {
  memoRequired: '请填写您的需求描述',
  memoShort: '需求描述需 20 字以上',
  memoLong: `需求描述最多 ${MEMO_MAX} 字`,
  phoneRequired: '请填写您的手机号',
  phoneInvalid: '请填写真实手机号',
  picRequired: '校验码不能为空',
  picInvalid: '校验码格式不正确',
  smsRequired: '短信验证码不能为空',
  agreement: '请同意注册并发布',
} as const;

/** The phone as typed, digits only (001 §5: non-digits are stripped). */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** Characters as a reader counts them (a CJK character is one). */
const charCount = (value: string) => [...value].length;

export const memoSchema = z
  .string()
  .trim()
  .min(1, { message: PUBLISH_MSG.memoRequired, abort: true })
  .refine((v) => charCount(v) >= MEMO_MIN, { message: PUBLISH_MSG.memoShort, abort: true })
  .refine((v) => charCount(v) <= MEMO_MAX, PUBLISH_MSG.memoLong);

export const mobileSchema = z
  .string()
  .max(40, PUBLISH_MSG.phoneInvalid)
  .transform(phoneDigits)
  .pipe(z.string().min(1, { message: PUBLISH_MSG.phoneRequired, abort: true }).regex(/^1\d{10}$/, PUBLISH_MSG.phoneInvalid));

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST quickPublish (form): the memo, the phone, where it came from, and the SMS code or the own jfid. */
export const quickPublishSchema = z.object({
  memo: memoSchema,
  mobile: mobileSchema,
  entry: z.preprocess(blankAsAbsent, z.string().trim().max(40).default('main_site_pc_btn')),
  fromType: z.preprocess(blankAsAbsent, z.string().trim().max(20).optional()),
  jfidStr: z.preprocess(blankAsAbsent, z.string().trim().max(40).optional()),
  verifyCode: z.preprocess(blankAsAbsent, z.string().trim().max(6).optional()),
});
export type QuickPublishInput = z.infer<typeof quickPublishSchema>;

/** GET the account status of a phone (001 §7). */
export const accountStatusSchema = z.object({ mobile: mobileSchema });

/** The dialog's fields; which of picCode and smsCode are asked depends on the phone check. */
export const quickPublishFormSchema = z.object({
  memo: memoSchema,
  phone: mobileSchema,
  picCode: z.string().trim().max(PIC_CODE_LENGTH).optional(),
  smsCode: z.string().trim().max(6).optional(),
  agree: z.boolean(),
});
export type QuickPublishForm = z.input<typeof quickPublishFormSchema>;

/** The phone check's answers (001 §7): 503 this user's own phone, no SMS; 504 an image code first; 0 SMS. */
export const PHONE_CHECK_CODE = { ownPhone: '503', needsPicCode: '504', smsOnly: '0' } as const;
export type PhoneCheckCode = (typeof PHONE_CHECK_CODE)[keyof typeof PHONE_CHECK_CODE];

/** quickPublish's resultcodes: 1 published, -3 the SMS code is wrong, -1 anything else (message alerted). */
export const PUBLISH_RESULT = { ok: '1', smsWrong: '-3', refused: '-1' } as const;

/** quickPublish's answer on resultcode 1. */
export const quickPublishAnswerSchema = z.object({
  isLogin: z.boolean(),
  /** One-time login for a visitor (single use, 5 minutes): /login/token?jfidToken=… */
  jfidToken: z.string().nullable(),
  orderIdSecret: z.string(),
  /** The phone had no account: one was made. */
  regFlag: z.boolean(),
});
export type QuickPublishAnswer = z.infer<typeof quickPublishAnswerSchema>;

/** getConfirmOrderData (000 §7): one of the caller's own requirements by its orderIdSecret (the link's id). */
export const confirmOrderSchema = z.object({
  orderIdSecret: z.string({ error: '需求编号不能为空' }).trim().min(1, '需求编号不能为空').max(64, '需求编号不正确'),
});

/** getRequestData (000 §7): the caller's own published requirements, newest first. */
export const requestDataSchema = z.object(pageFields(10));
