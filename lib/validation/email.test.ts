import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailSchema, isPhoneOrEmail } from './email';

describe('the e-mail pattern of 000 §5', () => {
  it('accepts letters, digits, underscore, dot and hyphen before the @, labelled domains and a 2-6 character last label', () => {
    for (const ok of ['support@jfportal.cn', 'li_wei.2026@mail.cq.gov.cn', 'a-b@x-y.museum', 'Z9@ab.co']) expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
  });

  it('refuses other characters, a missing domain label, and a last label shorter than 2 or longer than 6', () => {
    for (const bad of ['li wei@qq.com', 'li+wei@qq.com', '张伟@qq.com', 'liwei@qq', 'liwei@.com', 'liwei@qq.c', 'liwei@qq.abcdefg', '@qq.com', 'liwei@qq.c0m'])
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  it('trims before checking and says what is wrong in Chinese', () => {
    expect(emailSchema.parse('  support@jfportal.cn ')).toBe('support@jfportal.cn');
    expect(emailSchema.safeParse('support@jfportal').error?.issues[0]?.message).toBe('请输入正确的邮箱地址');
  });

  it('takes a phone number or an e-mail address as a contact, or nothing', () => {
    expect(isPhoneOrEmail('')).toBe(true);
    expect(isPhoneOrEmail('13800000001')).toBe(true);
    expect(isPhoneOrEmail('wang@jfportal.cn')).toBe(true);
    expect(isPhoneOrEmail('微信 abc')).toBe(false);
  });
});
