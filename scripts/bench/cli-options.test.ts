import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, parseBenchOptions, siblingDatabaseUrl, STAGES } from './cli-options';

describe('parseBenchOptions', () => {
  it('defaults to a full run of every stage, 10 s a measurement, 3 Lighthouse runs', () => {
    const o = parseBenchOptions([], {}, 1234);
    expect(o).toMatchObject({ durationSec: 10, quick: false, baseline: false, skipBuild: false, portBase: 3200, lighthouseRuns: 3, seed: 1234 });
    expect(o.stages).toEqual([...STAGES]);
    expect(o.databaseUrl).toBe(DEFAULT_DATABASE_URL);
  });

  it('--quick shortens measurements; BENCH_DURATION wins over both', () => {
    expect(parseBenchOptions(['--quick'], {})).toMatchObject({ durationSec: 2, lighthouseRuns: 1, quick: true });
    expect(parseBenchOptions(['--quick'], { BENCH_DURATION: '5' }).durationSec).toBe(5);
    expect(() => parseBenchOptions([], { BENCH_DURATION: '0' })).toThrow(/BENCH_DURATION/);
  });

  it('reads the build switch, the database, the seed and stages', () => {
    expect(parseBenchOptions(['--skip-build'], {}).skipBuild).toBe(true);
    expect(parseBenchOptions([], { BENCH_SKIP_BUILD: '1' }).skipBuild).toBe(true);
    expect(parseBenchOptions([], { BENCH_DATABASE_URL: 'postgres://x@h/db' }).databaseUrl).toBe('postgres://x@h/db');
    expect(parseBenchOptions(['--seed=7'], {}).seed).toBe(7);
    expect(parseBenchOptions(['--only=lighthouse,load'], {}).stages).toEqual(['load', 'lighthouse']);
    expect(() => parseBenchOptions(['--only=nope'], {})).toThrow(/nope/);
    expect(() => parseBenchOptions(['--bogus'], {})).toThrow();
  });

  it('reads the pages Lighthouse loads, all of them when not given', () => {
    expect(parseBenchOptions([], {}).lighthousePages).toBeUndefined();
    expect(parseBenchOptions(['--pages=/, /search.html,'], {}).lighthousePages).toEqual(['/', '/search.html']);
  });

  it('reads the scale rehearsal, and only the scale it knows', () => {
    expect(parseBenchOptions(['--scale', '10m'], {}).scale).toBe('10m');
    expect(parseBenchOptions([], {}).scale).toBeUndefined();
    expect(() => parseBenchOptions(['--scale', '100m'], {})).toThrow(/--scale/);
  });

  it('keeps to ports 3200-3299', () => {
    expect(parseBenchOptions([], { BENCH_PORT_BASE: '3250' }).portBase).toBe(3250);
    expect(() => parseBenchOptions([], { BENCH_PORT_BASE: '3000' })).toThrow(/3200/);
    expect(() => parseBenchOptions([], { BENCH_PORT_BASE: '3296' })).toThrow(/3200/);
  });
});

describe('siblingDatabaseUrl', () => {
  it('names a database beside the main one on the same server', () => {
    expect(siblingDatabaseUrl('postgres://postgres@127.0.0.1:5432/jf_bench', '100k')).toBe('postgres://postgres@127.0.0.1:5432/jf_bench_100k');
    expect(siblingDatabaseUrl('postgres://u:p@h:1/db?sslmode=disable', '10k')).toBe('postgres://u:p@h:1/db_10k?sslmode=disable');
  });
});
