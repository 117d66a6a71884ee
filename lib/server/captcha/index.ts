// The captcha feature's server API. Routes: getImageVerifyCode -> issueCaptcha, verifyImageCode ->
// verifyCaptcha. A call guarded by a captcha (getPhoneVerifyCode {telephone, validateCode, token, type})
// gets the token and validateCode of a passed check (slide: the integer x the piece was dragged to,
// as text; char: the characters) and calls consumePassedCaptcha with the request's
// clientAddress(req.headers) from lib/server/http/client-address.
import 'server-only';
export { consumePassedCaptcha } from './challenges';
export { issueCaptcha, verifyCaptcha } from './service';
