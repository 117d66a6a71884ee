import { describe, expect, it } from 'vitest';
import { readSectionPages, supplierDetailHref } from './url';

describe('supplier detail addresses', () => {
  it('reads each section’s page, bad values as page 1', () => {
    expect(readSectionPages({ id: '7', cp: '2', sp: 'x', bp: ['3'], cep: '0', pp: '5' })).toEqual({
      cases: 2,
      solutions: 1,
      bids: 3,
      certificates: 1,
      patents: 5,
    });
  });

  it('writes the id, the pages other than 1 and the section to land on', () => {
    expect(supplierDetailHref(7)).toBe('/search-supplierdetail.html?id=7');
    expect(supplierDetailHref(7, { cases: 1, patents: 3, bids: 2 }, 'patents')).toBe(
      '/search-supplierdetail.html?id=7&bp=2&pp=3#patents',
    );
  });

  it('round-trips: a written address reads back as the same pages', () => {
    const pages = { cases: 2, solutions: 1, bids: 4, certificates: 3, patents: 1 };
    const query = Object.fromEntries(new URL(supplierDetailHref(9, pages), 'http://x').searchParams);
    expect(readSectionPages(query)).toEqual(pages);
  });
});
