import { describe, expect, it } from 'vitest';
import { COMPREHENSIVE, nextSort } from './sort';

describe('nextSort (000 §4)', () => {
  it('applies the first direction on a new key, then toggles on each further click', () => {
    const a = nextSort(COMPREHENSIVE, 'publish_time');
    expect(a).toEqual({ key: 'publish_time', order: 'desc' });
    const b = nextSort(a, 'publish_time');
    expect(b).toEqual({ key: 'publish_time', order: 'asc' });
    expect(nextSort(b, 'publish_time')).toEqual(a);
  });

  it('starts a different key afresh, in the given first direction', () => {
    expect(nextSort({ key: 'publish_time', order: 'asc' }, 'amount')).toEqual({ key: 'amount', order: 'desc' });
    expect(nextSort(COMPREHENSIVE, 'price', 'asc')).toEqual({ key: 'price', order: 'asc' });
  });

  it('clears the sort on comprehensive', () => {
    expect(nextSort({ key: 'amount', order: 'asc' }, '')).toEqual(COMPREHENSIVE);
  });
});
