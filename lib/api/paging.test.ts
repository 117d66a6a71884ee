import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE, pageFields } from './paging';

const schema = z.object(pageFields(10));

describe('pageFields', () => {
  it('defaults absent, blank and null values and reads numbers sent as text', () => {
    expect(schema.parse({})).toEqual({ pageStart: 1, pageSize: 10 });
    expect(schema.parse({ pageStart: '', pageSize: null })).toEqual({ pageStart: 1, pageSize: 10 });
    expect(schema.parse({ pageStart: '3', pageSize: 50 })).toEqual({ pageStart: 3, pageSize: 50 });
  });

  it.each([
    [{ pageStart: 0 }, '页码应从 1 开始'],
    [{ pageStart: 'x' }, '页码应为数字'],
    [{ pageStart: 1.5 }, '页码应为整数'],
    [{ pageStart: MAX_PAGE + 1 }, '页码最大为'],
    [{ pageSize: 51 }, '每页最多 50 条'],
    [{ pageSize: 0 }, '每页条数应从 1 开始'],
  ])('refuses %j with a Chinese message', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
