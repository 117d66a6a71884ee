import { describe, expect, it } from 'vitest';
import { articleIdOf, informationListSchema, labelCodeOf, pageNumberOf } from './schemas';

describe('article inputs', () => {
  it('takes the spec request with its defaults and refuses what it does not name', () => {
    expect(informationListSchema.parse({ typeId: 9, pageStart: 2, pageSize: 10, orderMode: '0001', relatedLabel: 'ZCJD', channlid: '' })).toEqual({
      topFlag: undefined,
      relatedLabel: 'ZCJD',
      pageStart: 2,
      pageSize: 10,
    });
    expect(informationListSchema.parse({ topFlag: 'true' }).topFlag).toBe(true);
    expect(informationListSchema.safeParse({ typeId: 3 }).success).toBe(false);
    expect(informationListSchema.safeParse({ orderMode: '0002' }).success).toBe(false);
    expect(informationListSchema.safeParse({ relatedLabel: "x'; drop" }).success).toBe(false);
    expect(informationListSchema.safeParse({ pageSize: 500 }).success).toBe(false);
  });

  it('reads page numbers, ids and column codes from a URL, falling back on junk', () => {
    expect(pageNumberOf('3')).toBe(3);
    expect(pageNumberOf('0')).toBe(1);
    expect(pageNumberOf('abc')).toBe(1);
    expect(articleIdOf('12')).toBe(12);
    expect(articleIdOf('12abc')).toBeNull();
    expect(articleIdOf(undefined)).toBeNull();
    expect(labelCodeOf('ZCJD')).toBe('ZCJD');
    expect(labelCodeOf('<x>')).toBeNull();
  });
});
