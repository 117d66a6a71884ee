import { describe, expect, it } from 'vitest';
import { phoneCodeSchema, SERVER_PHONE_PATTERN, sendCodeInputSchema } from './schemas';

describe('sendCodeInputSchema', () => {
  it('defaults the purpose to login and leaves the phone check to the service', () => {
    expect(sendCodeInputSchema.parse({ telephone: ' 12 ' })).toEqual({ telephone: '12', purpose: 'login' });
    expect(sendCodeInputSchema.parse({})).toEqual({ telephone: '', purpose: 'login' });
  });

  it('reads the legacy blanks as absent', () => {
    expect(sendCodeInputSchema.parse({ telephone: '13800138000', validateCode: '', token: '', type: '', purpose: '' })).toEqual({
      telephone: '13800138000',
      purpose: 'login',
    });
  });

  it('keeps a captcha and a known purpose, refuses unknown ones', () => {
    expect(
      sendCodeInputSchema.parse({ telephone: '13800138000', validateCode: '120', token: 't1', type: 'slide', purpose: 'register' }),
    ).toEqual({ telephone: '13800138000', validateCode: '120', token: 't1', type: 'slide', purpose: 'register' });
    expect(sendCodeInputSchema.safeParse({ telephone: '13800138000', purpose: 'pay' }).success).toBe(false);
    expect(sendCodeInputSchema.safeParse({ telephone: '13800138000', type: 'audio' }).success).toBe(false);
  });
});

describe('phone rules', () => {
  it('the server takes 1, a digit 1-9, 9 more digits', () => {
    expect(SERVER_PHONE_PATTERN.test('11800138000')).toBe(true);
    expect(SERVER_PHONE_PATTERN.test('10800138000')).toBe(false);
  });

  it('the fields: 11-digit phone and 6-digit code, with the spec messages', () => {
    expect(phoneCodeSchema.parse({ phone: ' 13800138000', smsCode: '012345 ' })).toEqual({ phone: '13800138000', smsCode: '012345' });
    const issues = phoneCodeSchema.safeParse({ phone: '1380013800', smsCode: '' }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toEqual([
      ['phone', '手机号不正确请重新输入'],
      ['smsCode', '短信验证码不能为空'],
    ]);
    expect(phoneCodeSchema.safeParse({ phone: '13800138000', smsCode: '12345a' }).error?.issues[0]?.message).toBe('请输入6位数字短信验证码');
  });
});
