import { describe, expect, it } from 'vitest';
import { deriveCities } from '@/seed/cities';
import { CITY_SITES } from './sites.generated';

describe('CITY_SITES', () => {
  it('is the seed’s own list of sub-sites (regenerate with npx tsx scripts/city-sites.ts)', () => {
    expect(CITY_SITES).toEqual(deriveCities().map((c) => c.site).sort());
  });
});
