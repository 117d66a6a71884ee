import { z } from 'zod';

// Codes and texts of the login and register answers, shared by the routes and the forms.

/** 002 §8 "Registration 1001": the SMS code was wrong, expired, used or locked. */
export const SMS_CODE_REJECTED = 1001;
export const SMS_CODE_REJECTED_MSG = '验证码不正确或已过期';
/** Added after too many wrong tries: the code is spent, only a new one helps. */
export const SMS_CODE_LOCKED_HINT = '错误次数过多，请重新获取验证码';

/** The account is frozen or closed (account status 1 to 6, 001 §6): it may not log in. */
export const ACCOUNT_DISABLED_MSG = '账号状态异常，暂时无法登录，请联系客服';
/** The account is banned (status 6, 违规封禁; docs/features.md, Operator console: Support). */
export const ACCOUNT_BANNED_MSG = '该账号因违规已被封禁，无法登录。如有疑问，请联系客服';

/** What /api/login and /api/register answer in `data` (their contracts' output, ./contracts.ts). */
export const loginAnswerSchema = z.object({
  /** The safe address to continue at. */
  redirect: z.string(),
  /** A new account was created for the phone. */
  created: z.boolean(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
