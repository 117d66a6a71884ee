import { verifyImageCodeSchema } from '@/lib/captcha/schemas';
import { verifyCaptcha } from '@/lib/server/captcha';
import { clientAddress } from '@/lib/server/http/client-address';
import { legacyRoute } from '@/lib/server/http/route';

// 000 §7 / 001 §7: data true when the answer is right, data false when it is not.
export const POST = legacyRoute({ source: 'json', input: verifyImageCodeSchema }, (input, { req }) =>
  verifyCaptcha(input, clientAddress(req.headers)),
);
