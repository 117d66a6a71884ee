import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/server/log';
import { recordOutbox } from './outbox';

export interface SmsMessage {
  phone: string;
  /** The signature the carrier shows, e.g. 【云采汇】. */
  sign: string;
  text: string;
}

/** Delivers one message or rejects; the service answers a rejection as "send failed". */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Sends nothing: keeps the message, signed as the phone would show it, for /dev/sms-inbox. */
export const devProvider: SmsProvider = {
  send: ({ phone, sign, text }) => recordOutbox(phone, `${sign}${text}`),
};

/** A gateway slower than this counts as down: the user is waiting on the button. */
const GATEWAY_TIMEOUT_MS = 10_000;

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
        body: JSON.stringify(message),
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
  configured ??= choose();
  return configured;
}

function choose(): SmsProvider {
  if (env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL) {
    return httpProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN });
  }
  // Allowed, so a production build runs out of the box, but nobody receives a code: say so once.
  if (env.NODE_ENV === 'production') {
    log.warn('sms.dev_provider', { note: 'SMS_PROVIDER=dev: codes are kept in sms_outbox, not sent' });
  }
  return devProvider;
}
