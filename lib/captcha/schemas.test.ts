import { describe, expect, it } from 'vitest';
import { getImageVerifyCodeSchema, verifyImageCodeSchema } from './schemas';

describe('getImageVerifyCodeSchema', () => {
  it('takes captchaType or type', () => {
    expect(getImageVerifyCodeSchema.parse({ captchaType: 'slide' })).toEqual({ captchaType: 'slide' });
    expect(getImageVerifyCodeSchema.parse({ type: 'char' })).toEqual({ captchaType: 'char' });
  });

  it('refuses a missing or unknown type', () => {
    expect(getImageVerifyCodeSchema.safeParse({}).error?.issues[0]?.message).toBe('请指定验证码类型');
    expect(getImageVerifyCodeSchema.safeParse({ captchaType: 'math' }).success).toBe(false);
  });
});

describe('verifyImageCodeSchema', () => {
  const track = [{ x: 0, t: 0 }, { x: 12, y: 1, t: 40 }];

  it('reads the slide answer as JSON text or as an object', () => {
    const asText = verifyImageCodeSchema.parse({ type: 'slide', token: 't', data: JSON.stringify({ x: 12, track }) });
    const asObject = verifyImageCodeSchema.parse({ type: 'slide', token: 't', data: { x: 12, track } });
    expect(asText).toEqual(asObject);
    expect(asText).toMatchObject({ data: { x: 12, track } });
  });

  it('refuses broken slide answers', () => {
    expect(verifyImageCodeSchema.safeParse({ type: 'slide', token: 't', data: '{x:' }).success).toBe(false);
    expect(verifyImageCodeSchema.safeParse({ type: 'slide', token: 't', data: { x: 400, track } }).success).toBe(false);
    expect(verifyImageCodeSchema.safeParse({ type: 'slide', token: '', data: { x: 1, track } }).success).toBe(false);
  });

  it('trims the characters and refuses an empty code', () => {
    expect(verifyImageCodeSchema.parse({ type: 'char', token: 't', data: ' ab3k ' })).toMatchObject({ data: 'ab3k' });
    expect(verifyImageCodeSchema.safeParse({ type: 'char', token: 't', data: '' }).error?.issues[0]?.message).toBe('校验码不能为空');
  });
});
