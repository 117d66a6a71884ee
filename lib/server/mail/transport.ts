import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { smsInboxEnabled } from '@/lib/server/sms';

// The one way out for mail: SMTP to SMTP_URL (any provider), or without it to the development capture
// on loopback (./capture.ts), where the development SMS inbox is allowed. Otherwise e-mail is off.

/** Whether this portal sends e-mail at all: an SMTP server is configured, or the development capture is allowed. */
export function mailEnabled(): boolean {
  return Boolean(env.SMTP_URL) || smsInboxEnabled(env);
}

/** The SMTP address mails go to. */
export function smtpUrl(): string {
  return env.SMTP_URL ?? `smtp://127.0.0.1:${env.MAIL_CAPTURE_PORT}`;
}

/** A transport to an SMTP URL; the capture speaks plain SMTP on loopback only. */
export function transportFor(url: string): Transporter {
  const capture = !env.SMTP_URL || /^smtp:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);
  return nodemailer.createTransport({ url, ignoreTLS: capture && url.startsWith('smtp:'), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as Parameters<typeof nodemailer.createTransport>[0]);
}

const holder = globalThis as unknown as { __jfMailTransport?: Transporter };

/** The process's transport (one connection setup per send is fine at these rates). */
export function mailTransport(): Transporter {
  holder.__jfMailTransport ??= transportFor(smtpUrl());
  return holder.__jfMailTransport;
}

/** Points this process's mail at another SMTP server: the integration tests' capture on a free port. */
export function setMailTransport(transport: Transporter): void {
  holder.__jfMailTransport = transport;
}
