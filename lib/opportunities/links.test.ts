import { describe, expect, it } from 'vitest';
import { bidHref, budgetYuan, outsourcingHref } from './links';

describe('card click targets (001 §2)', () => {
  it('sends an intention to its page, the platform sources to theirs and the rest to the purchase-bid detail', () => {
    expect(bidHref({ type: 1, bidSource: 2, code: 'YX001' })).toBe('/politicsTenderDetails.html?intentionCode=YX001');
    expect(bidHref({ type: 2, bidSource: 2, code: 'ZB002' })).toBe('/gov_purchase_detail.html?bidCode=ZB002');
    expect(bidHref({ type: 2, bidSource: 3, code: 'ZB003' })).toBe('/gov_purchase_detail.html?bidCode=ZB003');
    expect(bidHref({ type: 2, bidSource: 1, code: 'ZB004' })).toBe('/purchaseBidDetail.html?orderId=ZB004');
  });

  it('sends an outsourcing demand to /jfportal/all/detail/jf{orderNo}', () => {
    expect(outsourcingHref('XQ20261124000001')).toBe('/jfportal/all/detail/jfXQ20261124000001');
  });
});

describe('bid card amounts (001 §9)', () => {
  it('keeps type 2 as is and multiplies the others by 10,000, to two decimals', () => {
    expect(budgetYuan({ type: 2, budgetAmount: 1234.567 })).toBe(1234.57);
    expect(budgetYuan({ type: 1, budgetAmount: 12.3456 })).toBe(123456);
    expect(budgetYuan({ type: 1, budgetAmount: null })).toBeNull();
  });
});
