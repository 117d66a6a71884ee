import { describe, expect, it } from 'vitest';
import { supplierInitials } from './initials';
import { LOGO_PALETTES, LOGO_SHAPES, WHITE, logoDesign } from './logo-design';

const CITIES = ['重庆', '成都', '杭州', '上海', '深圳', '西安', '北京', '武汉'];
const TRADE = '云创天衡朗科华睿数联博远锐思恒瑞九鼎海纳德润新希驰亿维榕树金山渝丰启明光谷中汇通智达信诚安泰宏邦';
const KINDS = ['科技', '信息技术', '数据', '软件', '网络科技', '智能装备', '电子', '环保科技'];

// 300 distinct realistic names (city + a two-character trade name + trade + 有限公司, a quarter with the
// city in brackets after), drawn by a fixed-seed generator so the run is repeatable.
let seed = 1;
const draw = <T,>(list: ArrayLike<T>): T => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return list[(seed >>> 8) % list.length]!;
};
const NAMES = new Map<string, string>();
while (NAMES.size < 300) {
  const city = draw(CITIES);
  const trade = draw(TRADE) + draw(TRADE);
  const kind = draw(KINDS);
  NAMES.set(draw([0, 1, 2, 3]) === 0 ? `${trade}${kind}（${city}）有限公司` : `${city}${trade}${kind}有限公司`, city);
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const linear = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}
function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('logoDesign', () => {
  it('gives a company the same emblem every time', () => {
    for (const [name, city] of NAMES) expect(logoDesign(name, city)).toEqual(logoDesign(name, city));
  });

  it('spreads companies over the shapes and the palettes', () => {
    const designs = [...NAMES].map(([name, city]) => logoDesign(name, city));
    const spread = (keys: string[], all: readonly string[]) => {
      const counts = new Map(all.map((k) => [k, 0]));
      for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
      const fair = keys.length / all.length;
      for (const [k, n] of counts) {
        expect(n, k).toBeGreaterThan(fair / 2);
        expect(n, k).toBeLessThan(fair * 2);
      }
    };
    spread(designs.map((d) => d.shape), LOGO_SHAPES);
    spread(designs.map((d) => d.palette.name), LOGO_PALETTES.map((p) => p.name));
    const oneChar = designs.filter((d) => [...d.text.chars].length === 1).length;
    expect(oneChar).toBeGreaterThan(NAMES.size / 5);
    expect(oneChar).toBeLessThan(NAMES.size / 2);
  });

  it('sets the characters at a contrast of at least 4.5:1 to their ground', () => {
    // The characters are white on the palette's ink, or the ink on the white logo box.
    for (const p of LOGO_PALETTES) expect(contrast(p.ink, WHITE), p.name).toBeGreaterThanOrEqual(4.5);
    for (const [name, city] of NAMES) {
      const { text, palette } = logoDesign(name, city);
      expect([WHITE, palette.ink]).toContain(text.fill);
    }
  });

  it("writes the trade name's characters", () => {
    for (const [name, city] of NAMES) {
      const { text } = logoDesign(name, city);
      expect(supplierInitials(name, city).startsWith(text.chars)).toBe(true);
      expect(text.chars.length).toBeGreaterThan(0);
    }
    expect(['云', '云创']).toContain(logoDesign('重庆云创科技有限公司', '重庆').text.chars);
    expect(['天', '天衡']).toContain(logoDesign('天衡信息技术（成都）有限公司', '成都').text.chars);
    expect(logoDesign('A', '').text.chars).toBe('A');
  });

  it('draws finite geometry', () => {
    for (const [name, city] of NAMES) {
      const { paths, text } = logoDesign(name, city);
      expect(paths.length).toBeGreaterThan(0);
      for (const p of paths) expect(p.d).not.toMatch(/NaN|Infinity/);
      expect(text.size).toBeGreaterThan(0);
    }
  });
});
