import { describe, expect, it } from 'vitest';
import { searchByTypeSchema } from './schemas';
import { parseSearchParams } from './url';
import { AMOUNT_ORDER_WINDOW, MAX_RESULT_WINDOW, resultWindow } from './window';

const ask = (pageNum: number, sortBy: string, pageSize = 20) => searchByTypeSchema.safeParse({ type: 3, searchContent: '系统', pageNum, pageSize, sortBy, order: 'desc' });

describe('the result window of an order', () => {
  it('is short in amount order and 10,000 in the others', () => {
    expect(resultWindow('amount')).toBe(AMOUNT_ORDER_WINDOW);
    expect(resultWindow('publish_time')).toBe(MAX_RESULT_WINDOW);
    expect(resultWindow('')).toBe(MAX_RESULT_WINDOW);
  });

  it('ends the API at the last page within it, with the Chinese reason', () => {
    expect(ask(AMOUNT_ORDER_WINDOW / 20, 'amount').success).toBe(true);
    const past = ask(AMOUNT_ORDER_WINDOW / 20 + 1, 'amount');
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]?.message).toBe(`按金额排序最多可查看前 ${AMOUNT_ORDER_WINDOW} 条结果，请添加筛选条件缩小范围`);
    // The same page in time order is well within its window; past that window the old reason holds.
    expect(ask(AMOUNT_ORDER_WINDOW / 20 + 1, 'publish_time').success).toBe(true);
    expect(ask(MAX_RESULT_WINDOW / 20 + 1, 'publish_time').error?.issues[0]?.message).toBe(`最多可查看前 ${MAX_RESULT_WINDOW} 条结果，请缩小搜索范围`);
  });

  it('takes a page address past it to the last page of the order, as the page does past the end', () => {
    expect(parseSearchParams({ sortBy: 'amount', order: 'asc', pageNum: '99' }).pageNum).toBe(AMOUNT_ORDER_WINDOW / 9);
    expect(parseSearchParams({ sortBy: 'publish_time', pageNum: '99' }).pageNum).toBe(99);
  });
});
