import 'server-only';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';
import type { Env } from '@/lib/env';
import { isLoopbackAddress } from '@/lib/network-address';

// /dev/sms-inbox lists every live login code: whoever reads it can log in as anyone. So it answers only
// on this machine (docs/configuration.md: SMS_DEV_INBOX, SMS_DEV_INBOX_PUBLIC).

type InboxConfig = Pick<Env, 'NODE_ENV' | 'SMS_DEV_INBOX' | 'SMS_DEV_INBOX_PUBLIC'>;

/**
 * Whether /dev/sms-inbox exists: always outside production; in a production build only with
 * SMS_DEV_INBOX=true (the demo of `npm start`, the end-to-end run), since it shows every code sent.
 */
export function smsInboxEnabled(config: Pick<Env, 'NODE_ENV' | 'SMS_DEV_INBOX'>): boolean {
  return config.NODE_ENV !== 'production' || config.SMS_DEV_INBOX;
}

// Headers by which a proxy names the client it forwards. The client address the production server
// resolved (lib/client-address.mjs) is the socket's unless TRUSTED_PROXY_HOPS is set, so behind a proxy
// on this machine left at 0 every visitor would look local: a request any of these headers says came
// from elsewhere is not local, whatever the socket. A client gains nothing by writing them (they can
// only take the inbox away); a proxy that names nobody stays the operator's to configure (docs/configuration.md).
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/** The addresses forwarding headers name: X-Forwarded-For and X-Real-IP entries, Forwarded's for= values. */
function forwardedAddresses(headers: Headers): string[] {
  return FORWARDING_HEADERS.flatMap((name) => {
    const value = headers.get(name);
    if (!value) return [];
    if (name !== 'forwarded') return value.split(',').map((s) => s.trim());
    return [...value.matchAll(/for="?([^";,]+)"?/gi)].map((m) => m[1]!.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1'));
  });
}

/** The request came from this machine, by the production server's client address and every proxy's word. */
export function isLocalRequest(headers: Headers): boolean {
  const client = headers.get(CLIENT_ADDRESS_HEADER)?.trim() ?? '';
  return isLoopbackAddress(client) && forwardedAddresses(headers).every(isLoopbackAddress);
}

/** Whether the inbox answers this request: it exists, and the client is local or the inbox is public. */
export function inboxAnswers(config: InboxConfig, headers: Headers): boolean {
  return smsInboxEnabled(config) && (config.SMS_DEV_INBOX_PUBLIC || isLocalRequest(headers));
}

/** A listen address only this machine reaches (HOSTNAME of server/server.mjs, default 0.0.0.0). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || isLoopbackAddress(hostname);
}

/**
 * Why a production server must not start, or null: with the inbox on it listens on loopback only,
 * unless SMS_DEV_INBOX_PUBLIC=true says other machines are meant to read it (a closed network, a test
 * harness whose clients are made-up proxy addresses).
 */
export function devInboxListenProblem(config: InboxConfig, hostname: string): string | null {
  if (config.NODE_ENV !== 'production' || !config.SMS_DEV_INBOX || config.SMS_DEV_INBOX_PUBLIC || isLoopbackHost(hostname)) return null;
  return `环境变量不合法: 开发短信收件箱（SMS_DEV_INBOX=true，任何人可读到全部验证码）只能在本机地址上提供，当前 HOSTNAME=${hostname}；请设置 HOSTNAME=127.0.0.1，或配置短信网关（SMS_PROVIDER=http），或明确设置 SMS_DEV_INBOX_PUBLIC=true`;
}
