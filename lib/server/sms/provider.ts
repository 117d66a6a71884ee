import 'server-only';
import { metrics } from '@/lib/metrics.mjs';
import { env } from '@/lib/env';
import { log } from '@/lib/server/log';
import { aliyunProvider, aliyunSettings, tencentProvider, tencentSettings } from './gateways';
import { GATEWAY_TIMEOUT_MS, type SmsProvider } from './message';
import { recordOutbox } from './outbox';

export type { SmsMessage, SmsProvider, SmsTemplateKind } from './message';

/** Sends nothing: keeps the message, signed as the phone would show it, for /dev/sms-inbox. */
export const devProvider: SmsProvider = {
  send: ({ phone, sign, text }) => recordOutbox(phone, `${sign}${text}`),
};

/** POSTs {phone, sign, text} as JSON to an SMS gateway; anything but a 2xx answer is a failure. */
export function httpProvider(opts: { url: string; token?: string; timeoutMs?: number }): SmsProvider {
  return {
    async send(message) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        body: JSON.stringify({ phone: message.phone, sign: message.sign, text: message.text }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? GATEWAY_TIMEOUT_MS),
      });
      await res.body?.cancel(); // the status is the whole answer; free the connection
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}

let configured: SmsProvider | undefined;

/** The provider SMS_PROVIDER names (lib/env.ts refuses 'http' without SMS_HTTP_URL). */
export function configuredProvider(): SmsProvider {
  configured ??= counted(choose());
  return configured;
}

/** Every message the provider took counts on /metrics (jf_sms_sent_total, beside the budget gauges). */
function counted(provider: SmsProvider): SmsProvider {
  return {
    async send(message) {
      await provider.send(message);
      metrics().smsSent.inc({ kind: message.template.kind });
    },
  };
}

function choose(): SmsProvider {
  if (env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL) {
    return httpProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN });
  }
  // lib/env.ts refuses either cloud without its keys and code template.
  if (env.SMS_PROVIDER === 'aliyun') return aliyunProvider(aliyunSettings(env));
  if (env.SMS_PROVIDER === 'tencent') return tencentProvider(tencentSettings(env));
  // Allowed, so a production build runs out of the box, but nobody receives a code: say so once.
  if (env.NODE_ENV === 'production') {
    log.warn('sms.dev_provider', { note: 'SMS_PROVIDER=dev: codes are kept in sms_outbox, not sent' });
  }
  return devProvider;
}
