import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './cli-args';

describe('parseSeedArgs', () => {
  it('defaults to scale 1 without reset', () => {
    expect(parseSeedArgs([])).toEqual({ scale: 1, seed: undefined, counts: {}, reset: false, ifEmpty: false, resume: false, help: false });
  });

  it('reads scale, counts, seed and flags', () => {
    expect(parseSeedArgs(['--scale', '0.1', '--bids', '1000000', '--suppliers=2000', '--seed', '7', '--reset'])).toEqual({
      scale: 0.1,
      seed: 7,
      counts: { bids: 1_000_000, suppliers: 2000 },
      reset: true,
      ifEmpty: false,
      resume: false,
      help: false,
    });
    expect(parseSeedArgs(['--if-empty']).ifEmpty).toBe(true);
    expect(parseSeedArgs(['--resume', '--bids', '10000000']).resume).toBe(true);
  });

  it('rejects unknown options, bad numbers and contradictory flags', () => {
    expect(() => parseSeedArgs(['--bogus'])).toThrow();
    expect(() => parseSeedArgs(['--bids', 'many'])).toThrow(/--bids/);
    expect(() => parseSeedArgs(['--bids', '1.5'])).toThrow(/--bids/);
    expect(() => parseSeedArgs(['--scale', '-1'])).toThrow(/--scale/);
    expect(() => parseSeedArgs(['--reset', '--if-empty'])).toThrow();
    expect(() => parseSeedArgs(['--resume', '--reset'])).toThrow(/--resume/);
    expect(() => parseSeedArgs(['--resume', '--if-empty'])).toThrow(/--resume/);
  });
});
