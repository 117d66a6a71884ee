import { describe, expect, it } from 'vitest';
import { adStatus } from './status';

describe('adStatus', () => {
  const now = new Date('2026-11-29T04:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  it('says off, scheduled, running or over', () => {
    expect(adStatus({ enabled: false, startsAt: null, endsAt: null }, now)).toBe('off');
    expect(adStatus({ enabled: true, startsAt: at(60_000), endsAt: null }, now)).toBe('scheduled');
    expect(adStatus({ enabled: true, startsAt: at(-60_000), endsAt: at(60_000) }, now)).toBe('running');
    expect(adStatus({ enabled: true, startsAt: null, endsAt: now }, now)).toBe('over');
  });
});
