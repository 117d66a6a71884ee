import { z } from 'zod';
import { CAPTCHA_INVALID_MSG, SLIDE_MAX_X } from './rules';
import { CAPTCHA_TYPES } from './types';

// Inputs of getImageVerifyCode and verifyImageCode (000 §7, 001 §7, 002 §7), shared by the routes
// and the widgets that build them.

export const captchaTypeSchema = z.enum(CAPTCHA_TYPES, { error: '验证码类型不正确' });
export type CaptchaType = z.infer<typeof captchaTypeSchema>;

/** 001 names the field captchaType, 000/002 call it type: either is accepted. */
export const getImageVerifyCodeSchema = z
  .object({ captchaType: captchaTypeSchema.optional(), type: captchaTypeSchema.optional() })
  .transform(({ captchaType, type }, ctx) => {
    const kind = captchaType ?? type;
    if (kind) return { captchaType: kind };
    ctx.addIssue({ code: 'custom', path: ['captchaType'], message: '请指定验证码类型' });
    return z.NEVER;
  });

// A held key or a long drag stays far below this; it only bounds the work a request can cause.
const MAX_TRACK_POINTS = 3000;

const trackPointSchema = z.object({ x: z.number(), y: z.number().optional(), t: z.number() });

export const slideAnswerSchema = z.object({
  x: z.number().min(0, '滑动位置不正确').max(SLIDE_MAX_X, '滑动位置不正确'),
  track: z.array(trackPointSchema).max(MAX_TRACK_POINTS, '滑动轨迹过长'),
});

/** The slide answer travels as JSON text (as the original widget sent it) or as an object. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const token = z.string().trim().min(1, CAPTCHA_INVALID_MSG).max(64, CAPTCHA_INVALID_MSG);

export const verifyImageCodeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('slide'), token, data: z.preprocess(parseJsonText, slideAnswerSchema) }),
  z.object({ type: z.literal('char'), token, data: z.string().trim().min(1, '校验码不能为空').max(8, '校验码格式不正确') }),
]);
export type VerifyImageCodeInput = z.infer<typeof verifyImageCodeSchema>;
