import { describe, expect, it } from 'vitest';
import { cutDescription, detailParamsOf, priceText, solutionHref } from './display';

describe('solution card display (001 §3, §9)', () => {
  it('cuts the description at 80 characters plus an ellipsis, counting characters not code units', () => {
    const eighty = '智'.repeat(80);
    expect(cutDescription(eighty)).toBe(eighty);
    expect(cutDescription(`${eighty}慧`)).toBe(`${eighty}...`);
    expect(cutDescription('短描述')).toBe('短描述');
    expect([...cutDescription('𠀀'.repeat(81))].length).toBe(83);
  });

  it('shows a price in 万 with at most two decimals, 面议 when there is none', () => {
    expect(priceText(null)).toBe('面议');
    expect(priceText(10_000)).toBe('1万');
    expect(priceText(125_000)).toBe('12.5万');
    expect(priceText(5_000_000)).toBe('500万');
    expect(priceText(12_345)).toBe('1.23万');
    expect(priceText(5_000)).toBe('0.5万');
  });

  it('opens the solution detail for source 1 and the scheme detail otherwise (001 §2)', () => {
    const id = 'a'.repeat(32);
    expect(solutionHref({ originIdSec: id, originSource: 1 })).toBe(`/solution-detail.html?id=${id}`);
    expect(solutionHref({ originIdSec: id, originSource: 2 })).toBe(`/scheme-detail.html?originIdSec=${id}&originSource=2`);
  });
});

describe('detail addresses', () => {
  const id = 'b'.repeat(32);
  it('reads ?id= on the solution page and ?originIdSec=&originSource= (not 1) on the scheme page', () => {
    expect(detailParamsOf('solution', { id })).toEqual({ originIdSec: id, originSource: 1 });
    expect(detailParamsOf('solution', { id: 'x' })).toBeNull();
    expect(detailParamsOf('scheme', { originIdSec: id, originSource: '2' })).toEqual({ originIdSec: id, originSource: 2 });
    expect(detailParamsOf('scheme', { originIdSec: id, originSource: '1' })).toBeNull();
    expect(detailParamsOf('scheme', { originIdSec: id })).toBeNull();
  });
});
