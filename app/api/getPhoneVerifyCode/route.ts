import { getPhoneVerifyCodeCall } from '@/lib/phone-code/contracts';
import { clientAddress } from '@/lib/server/http/client-address';
import { apiRoute } from '@/lib/server/http/route';
import { sendVerifyCode } from '@/lib/server/sms';
import { sendAnswer } from '@/lib/server/sms/answer';

// POST, not the legacy GET: a send changes state (a code, counted limits, a spent captcha).
export const POST = apiRoute(getPhoneVerifyCodeCall, async (input, { req }) => {
  const { telephone, purpose, token, validateCode } = input;
  const captcha = token && validateCode ? { token, validateCode } : undefined;
  return sendAnswer(await sendVerifyCode({ phone: telephone, purpose, client: clientAddress(req.headers), captcha }));
});
