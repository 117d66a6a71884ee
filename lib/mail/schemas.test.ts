import { describe, expect, it } from 'vitest';
import { mailAddressSchema } from './schemas';

describe('mailAddressSchema', () => {
  it('keeps a valid address, trimmed and lower-cased', () => {
    expect(mailAddressSchema.parse({ email: ' Zhang.San@Example.COM ' }).email).toBe('zhang.san@example.com');
  });
  it('refuses what is not an address, and an overlong one, in Chinese', () => {
    for (const email of ['', 'abc', 'a@b', `${'a'.repeat(250)}@x.cn`]) {
      const r = mailAddressSchema.safeParse({ email });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/邮箱/);
    }
  });
});
