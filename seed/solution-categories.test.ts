import { describe, expect, it } from 'vitest';
import { dictionaryRows } from './dictionaries';
import { categoryOfSchemeType } from '@/lib/solutions/scheme-category';
import { OTHER_CATEGORY, VISIBLE_FIRST_LEVEL, VISIBLE_SECOND_LEVEL } from '@/lib/solutions/categories';
import { solutionCategoryRows } from './solution-categories';

describe('the solution category tree', () => {
  const rows = solutionCategoryRows();
  const firstLevel = rows.filter((r) => r.parentCode === null);

  it('has more first levels than the row shows, a long second level and 其他 without children', () => {
    expect(firstLevel.length).toBeGreaterThan(VISIBLE_FIRST_LEVEL);
    const sizes = firstLevel.map((f) => rows.filter((r) => r.parentCode === f.code).length);
    expect(Math.max(...sizes)).toBeGreaterThan(VISIBLE_SECOND_LEVEL);
    expect(firstLevel.at(-1)).toMatchObject({ code: OTHER_CATEGORY, name: '其他' });
    expect(rows.some((r) => r.parentCode === OTHER_CATEGORY)).toBe(false);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('places every scheme type (T13) of the dictionary on a second level', () => {
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const schemeTypes = dictionaryRows().filter((r) => r.baseCode === 'T13' && r.level === 3);
    expect(schemeTypes.length).toBeGreaterThan(20);
    for (const t of schemeTypes) {
      const code = categoryOfSchemeType(t.code);
      expect(code, t.name).not.toBeNull();
      expect(byCode.get(code!)?.parentCode, t.name).toBeTruthy();
    }
    expect(categoryOfSchemeType('T9901')).toBeNull();
  });
});
