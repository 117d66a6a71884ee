// The SMS verification-code service: send (behind POST /api/getPhoneVerifyCode) and verify (for the
// forms that take a code: login, register, publish, consult, activate).
import 'server-only';
export { captchaNeeded, sendVerifyCode, type SendRequest, type SendResult } from './send';
export { verifySmsCode, type VerifyResult } from './code-store';
export { budgetUse } from './budget';
export { smsKeys } from './limits';
// The development inboxes' rule (/dev/sms-inbox; the mail capture and /dev/mail-inbox follow it).
export { smsInboxEnabled } from './dev-inbox';
export { configuredProvider, type SmsProvider } from './provider';
