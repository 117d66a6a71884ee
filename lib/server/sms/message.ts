import 'server-only';

// What every SMS provider takes (provider.ts chooses one; gateways.ts has the template clouds).

/** The kinds of message a template cloud has an approved template for (SMS_TEMPLATE_CODE, SMS_TEMPLATE_PUSH). */
export type SmsTemplateKind = 'code' | 'push';

export interface SmsMessage {
  phone: string;
  /** The signature the carrier shows, e.g. 【云采汇】. */
  sign: string;
  /** The whole text, for the dev outbox and the http webhook. */
  text: string;
  /** The same message for a template cloud: its template and the parameters, in the template's order. */
  template: { kind: SmsTemplateKind; params: Record<string, string> };
}

/** Delivers one message or rejects; the service answers a rejection as "send failed". */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** A gateway slower than this counts as down: the user is waiting on the button. */
export const GATEWAY_TIMEOUT_MS = 10_000;
