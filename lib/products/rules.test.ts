import { describe, expect, it } from 'vitest';
import { categoryHref, isHighlighted, productDetailHref, productIdOf, productTarget, splitStoreProducts } from './rules';

const named = (...names: string[]) => names.map((productName, i) => ({ id: i + 1, productName }));
const names = (list: { productName: string }[]) => list.map((x) => x.productName);

describe('the store flyout rule (002 §2, §9)', () => {
  it('keeps at most 3 products inline', () => {
    const { inline, flyout } = splitStoreProducts(named('云服务', '测试', '运维', '调优', '外包'));
    expect(names(inline)).toEqual(['云服务', '测试', '运维']);
    expect(names(flyout)).toEqual(['调优', '外包']);
  });

  it('sends a product to the flyout once the running name-length total exceeds 14', () => {
    // 4 + 5 + 6 = 15 > 14: the third goes to the flyout although only two are inline.
    const { inline, flyout } = splitStoreProducts(named('APP开发', '微信小程序', '网站建设与运维'));
    expect(names(inline)).toEqual(['APP开发', '微信小程序']);
    expect(names(flyout)).toEqual(['网站建设与运维']);
  });

  it('keeps a total of exactly 14 inline', () => {
    const { inline, flyout } = splitStoreProducts(named('一二三四五', '一二三四五', '一二三四'));
    expect(inline).toHaveLength(3);
    expect(flyout).toEqual([]);
  });

  it('counts the total over every product before, so a short one after a long one stays in the flyout', () => {
    const { inline, flyout } = splitStoreProducts(named('软件著作权', '一二三四五六七八九十', '专利'));
    expect(names(inline)).toEqual(['软件著作权']);
    expect(names(flyout)).toEqual(['一二三四五六七八九十', '专利']);
  });

  it('puts a single over-long name in the flyout and leaves an empty list empty', () => {
    expect(splitStoreProducts(named('一二三四五六七八九十一二三四五'))).toEqual({ inline: [], flyout: named('一二三四五六七八九十一二三四五') });
    expect(splitStoreProducts([])).toEqual({ inline: [], flyout: [] });
  });
});

describe('navigation clicks (002 §2)', () => {
  const own = { id: 30, linkUrl: '/demandHall.html?tab=manpower', linkType: null };
  const plain = { id: 4, linkUrl: null, linkType: null };
  const categoryType = { id: 20, linkUrl: null, linkType: 3 };

  it('opens a product’s own link, else the product detail route', () => {
    expect(productTarget(own, 'detail').href).toBe('/demandHall.html?tab=manpower');
    expect(productTarget(plain, 'detail').href).toBe('/product-detail.html?id=4');
  });

  it('gives linkType 3 entries linkType=3', () => {
    expect(productDetailHref(categoryType)).toBe('/product-detail.html?id=20&linkType=3');
    expect(productTarget(categoryType, 'store').href).toBe('/product-detail.html?id=20&linkType=3');
  });

  it('opens a new window on the index page only', () => {
    expect(productTarget(plain, 'index').newWindow).toBe(true);
    expect(productTarget(plain, 'detail').newWindow).toBe(false);
    expect(productTarget(plain, 'store').newWindow).toBe(false);
  });

  it('sends a category without a link to the store on that category', () => {
    expect(categoryHref({ id: 2, linkUrl: null })).toBe('/store-page.html?category=2');
    expect(categoryHref({ id: 1, linkUrl: '/software.html' })).toBe('/software.html');
  });

  it('highlights the product whose id is the query id', () => {
    expect(isHighlighted({ id: 9 }, 9)).toBe(true);
    expect(isHighlighted({ id: 9 }, 11)).toBe(false);
    expect(isHighlighted({ id: 9 }, null)).toBe(false);
  });

  it('reads the id query parameter', () => {
    expect(productIdOf('11')).toBe(11);
    expect(productIdOf(['4', '5'])).toBe(4);
    for (const v of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999']) expect(productIdOf(v)).toBeNull();
  });
});
