import { getImageVerifyCodeCall } from '@/lib/captcha/contracts';
import { issueCaptcha } from '@/lib/server/captcha';
import { clientAddress } from '@/lib/server/http/client-address';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 / 001 §7: a slide puzzle or a character image, with the token to verify it by.
export const POST = apiRoute(getImageVerifyCodeCall, ({ captchaType }, { req }) => issueCaptcha(captchaType, clientAddress(req.headers)));
