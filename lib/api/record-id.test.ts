import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, recordId } from './record-id';

describe('recordId', () => {
  const id = recordId('中标编号');

  it('takes whole positive numbers the database can hold, as numbers or text', () => {
    expect(id.parse('42')).toBe(42);
    expect(id.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
  });

  it('refuses what a query would fail on, with the field in the message', () => {
    expect(id.safeParse(MAX_RECORD_ID + 1).error?.issues[0]?.message).toBe('中标编号不存在');
    expect(id.safeParse('9'.repeat(30)).success).toBe(false);
    expect(id.safeParse('1.5').error?.issues[0]?.message).toBe('中标编号应为整数');
    expect(id.safeParse('-1').error?.issues[0]?.message).toBe('中标编号应为正整数');
    expect(id.safeParse('abc').error?.issues[0]?.message).toBe('中标编号应为数字');
  });
});
