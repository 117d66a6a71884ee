import { describe, expect, it } from 'vitest';
import { EXPERT_MSG, expertConsultSchema, expertLabels } from './schemas';

const issue = (input: unknown) => {
  const r = expertConsultSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('expert consultation rules', () => {
  it('takes 10 to 200 characters of description', () => {
    expect(issue({ jfId: 1, description: '太短' })).toBe(EXPERT_MSG.short);
    expect(issue({ jfId: 1, description: '需'.repeat(201) })).toBe(EXPERT_MSG.long);
    expect(issue({ jfId: 1, description: '需'.repeat(10) })).toBeNull();
  });

  it('checks a visitor’s phone', () => {
    expect(issue({ jfId: 1, description: '需'.repeat(12), phone: '1234' })).toBe(EXPERT_MSG.phone);
    expect(issue({ jfId: 1, description: '需'.repeat(12), phone: '13800138000', smsCode: '123456' })).toBeNull();
  });

  it('splits labels on the Chinese enumeration comma', () => {
    expect(expertLabels('数字政府、一网通办、 政务数据治理')).toEqual(['数字政府', '一网通办', '政务数据治理']);
    expect(expertLabels('')).toEqual([]);
  });
});
