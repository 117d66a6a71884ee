import { describe, expect, it } from 'vitest';
import { parseLsn, replicaStalenessMs } from './replicas';

describe('parseLsn', () => {
  it('reads a WAL position as one number, the high half first', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
  });
});

describe('replicaStalenessMs', () => {
  const samples = [
    { lsn: 100n, at: 1_000 },
    { lsn: 200n, at: 2_000 },
    { lsn: 300n, at: 3_000 },
  ];

  it('dates a replica by the newest primary position it has replayed', () => {
    expect(replicaStalenessMs(samples, 300n, 3_200)).toBe(200);
    expect(replicaStalenessMs(samples, 250n, 3_200)).toBe(1_200);
  });

  it('keeps an idle caught-up replica fresh however long ago the last write was', () => {
    const idle = [
      { lsn: 300n, at: 1_000 },
      { lsn: 300n, at: 60_000 },
    ];
    expect(replicaStalenessMs(idle, 300n, 60_100)).toBe(100);
  });

  it('counts a replica behind every sample as of unknown age', () => {
    expect(replicaStalenessMs(samples, 50n, 3_000)).toBe(Number.POSITIVE_INFINITY);
  });
});
