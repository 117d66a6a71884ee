import { describe, expect, it } from 'vitest';
import { pageWithin, type PageRequest } from './paging';

// A list of 23 numbers behind a loader, as the services page them.
const items = Array.from({ length: 23 }, (_, i) => i + 1);
const asked: number[] = [];
const load = async ({ page, pageSize }: PageRequest) => {
  asked.push(page);
  return { list: items.slice((page - 1) * pageSize, page * pageSize), total: items.length };
};

describe('pageWithin', () => {
  it('answers the asked page when it exists', async () => {
    asked.length = 0;
    expect(await pageWithin(load, { page: 2, pageSize: 10 })).toEqual({ list: items.slice(10, 20), total: 23, page: 2 });
    expect(asked).toEqual([2]);
  });

  it('answers the last page for a page past the end', async () => {
    asked.length = 0;
    expect(await pageWithin(load, { page: 9, pageSize: 10 })).toEqual({ list: [21, 22, 23], total: 23, page: 3 });
    expect(asked).toEqual([9, 3]);
  });

  it('answers page 1 of an empty list', async () => {
    const empty = async () => ({ list: [], total: 0 });
    expect(await pageWithin(empty, { page: 4, pageSize: 10 })).toEqual({ list: [], total: 0, page: 1 });
  });
});
