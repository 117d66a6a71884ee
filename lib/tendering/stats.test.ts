import { describe, expect, it } from 'vitest';
import { NO_STATISTICS, statisticsAfter } from './stats';

const shown = { tenderOrderNum: '12', tenderAmount: '345.60' };

describe('the city header statistics (002 §3, §8)', () => {
  it('shows both values of a code-0 answer', () => {
    expect(statisticsAfter({ code: 0, msg: '成功', data: { tenderOrderNum: '88', tenderAmount: '1024.50' } })).toEqual({ tenderOrderNum: '88', tenderAmount: '1024.50' });
    expect(statisticsAfter({ code: 0, data: { tenderOrderNum: 7, tenderAmount: 0.5 } })).toEqual({ tenderOrderNum: '7', tenderAmount: '0.5' });
  });

  it('defaults a missing value to "0"', () => {
    expect(statisticsAfter({ code: 0, data: { tenderOrderNum: '3' } }, shown)).toEqual({ tenderOrderNum: '3', tenderAmount: '0' });
    expect(statisticsAfter({ code: 0, data: null }, shown)).toEqual(NO_STATISTICS);
    expect(statisticsAfter({ code: 0, data: { tenderOrderNum: '', tenderAmount: null } })).toEqual(NO_STATISTICS);
  });

  it('ignores an answer with any other code, keeping what was shown', () => {
    expect(statisticsAfter({ code: 50000, msg: '服务异常', data: { tenderOrderNum: '1' } }, shown)).toBe(shown);
    expect(statisticsAfter({ code: '0', data: {} }, shown)).toBe(shown);
    expect(statisticsAfter('<html>', shown)).toBe(shown);
    expect(statisticsAfter(null)).toEqual(NO_STATISTICS);
  });
});
