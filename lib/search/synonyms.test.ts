import { describe, expect, it } from 'vitest';
import { MAX_VARIANTS, SYNONYM_GROUPS, synonymVariants } from './synonyms';

describe('synonymVariants', () => {
  it('searches an abbreviation as its full names', () => {
    expect(synonymVariants('等保')).toEqual({ variants: ['网络安全等级保护', '等级保护'], terms: ['网络安全等级保护', '等级保护'] });
    expect(synonymVariants('信创').variants).toEqual(['信息技术应用创新']);
  });

  it('replaces the longest term the keyword holds, keeping the rest of it', () => {
    expect(synonymVariants('网络安全等级保护测评').variants).toEqual(['等级保护测评', '等保测评']);
    expect(synonymVariants('政务云运维').variants).toContain('电子政务云平台运维');
  });

  it('matches a Latin term as a whole word only', () => {
    expect(synonymVariants('OA系统').variants).toContain('办公自动化系统');
    expect(synonymVariants('moa').variants).toEqual([]);
  });

  it('leaves a keyword without a term of the dictionary alone', () => {
    expect(synonymVariants('档案管理')).toEqual({ variants: [], terms: [] });
  });

  it('keeps every group reviewable: two or more distinct terms, no term in two groups', () => {
    const seen = new Set<string>();
    for (const group of SYNONYM_GROUPS) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const term of group) {
        expect(seen.has(term.toLowerCase()), term).toBe(false);
        seen.add(term.toLowerCase());
      }
    }
    expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(45);
    expect(Math.max(...SYNONYM_GROUPS.map((g) => synonymVariants(g[0]!).variants.length))).toBeLessThanOrEqual(MAX_VARIANTS);
  });
});
