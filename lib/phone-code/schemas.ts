import { z } from 'zod';
import { CAPTCHA_TYPES } from '@/lib/captcha/types';

// Inputs of the phone-code feature: the send call (route) and the phone + code fields (widget forms).

/** What a code is for; a code verifies only for the purpose (and phone) it was sent for. */
export const SMS_PURPOSES = ['login', 'register', 'publish', 'consult', 'activate', 'activity', 'mobile_old', 'mobile_new'] as const;
/**
 * The purposes above are the ones getPhoneVerifyCode sends; 'step_up' (an operator confirming a sensitive
 * console action) is sent only by the console's own call, to the operator's own phone.
 */
export type SmsPurpose = (typeof SMS_PURPOSES)[number] | 'step_up';

/** 000 §5, the code widget: 11 digits starting with 1. */
export const WIDGET_PHONE_PATTERN = /^1\d{10}$/;
/** 000 §5, the helper check the server applies: 1, a digit 1-9, 9 more digits. */
export const SERVER_PHONE_PATTERN = /^1[1-9]\d{9}$/;
export const PHONE_INVALID_MSG = '手机号不正确请重新输入';

export const SMS_CODE_LENGTH = 6;

export const phoneSchema = z.string().trim().regex(WIDGET_PHONE_PATTERN, PHONE_INVALID_MSG);

export const smsCodeSchema = z
  .string()
  .trim()
  .min(1, { message: '短信验证码不能为空', abort: true })
  .regex(/^\d{6}$/, '请输入6位数字短信验证码');

/** The two fields PhoneCodeFields renders; a form's own schema extends this one. */
export const phoneCodeSchema = z.object({ phone: phoneSchema, smsCode: smsCodeSchema });
export type PhoneCodeValues = z.infer<typeof phoneCodeSchema>;

// Legacy pages send '' for an absent captcha; it means the same as leaving the field out.
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = (max: number) => z.preprocess(blankAsAbsent, z.string().trim().max(max).optional());

/**
 * POST getPhoneVerifyCode. The phone is only trimmed here: a malformed number is the spec's answer
 * code 1001, decided by the service, not a 400 of the input parser.
 */
export const sendCodeInputSchema = z.object({
  telephone: z.preprocess(blankAsAbsent, z.string().trim().max(32).default('')),
  validateCode: optionalText(64),
  token: optionalText(128),
  type: z.preprocess(blankAsAbsent, z.enum(CAPTCHA_TYPES).optional()),
  purpose: z.preprocess(blankAsAbsent, z.enum(SMS_PURPOSES).default('login')),
});
