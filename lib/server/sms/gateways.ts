import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Env } from '@/lib/env';
import { log } from '@/lib/server/log';
import { GATEWAY_TIMEOUT_MS, type SmsMessage, type SmsProvider, type SmsTemplateKind } from './message';
import { aliyunPercentEncode, aliyunRpcSignature, tc3Authorization } from './signing';

// The two template clouds as SMS providers, called over plain HTTPS and signed with signing.ts
// (docs/decisions/0019-sms-signing-without-sdks.md). Both send only approved templates: the message's
// kind picks the template, its parameters fill it; the sign name is SMS_SIGN without its 【】.

/** A send the provider refused or could not take: `code` is the provider's own (logged; never a secret). */
export class SmsGatewayError extends Error {
  constructor(
    readonly provider: 'aliyun' | 'tencent',
    readonly code: string,
    detail?: string,
  ) {
    super(`${provider} SMS answered ${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'SmsGatewayError';
  }
}

interface CloudSettings {
  endpoint: string;
  region: string;
  templates: Partial<Record<SmsTemplateKind, string>>;
  timeoutMs?: number;
}

export interface AliyunSettings extends CloudSettings {
  accessKeyId: string;
  accessKeySecret: string;
}

export interface TencentSettings extends CloudSettings {
  secretId: string;
  secretKey: string;
  appId: string;
}

type GatewayEnv = Pick<Env, 'SMS_TEMPLATE_CODE' | 'SMS_TEMPLATE_PUSH'>;
const templatesOf = (e: GatewayEnv) => ({
  code: e.SMS_TEMPLATE_CODE,
  push: e.SMS_TEMPLATE_PUSH,
});

export function aliyunSettings(e: Env): AliyunSettings {
  return {
    accessKeyId: e.SMS_ALIYUN_ACCESS_KEY_ID ?? '',
    accessKeySecret: e.SMS_ALIYUN_ACCESS_KEY_SECRET ?? '',
    region: e.SMS_ALIYUN_REGION,
    endpoint: e.SMS_ALIYUN_ENDPOINT,
    templates: templatesOf(e),
  };
}

export function tencentSettings(e: Env): TencentSettings {
  return {
    secretId: e.SMS_TENCENT_SECRET_ID ?? '',
    secretKey: e.SMS_TENCENT_SECRET_KEY ?? '',
    appId: e.SMS_TENCENT_APP_ID ?? '',
    region: e.SMS_TENCENT_REGION,
    endpoint: e.SMS_TENCENT_ENDPOINT,
    templates: templatesOf(e),
  };
}

/** The sign name the clouds approved: the carrier's 【云采汇】 is the name 云采汇. */
export function signNameOf(sign: string): string {
  return sign.replace(/^【(.*)】$/, '$1');
}

function templateOf(provider: 'aliyun' | 'tencent', settings: CloudSettings, message: SmsMessage): string {
  const id = settings.templates[message.template.kind];
  if (!id) throw new SmsGatewayError(provider, 'NoTemplate', `no template for ${message.template.kind} (SMS_TEMPLATE_${message.template.kind.toUpperCase()})`);
  return id;
}

async function post(url: string, init: { headers: Record<string, string>; body: string }, timeoutMs: number): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    ...init,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, json: null };
  }
}

function fail(error: SmsGatewayError, requestId?: unknown): never {
  log.warn('sms.gateway_refused', {
    provider: error.provider,
    code: error.code,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  });
  throw error;
}

/**
 * Aliyun SMS (dysmsapi, SendSms, 2017-05-25) with the RPC signature: the parameters as a signed form
 * POST (phone numbers stay out of URLs and their logs). Success is Code "OK"; any other Code, or an
 * answer without one, is a failure.
 */
export function aliyunProvider(settings: AliyunSettings): SmsProvider {
  return {
    async send(message) {
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.phone,
        RegionId: settings.region,
        SignName: signNameOf(message.sign),
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: templateOf('aliyun', settings, message),
        TemplateParam: JSON.stringify(message.template.params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      params.Signature = aliyunRpcSignature(params, settings.accessKeySecret, 'POST');
      const body = Object.entries(params)
        .map(([k, v]) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(v)}`)
        .join('&');
      const { status, json } = await post(
        settings.endpoint,
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        },
        settings.timeoutMs ?? GATEWAY_TIMEOUT_MS,
      );
      const answer = (json ?? {}) as { Code?: unknown; RequestId?: unknown };
      if (answer.Code === 'OK' && status < 300) return;
      fail(new SmsGatewayError('aliyun', typeof answer.Code === 'string' ? answer.Code : `HTTP ${status}`), answer.RequestId);
    },
  };
}

/** Tencent's phone numbers are E.164: +86 and the mainland number. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);

/**
 * Tencent Cloud SMS (sms.tencentcloudapi.com, SendSms, 2021-01-11) with TC3-HMAC-SHA256. The API answers
 * HTTP 200 either way: Response.Error is a refused call, and each number's SendStatusSet entry says
 * whether it was sent (Code "Ok").
 */
export function tencentProvider(settings: TencentSettings): SmsProvider {
  return {
    async send(message) {
      const payload = JSON.stringify({
        PhoneNumberSet: [e164(message.phone)],
        SmsSdkAppId: settings.appId,
        SignName: signNameOf(message.sign),
        TemplateId: templateOf('tencent', settings, message),
        TemplateParamSet: Object.values(message.template.params),
      });
      const url = new URL(settings.endpoint);
      const signed = {
        secretKey: settings.secretKey,
        service: 'sms',
        host: url.host,
        contentType: 'application/json; charset=utf-8',
        payload,
        timestamp: Math.floor(Date.now() / 1000),
      };
      const { status, json } = await post(
        url.toString(),
        {
          headers: {
            authorization: tc3Authorization(settings.secretId, signed),
            'content-type': signed.contentType,
            'x-tc-action': 'SendSms',
            'x-tc-version': '2021-01-11',
            'x-tc-timestamp': String(signed.timestamp),
            'x-tc-region': settings.region,
          },
          body: payload,
        },
        settings.timeoutMs ?? GATEWAY_TIMEOUT_MS,
      );
      const answer = (
        (json ?? {}) as {
          Response?: {
            Error?: { Code?: string };
            SendStatusSet?: { Code?: string }[];
            RequestId?: string;
          };
        }
      ).Response;
      if (!answer) fail(new SmsGatewayError('tencent', `HTTP ${status}`));
      if (answer.Error) fail(new SmsGatewayError('tencent', answer.Error.Code ?? 'Error'), answer.RequestId);
      const code = answer.SendStatusSet?.[0]?.Code;
      if (code !== 'Ok') fail(new SmsGatewayError('tencent', code ?? 'NoSendStatus'), answer.RequestId);
    },
  };
}
