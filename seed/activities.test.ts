import { describe, expect, it } from 'vitest';
import { ACTIVITY_COUNT, demoActivities } from './activities';

describe('the demo activities', () => {
  const now = new Date('2026-11-25T02:00:00Z');
  const rows = demoActivities(now);

  it('are the same for the same day, of every kind, half held and half to come, some full', () => {
    expect(demoActivities(now)).toEqual(rows);
    expect(rows).toHaveLength(ACTIVITY_COUNT);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set([1, 2, 3]));
    const past = rows.filter((r) => r.endTime <= now).length;
    expect(past).toBeGreaterThan(ACTIVITY_COUNT / 3);
    expect(past).toBeLessThan((ACTIVITY_COUNT * 2) / 3);
    expect(rows.filter((r) => r.endTime > now && r.signedCount === r.quota).length).toBeGreaterThan(2);
    expect(rows.filter((r) => r.signUpDeadline > now && r.signedCount < r.quota).length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.cityCode)).size).toBeGreaterThanOrEqual(10);
  });

  it('hold together: deadline before start before end, places within the quota, a place or a link', () => {
    for (const r of rows) {
      expect(r.signUpDeadline < r.startTime && r.startTime < r.endTime).toBe(true);
      expect(r.signedCount).toBeGreaterThanOrEqual(0);
      expect(r.signedCount).toBeLessThanOrEqual(r.quota);
      expect(r.online ? r.onlineLink : r.place).toBeTruthy();
      expect(r.intro.join('')).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('the demo activity kinds', () => {
  it('give every title its own summary', () => {
    const rows = demoActivities(new Date('2026-11-25T02:00:00Z'));
    expect(rows.every((r) => r.summary.length > 10 && !/\{\w+\}/.test(r.title + r.summary))).toBe(true);
  });
});
