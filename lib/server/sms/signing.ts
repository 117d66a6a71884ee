import 'server-only';
import { createHash, createHmac } from 'node:crypto';

// The two SMS clouds' request signatures, computed with Node's crypto instead of their SDKs
// (docs/decisions/0019-sms-signing-without-sdks.md). The gateways (gateways.ts) sign with these and the
// test fakes (test/kits/sms-gateways.ts) recompute them to check.

/**
 * Aliyun's RPC percent-encoding (签名机制, https://help.aliyun.com/document_detail/28839.html): UTF-8,
 * A-Z a-z 0-9 - _ . ~ kept, everything else %XY, a space is %20 (not +). encodeURIComponent also keeps
 * ! ' ( ) *, which the rule encodes.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Aliyun RPC signature V1 (HMAC-SHA1; https://help.aliyun.com/document_detail/28839.html, with the SMS
 * example of https://help.aliyun.com/document_detail/56189.html): every parameter but Signature, sorted
 * by name, each name and value percent-encoded and joined as a query; StringToSign = METHOD & %2F &
 * percentEncode(query); Signature = Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)).
 */
export function aliyunRpcSignature(params: Record<string, string>, accessKeySecret: string, method: 'GET' | 'POST'): string {
  const query = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(query)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

export interface Tc3Request {
  secretKey: string;
  /** The product's service name in the credential scope, e.g. `sms`. */
  service: string;
  /** The Host header as sent. */
  host: string;
  /** The Content-Type header as sent (signed: it must match byte for byte). */
  contentType: string;
  /** The JSON body as sent. */
  payload: string;
  /** Seconds since the epoch (the X-TC-Timestamp header). */
  timestamp: number;
}

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: Buffer | string, msg: string) => createHmac('sha256', key).update(msg, 'utf8').digest();

/** TC3's credential scope: the UTC date of the timestamp (never the local one), the service, tc3_request. */
export function tc3Scope(timestamp: number, service: string): string {
  return `${new Date(timestamp * 1000).toISOString().slice(0, 10)}/${service}/tc3_request`;
}

/**
 * Tencent Cloud API 3.0 signature TC3-HMAC-SHA256 (签名方法 v3,
 * https://www.tencentcloud.com/document/product/382/40467): a POST with content-type and host signed,
 * CanonicalRequest = POST \n / \n (empty query) \n canonical headers \n signed headers \n SHA256(payload);
 * StringToSign = TC3-HMAC-SHA256 \n timestamp \n scope \n SHA256(CanonicalRequest); the key derives
 * from "TC3" + SecretKey through the date, the service and "tc3_request". Hex, lower case.
 */
export function tc3Signature(req: Tc3Request): string {
  const canonicalHeaders = `content-type:${req.contentType.toLowerCase()}\nhost:${req.host.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, TC3_SIGNED_HEADERS, sha256Hex(req.payload)].join('\n');
  const scope = tc3Scope(req.timestamp, req.service);
  const stringToSign = ['TC3-HMAC-SHA256', String(req.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const [date] = scope.split('/');
  const signingKey = hmac(hmac(hmac(`TC3${req.secretKey}`, date!), req.service), 'tc3_request');
  return createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
}

export const TC3_SIGNED_HEADERS = 'content-type;host';

/** The Authorization header of a TC3 request. */
export function tc3Authorization(secretId: string, req: Tc3Request): string {
  return `TC3-HMAC-SHA256 Credential=${secretId}/${tc3Scope(req.timestamp, req.service)}, SignedHeaders=${TC3_SIGNED_HEADERS}, Signature=${tc3Signature(req)}`;
}
