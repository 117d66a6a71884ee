import { describe, expect, it } from 'vitest';
import { submissionNo } from './phone-submissions';

describe('submissionNo', () => {
  it("dates the number by China's calendar, then six digits", () => {
    // 16:30 UTC on the 6th is 00:30 on the 7th in China.
    expect(submissionNo('XQ', new Date('2026-03-06T16:30:00Z'))).toMatch(/^XQ20260307\d{6}$/);
    expect(submissionNo('ZX', new Date('2026-03-06T15:30:00Z'))).toMatch(/^ZX20260306\d{6}$/);
  });
});
