import { describe, expect, it } from 'vitest';
import { accountStatusSchema, PUBLISH_MSG, quickPublishSchema } from './schemas';

const memo = '我们需要开发一套政务服务小程序，包含预约、查询和评价三个模块';
const firstMessage = (input: unknown) => {
  const parsed = quickPublishSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('quickPublishSchema', () => {
  it('takes a memo of 20 to 999 characters and a phone of 11 digits, stripping the rest', () => {
    const parsed = quickPublishSchema.parse({ memo: `  ${memo} `, mobile: '138-0013 8000' });
    expect(parsed).toMatchObject({ memo, mobile: '13800138000', entry: 'main_site_pc_btn' });
  });

  it('answers each rule with the spec’s message', () => {
    expect(firstMessage({ memo: '', mobile: '13800138000' })).toBe(PUBLISH_MSG.memoRequired);
    expect(firstMessage({ memo: '需要一个小程序，请尽快联系我', mobile: '13800138000' })).toBe(PUBLISH_MSG.memoShort);
    expect(firstMessage({ memo: '需'.repeat(1000), mobile: '13800138000' })).toBe(PUBLISH_MSG.memoLong);
    expect(firstMessage({ memo: '需'.repeat(999), mobile: '13800138000' })).toBeNull();
    expect(firstMessage({ memo, mobile: '' })).toBe(PUBLISH_MSG.phoneRequired);
    expect(firstMessage({ memo, mobile: 'abc' })).toBe(PUBLISH_MSG.phoneRequired);
    expect(firstMessage({ memo, mobile: '1380013800' })).toBe(PUBLISH_MSG.phoneInvalid);
    expect(firstMessage({ memo, mobile: '23800138000' })).toBe(PUBLISH_MSG.phoneInvalid);
  });

  it('counts a CJK character as one: 20 of them are enough', () => {
    expect(firstMessage({ memo: '需'.repeat(20), mobile: '13800138000' })).toBeNull();
    expect(firstMessage({ memo: '需'.repeat(19), mobile: '13800138000' })).toBe(PUBLISH_MSG.memoShort);
  });

  it('checks the phone of the account-status call alike', () => {
    expect(accountStatusSchema.parse({ mobile: '139 0000 0000' }).mobile).toBe('13900000000');
    expect(accountStatusSchema.safeParse({ mobile: '12' }).success).toBe(false);
  });
});
