import { expect, test, type Locator } from '@playwright/test';

// Category navigation, product detail and the mall (002 §2): the store's flyout rule, the
// product-detail highlight and in-place navigation, linkType=3 entries, the ids the chrome links.

const names = async (list: Locator) => (await list.allInnerTexts()).map((t) => t.trim());

test.describe('store page', () => {
  test('keeps at most 3 products inline per category, by the name-length rule, the rest in a hover flyout', async ({ page }) => {
    await page.goto('/store-page.html');
    const category = (id: number) => page.getByTestId('category-nav').locator(`[data-testid="nav-category"][data-category-id="${id}"]`);

    // 定制软件开发: APP开发 (5) + 微信开发 (4) + 网站建设 (4) = 13 ≤ 14, then 3 are inline.
    const software = category(1);
    expect(await names(software.getByTestId('nav-inline-product'))).toEqual(['APP开发', '微信开发', '网站建设']);
    const flyout = software.getByTestId('nav-flyout');
    await expect(flyout).toBeHidden();
    await software.hover();
    await expect(flyout).toBeVisible();
    await expect(flyout.getByTestId('nav-flyout-product')).toHaveCount(13);
    await expect(flyout.getByTestId('nav-flyout-product').first()).toHaveText('前端开发');

    // 行业解决方案: 8 + 8 = 16 > 14 after the first, so one inline and five in the flyout.
    const industries = category(3);
    expect(await names(industries.getByTestId('nav-inline-product'))).toEqual(['教育行业解决方案']);
    await expect(industries.getByTestId('nav-flyout-product')).toHaveCount(5);
    // A category-type product carries linkType=3.
    await expect(industries.getByTestId('nav-inline-product')).toHaveAttribute('href', '/product-detail.html?id=20&linkType=3');

    // 知识产权: three short names, all inline, no flyout.
    await expect(category(2).getByTestId('nav-inline-product')).toHaveCount(3);
    await expect(category(2).getByTestId('nav-flyout')).toHaveCount(0);
  });

  test('filters the products by category and price, with prices shown', async ({ page }) => {
    await page.goto('/store-page.html');
    const all = await page.getByTestId('store-product').count();
    await page.getByTestId('store-filters').getByRole('link', { name: '知识产权' }).click();
    await expect(page).toHaveURL(/category=2/);
    await expect(page.getByTestId('store-product')).toHaveCount(3);
    await page.getByTestId('store-filters').getByRole('link', { name: '5千以下' }).click();
    await expect(page).toHaveURL(/category=2&price=0-5000/);
    const prices = await page.getByTestId('store-product').locator('p.text-price').allInnerTexts();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/[¥,起]/g, ''))).toBeLessThanOrEqual(5000);
    expect(all).toBeGreaterThan(30);
  });
});

test.describe('product detail', () => {
  test('answers the ids the chrome links', async ({ page }) => {
    for (const [id, name] of [
      [1, 'APP开发'],
      [4, '前端开发'],
      [9, '系统集成'],
      [11, '企业管理软件'],
    ] as const) {
      const res = await page.goto(`/product-detail.html?id=${id}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }
    expect((await page.goto('/product-detail.html?id=9999'))?.status()).toBe(404);
  });

  test('highlights the product of the id, and moves in place to another one', async ({ page, context }) => {
    await page.goto('/product-detail.html?id=9');
    const nav = page.getByTestId('category-nav');
    await expect(nav.locator('[data-highlighted]')).toHaveCount(1);
    await expect(nav.locator('[data-product-id="9"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('package')).toHaveCount(3);
    await expect(page.getByTestId('provider').first()).toBeVisible();
    await expect(page.getByTestId('merchant-side-bar')).toBeVisible();

    const pages = context.pages().length;
    await nav.locator('[data-product-id="11"]').click();
    await expect(page).toHaveURL(/product-detail\.html\?id=11$/);
    expect(context.pages().length).toBe(pages);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('企业管理软件');
    await expect(nav.locator('[data-product-id="11"]')).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[data-product-id="9"]')).not.toHaveAttribute('aria-current', 'page');
  });

  test('carries Product structured data with the packages’ prices', async ({ page }) => {
    await page.goto('/product-detail.html?id=1');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as { '@type': string; offers?: { lowPrice: number } });
    const product = ld.find((d) => d['@type'] === 'Product');
    expect(product?.offers?.lowPrice).toBe(30000);
  });
});
