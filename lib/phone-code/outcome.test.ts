import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE, outcomeOf, phoneProblem } from './outcome';

describe('phoneProblem', () => {
  it('accepts 11 digits starting with 1, spaces around ignored', () => {
    expect(phoneProblem('13800138000')).toBeNull();
    expect(phoneProblem(' 10000000000 ')).toBeNull();
  });

  it.each(['', '1380013800', '138001380001', '23800138000', '1380013800a', '138 0013 8000'])('refuses %j with the spec message', (phone) => {
    expect(phoneProblem(phone)).toEqual({ ok: false, field: 'phone', msg: '手机号不正确请重新输入' });
  });
});

describe('outcomeOf', () => {
  it('code 0: countdown and 验证码已发送', () => {
    expect(outcomeOf({ code: 0, msg: 'whatever' })).toEqual({ action: 'countdown', result: { ok: true, msg: '验证码已发送' } });
  });

  it.each([1002, 1005])('code %i: the slide captcha', (code) => {
    expect(outcomeOf({ code, msg: '请先完成安全验证' })).toEqual({
      action: 'captcha',
      result: { ok: false, field: 'captcha', msg: '请先完成安全验证' },
    });
  });

  it.each([1001, 1003, 1004, 500])('code %i: the server message at the SMS code field', (code) => {
    expect(outcomeOf({ code, msg: '发送过于频繁，请 42 秒后重试' })).toEqual({
      action: 'report',
      result: { ok: false, field: 'code', msg: '发送过于频繁，请 42 秒后重试' },
    });
  });

  it('any other code: the server message, or 验证码获取失败，请重试 without one', () => {
    expect(outcomeOf({ code: 40000, msg: '参数不正确' })).toEqual({ action: 'report', result: { ok: false, msg: '参数不正确' } });
    expect(outcomeOf({ code: 9, msg: '' })).toEqual({ action: 'report', result: { ok: false, msg: '验证码获取失败，请重试' } });
  });

  it('a network failure reads 发送失败', () => {
    expect(NETWORK_FAILURE).toEqual({ ok: false, msg: '发送失败' });
  });
});
