import { describe, expect, it } from 'vitest';
import { checkCreditCode } from '@/lib/activation/credit-code';
import { buildOcdsSample } from './ocds-sample';

describe('the OCDS sample', () => {
  const releases = buildOcdsSample(300);

  it('is deterministic', () => {
    expect(JSON.stringify(buildOcdsSample(300))).toBe(JSON.stringify(releases));
  });

  it('gives every party a valid credit code and every release a unique ocid + id, in date order', () => {
    const parties = releases.flatMap((r) => r.parties as { identifier: { id: string } }[]);
    expect(parties.length).toBeGreaterThan(300);
    for (const p of parties) expect(checkCreditCode(p.identifier.id), p.identifier.id).toBe('ok');
    expect(new Set(releases.map((r) => `${String(r.ocid)}/${String(r.id)}`)).size).toBe(300);
    const dates = releases.map((r) => String(r.date));
    expect([...dates].sort()).toEqual(dates);
  });
});
