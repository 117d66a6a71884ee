import { describe, expect, it } from 'vitest';
import { busyShare, parseProcStat } from './cpu-idle';

describe('cpu idle', () => {
  it('reads busy and total time from /proc/stat, counting iowait as idle', () => {
    const text = 'cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\n';
    expect(parseProcStat(text)).toEqual({ busy: 160, total: 1000 });
    expect(parseProcStat('intr 1 2 3')).toBeNull();
  });

  it('gives the busy share between two samples', () => {
    expect(busyShare({ busy: 160, total: 1000 }, { busy: 210, total: 1200 })).toBe(0.25);
    expect(busyShare({ busy: 160, total: 1000 }, { busy: 160, total: 1000 })).toBe(0);
  });
});
