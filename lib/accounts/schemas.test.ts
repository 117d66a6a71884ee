import { describe, expect, it } from 'vitest';
import { AGREEMENT_REQUIRED_MSG, loginSchema, registerSchema, switchQuerySchema } from './schemas';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('loginSchema', () => {
  it('takes a phone, a 6-digit code and a callback, trimmed', () => {
    expect(loginSchema.parse({ phone: ' 13912345678 ', smsCode: ' 123456 ', callback: '/search.html' })).toEqual({
      phone: '13912345678',
      smsCode: '123456',
      callback: '/search.html',
    });
    expect(loginSchema.parse({ phone: '13912345678', smsCode: '000000' }).callback).toBeUndefined();
  });

  it('refuses a bad phone with the widget message and a bad code with its own', () => {
    const r = loginSchema.safeParse({ phone: '2391234567', smsCode: '12a45' });
    expect(r.success).toBe(false);
    expect(messages(r)).toEqual({ phone: '手机号不正确请重新输入', smsCode: expect.stringContaining('6') });
    expect(messages(loginSchema.safeParse({ phone: '1391234567', smsCode: '' }))).toMatchObject({
      phone: '手机号不正确请重新输入',
      smsCode: expect.stringContaining('验证码'),
    });
  });

  it('refuses a missing body and an over-long callback', () => {
    expect(loginSchema.safeParse({}).success).toBe(false);
    expect(loginSchema.safeParse({ phone: '13912345678', smsCode: '123456', callback: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('registerSchema', () => {
  const base = { phone: '13912345678', smsCode: '123456' };

  it('needs the agreement ticked', () => {
    expect(registerSchema.parse({ ...base, agree: true }).agree).toBe(true);
    expect(messages(registerSchema.safeParse({ ...base, agree: false }))).toEqual({ agree: AGREEMENT_REQUIRED_MSG });
    expect(messages(registerSchema.safeParse(base))).toEqual({ agree: AGREEMENT_REQUIRED_MSG });
    expect(registerSchema.safeParse({ ...base, agree: 'true' }).success).toBe(false);
  });
});

describe('switchQuerySchema', () => {
  it('reads buid as a number and role as 0 or 1', () => {
    expect(switchQuerySchema.parse({ buid: '900001', role: '0', callback: '/x' })).toEqual({ buid: 900001, role: '0', callback: '/x' });
    expect(switchQuerySchema.parse({ buid: '0' })).toEqual({ buid: 0 });
  });

  it.each([{}, { buid: 'abc' }, { buid: '-1' }, { buid: '1.5' }, { buid: '99999999999' }, { buid: '1', role: '2' }])(
    'refuses %j',
    (q) => {
      expect(switchQuerySchema.safeParse(q).success).toBe(false);
    },
  );
});
