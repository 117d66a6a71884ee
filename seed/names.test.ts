import { describe, expect, it } from 'vitest';
import { deriveCities } from './cities';
import { creditCheckChar, creditCode, enterpriseName, formatYuan, newNameBook, personName, streetAddress, uniqueCompanyName } from './names';
import { createRng } from './rng';

const cities = deriveCities();
const chongqing = cities.find((c) => c.code === '500100')!;
const chengdu = cities.find((c) => c.code === '510100')!;

describe('credit codes', () => {
  it('computes the GB 32100 check character of a real code', () => {
    expect(creditCheckChar('91440300192203821')).toBe('6');
  });

  it('generates 18 valid characters starting with the area code', () => {
    const rng = createRng(1);
    for (let i = 0; i < 200; i++) {
      const code = creditCode(rng, '510100');
      expect(code).toMatch(/^91510100[0-9A-HJ-NP-RTUWXY]{10}$/);
      expect(code.charAt(17)).toBe(creditCheckChar(code));
    }
  });
});

describe('names and addresses', () => {
  it('makes two- or three-character person names', () => {
    const rng = createRng(2);
    for (let i = 0; i < 100; i++) expect(personName(rng)).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
  });

  it('addresses a municipality without repeating its name, and a prefecture with its province', () => {
    const rng = createRng(3);
    expect(streetAddress(rng, chongqing)).toMatch(/^重庆市[^重]/);
    expect(streetAddress(rng, chengdu)).toMatch(/^四川省成都市.+号/);
  });

  it('keeps company names unique, even when a city runs out of short trade names', () => {
    const rng = createRng(4);
    const book = newNameBook();
    const names = Array.from({ length: 3000 }, () => uniqueCompanyName(rng, chengdu, book));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => /公司$/.test(n))).toBe(true);
    // Past the two-character pairs, trade names grow a third character rather than repeat.
    expect(book.trades.size).toBe(3000);
    expect([...book.trades].some((t) => t.length === 3)).toBe(true);
  });

  it('grows a fourth character when a city has more companies than three-character names', () => {
    const rng = createRng(5);
    const book = newNameBook();
    // 60 x 50 x 15 = 45,000 three-character names: the 10M rehearsal's largest cities have more companies.
    const names = Array.from({ length: 48_000 }, () => uniqueCompanyName(rng, chengdu, book));
    expect(new Set(names).size).toBe(names.length);
    expect([...book.trades].some((t) => t.length === 4)).toBe(true);
  });

  it('gives two cities no shared trade name while the pool allows', () => {
    const rng = createRng(6);
    const book = newNameBook();
    for (let i = 0; i < 500; i++) uniqueCompanyName(rng, i % 2 ? chengdu : chongqing, book);
    const [a, b] = [...book.tradesByCity.values()];
    expect([...(a ?? [])].filter((t) => b?.has(t))).toEqual([]);
  });

  it('names customer enterprises after the city', () => {
    expect(enterpriseName(createRng(5), chengdu, ['物流有限公司'])).toMatch(/^成都.{2,3}物流有限公司$/);
  });

  it('formats yuan with thousands separators and two decimals', () => {
    expect(formatYuan(1234567.8)).toBe('1,234,567.80');
    expect(formatYuan(999)).toBe('999.00');
    expect(formatYuan(80000000)).toBe('80,000,000.00');
  });
});
