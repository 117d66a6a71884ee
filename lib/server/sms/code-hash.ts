import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { SMS_CODE_LENGTH, type SmsPurpose } from '@/lib/phone-code/schemas';

/** A fresh code: uniformly random digits from the operating system's generator. */
export function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * What the database keeps instead of the code. A keyed hash, because a million codes are hashed in no
 * time: without the pepper a leaked table gives nothing away. Phone and purpose are part of the input,
 * so a row's hash is worthless for any other phone or purpose.
 */
export function hashCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', env.SMS_CODE_PEPPER).update(`${phone}\n${purpose}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
