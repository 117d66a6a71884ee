import { describe, expect, it } from 'vitest';
import { ALL_CATEGORY, chooseFirstCategory, hasSecondLevel, MORE_CATEGORY, OTHER_CATEGORY, splitFirstLevel } from './categories';

const level = ['SC01', 'SC02', 'SC03', 'SC04', 'SC05', 'SC06', 'SC07', OTHER_CATEGORY].map((code) => ({ categoryCode: code, categoryName: code }));

describe('solution category rules (001 §2, §4)', () => {
  it('shows the first five first levels and folds the rest under 更多', () => {
    const { shown, more } = splitFirstLevel(level);
    expect(shown.map((c) => c.categoryCode)).toEqual(['SC01', 'SC02', 'SC03', 'SC04', 'SC05']);
    expect(more.map((c) => c.categoryCode)).toEqual(['SC06', 'SC07', OTHER_CATEGORY]);
    expect(splitFirstLevel(level.slice(0, 3)).more).toEqual([]);
  });

  it('opens a second level for a real first level only, never for 全部 or 其他', () => {
    expect(hasSecondLevel('SC01')).toBe(true);
    for (const code of ['', ALL_CATEGORY, OTHER_CATEGORY, MORE_CATEGORY]) expect(hasSecondLevel(code)).toBe(false);
  });

  it('全部 and 其他 clear the second level', () => {
    const current = { first: 'SC01', second: 'SC0103' };
    expect(chooseFirstCategory(current, ALL_CATEGORY, level)).toEqual({ first: '', second: '' });
    expect(chooseFirstCategory(current, '', level)).toEqual({ first: '', second: '' });
    expect(chooseFirstCategory(current, OTHER_CATEGORY, level)).toEqual({ first: OTHER_CATEGORY, second: '' });
  });

  it('a new first level clears the second; the same one keeps it', () => {
    expect(chooseFirstCategory({ first: 'SC01', second: 'SC0103' }, 'SC02', level)).toEqual({ first: 'SC02', second: '' });
    expect(chooseFirstCategory({ first: 'SC01', second: 'SC0103' }, 'SC01', level)).toEqual({ first: 'SC01', second: 'SC0103' });
  });

  it('更多 uses its first child', () => {
    expect(chooseFirstCategory({ first: '', second: '' }, MORE_CATEGORY, level)).toEqual({ first: 'SC06', second: '' });
    expect(chooseFirstCategory({ first: '', second: '' }, MORE_CATEGORY, level.slice(0, 5))).toEqual({ first: '', second: '' });
  });
});
