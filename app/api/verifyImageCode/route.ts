import { verifyImageCodeCall } from '@/lib/captcha/contracts';
import { verifyCaptcha } from '@/lib/server/captcha';
import { clientAddress } from '@/lib/server/http/client-address';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 / 001 §7: data true when the answer is right, data false when it is not.
export const POST = apiRoute(verifyImageCodeCall, (input, { req }) => verifyCaptcha(input, clientAddress(req.headers)));
