import { describe, expect, it } from 'vitest';
import { chineseNumber, findRule, PLATFORM_RULES, ruleHref } from './rules';

describe('the rules centre', () => {
  it('counts articles the Chinese way', () => {
    expect([1, 9, 10, 12, 20, 25].map(chineseNumber)).toEqual(['一', '九', '十', '十二', '二十', '二十五']);
  });

  it('serves rule001 and rule001-1 at their legacy addresses, each effective after it was published', () => {
    expect(PLATFORM_RULES.map((r) => ruleHref(r.code))).toEqual(['/rule001.html', '/rule001-1.html']);
    expect(findRule('rule001-1')?.audience).toBe('采购单位');
    expect(findRule('rule002')).toBeNull();
    for (const r of PLATFORM_RULES) expect(r.effectiveFrom > r.publishedOn).toBe(true);
  });
});
