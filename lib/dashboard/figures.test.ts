import { describe, expect, it } from 'vitest';
import { alignDays, dashboardDays, todayAndWeek, TREND_DAYS } from './figures';

describe('the dashboard days', () => {
  // Thursday 2026-11-26, 01:30 in China (17:30 UTC the day before).
  const now = new Date('2026-11-25T17:30:00Z');

  it('counts China days: two weeks ending today, the week from Monday, the gaps over the last 7 days', () => {
    const d = dashboardDays(now);
    expect(d.days).toHaveLength(TREND_DAYS);
    expect(d.days.at(-1)).toBe('2026-11-26');
    expect(d.days[0]).toBe('2026-11-13');
    expect(d.since.toISOString()).toBe('2026-11-12T16:00:00.000Z');
    expect(d.weekStart).toBe('2026-11-23');
    expect(d.gapsSince).toBe('2026-11-20');
  });

  it('starts the week on the day itself on a Monday, and on the Monday before on a Sunday', () => {
    expect(dashboardDays(new Date('2026-11-23T02:00:00Z')).weekStart).toBe('2026-11-23');
    expect(dashboardDays(new Date('2026-11-29T02:00:00Z')).weekStart).toBe('2026-11-23');
  });

  it('aligns rows on the days, adding rows of one day and leaving a missing day at 0', () => {
    const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
    const counts = alignDays(days, [{ day: '2026-11-26', n: 2 }, { day: '2026-11-24', n: 1 }, { day: '2026-11-26', n: 3 }, { day: '2026-11-01', n: 9 }]);
    expect(counts).toEqual([1, 0, 5]);
    expect(todayAndWeek(days, counts, '2026-11-25')).toEqual({ today: 5, week: 5 });
    expect(todayAndWeek(days, counts, '2026-11-23')).toEqual({ today: 5, week: 6 });
  });
});
