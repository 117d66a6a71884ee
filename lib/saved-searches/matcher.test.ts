import { describe, expect, it } from 'vitest';
import { bidListQuery, demandListQuery, parseBusinessParams, parseDemandParams } from '@/lib/opportunities/list-params';
import { bidMatches, demandMatches, type PushedBid, type PushedDemand } from './matcher';

// The saved search is read exactly as the page reads its address, then matched against one record.
const now = new Date('2026-03-01T00:00:00Z');
const business = (params: Record<string, string>) => bidListQuery(parseBusinessParams(params), now);
const hall = (params: Record<string, string>) => demandListQuery(parseDemandParams(params), now);

const bid: PushedBid = { list: 'business', type: 2, cityCode: '500100', businessDirection: 'rjkf', budgetYuan: 800_000 };
const demand: PushedDemand = { list: 'demands', channel: 1, cityCode: '500100', primaryClass: 'dev', secondClass: 'dev-mini', priceYuan: 30_000 };

describe('matching a new bid opportunity against a saved /business.html search', () => {
  it('matches when every saved filter holds, and a search of nothing matches everything', () => {
    expect(bidMatches(business({ cityCode: '500100', direction: 'rjkf', type: '2', budget: '50-100' }), bid)).toBe(true);
    expect(bidMatches(business({}), bid)).toBe(true);
  });

  it('refuses a record outside any one filter', () => {
    expect(bidMatches(business({ cityCode: '510100' }), bid)).toBe(false);
    expect(bidMatches(business({ type: '1' }), bid)).toBe(false);
    expect(bidMatches(business({ budget: '100-500' }), bid)).toBe(false);
    expect(bidMatches(business({ direction: 'xtjc' }), bid)).toBe(false);
  });

  it('takes the budget range bounds as the list does (inclusive) and leaves out an unpublished budget', () => {
    expect(bidMatches(business({ budget: '50-100' }), { ...bid, budgetYuan: 1_000_000 })).toBe(true);
    expect(bidMatches(business({ budget: '50-100' }), { ...bid, budgetYuan: 1_000_000.01 })).toBe(false);
    expect(bidMatches(business({ budget: '0-50' }), { ...bid, budgetYuan: null })).toBe(false);
  });

  it('ignores the publish-time window and the order: a record being pushed was just published', () => {
    expect(bidMatches(business({ time: '3', sort: 'budget', order: 'asc' }), bid)).toBe(true);
  });
});

describe('matching a new outsourcing demand against a saved /demandHall.html search', () => {
  it('matches the tab, the category tree, the city and the price', () => {
    expect(demandMatches(hall({ category: 'dev', subCategory: 'dev-mini', cityCode: '500100', budget: '1-5' }), demand)).toBe(true);
    expect(demandMatches(hall({}), demand)).toBe(true);
  });

  it('refuses the other tab, another category or a price outside the range', () => {
    expect(demandMatches(hall({ tab: 'manpower' }), demand)).toBe(false);
    expect(demandMatches(hall({ category: 'dev', subCategory: 'dev-ec' }), demand)).toBe(false);
    expect(demandMatches(hall({ budget: '5-10' }), demand)).toBe(false);
    expect(demandMatches(hall({ cityCode: '330100' }), demand)).toBe(false);
  });
});
