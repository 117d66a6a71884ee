import { z } from 'zod';
import { WIDGET_PHONE_PATTERN } from '@/lib/phone-code/schemas';

// 000 §5: the e-mail pattern every e-mail field of the product uses: letters, digits, underscore, dot
// or hyphen, an @, domain labels, and a last label of 2-6 characters.
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,6}$/;
export const EMAIL_INVALID_MSG = '请输入正确的邮箱地址';

export const emailSchema = z.string().trim().max(100, '邮箱地址过长').regex(EMAIL_PATTERN, EMAIL_INVALID_MSG);

/** A "phone or e-mail" contact field: empty, a phone number (000 §5) or an e-mail address. */
export function isPhoneOrEmail(value: string): boolean {
  return value === '' || WIDGET_PHONE_PATTERN.test(value) || EMAIL_PATTERN.test(value);
}
