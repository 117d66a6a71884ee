import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The winning-bid and supplier detail pages (000 §2), on the seeded demo data of the test server.

/** A supplier whose patent list has a second page: the first of the early compCodes with over 10. */
async function supplierWithPatentPages(request: APIRequestContext): Promise<{ compId: number; total: number }> {
  for (let i = 1; i <= 100; i++) {
    const compCode = `C${String(i).padStart(8, '0')}`;
    const res = await request.post('/api/compPatentList', { data: { compCode, pageStart: 1, pageSize: 10 } });
    const body = (await res.json()) as { data: { total: number } };
    if (body.data.total > 10) {
      const info = await request.get(`/api/queryCompBaseInfoByCompCode?compCode=${compCode}`);
      return { compId: ((await info.json()) as { data: { compId: number } }).data.compId, total: body.data.total };
    }
  }
  throw new Error('no supplier with more than 10 patents in the demo data');
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('winning-bid and supplier detail pages', () => {
  test('opens from the home page with its facts, notice, history and recommended suppliers', async ({ page }) => {
    await page.goto('/index.html');
    const link = page.locator('a[href^="/search-signdetail.html?id="]').first();
    const projectName = (await link.innerText()).trim();
    const href = (await link.getAttribute('href'))!;
    const res = await page.goto(href);
    expect(res?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName);
    await expect(page).toHaveTitle(new RegExp(projectName.slice(0, 10)));
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link', { name: '中标信息' })).toHaveAttribute('href', '/search.html?tabIndex=0');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href.replace('?', '\\?')}$`));

    const facts = page.getByTestId('bid-facts');
    for (const label of ['采购单位', '预算金额', '发布时间', '开标时间']) await expect(facts).toContainText(label);
    await expect(page.getByTestId('bid-amount')).toHaveText(/^\d+(\.\d+)?(万|元)$/);
    await expect(page.getByTestId('bid-content')).toContainText(projectName);
    await expect(page.locator('#history')).toContainText('采购单位历史中标');
    await expect(page.getByTestId('recommended-suppliers').getByRole('link')).not.toHaveCount(0);

    // The bid itself (an Order: lib/seo/json-ld.ts) and its breadcrumb.
    const lds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; name?: string });
    expect(lds.map((ld) => ld['@type'])).toEqual(expect.arrayContaining(['Order', 'BreadcrumbList']));
  });

  test('links the winner to its supplier detail with every section', async ({ page }) => {
    await page.goto('/index.html');
    await page.locator('a[href^="/search-signdetail.html?id="]').first().click();
    const winner = page.getByTestId('winner-link');
    const name = (await winner.innerText()).trim();
    await winner.click();
    await page.waitForURL(/\/search-supplierdetail\.html\?id=\d+$/);

    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const facts = page.getByTestId('supplier-facts');
    for (const label of ['统一社会信用代码', '法定代表人', '注册资本', '成立时间', '企业规模', '地址']) await expect(facts).toContainText(label);
    const tabs = page.getByRole('navigation', { name: '企业信息' });
    for (const label of ['企业简介', '案例', '解决方案', '中标记录', '资质证书', '专利']) {
      await expect(tabs.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    // The bid it came from makes the record list non-empty.
    await expect(page.getByTestId('supplier-bids').getByTestId('bid-row')).not.toHaveCount(0);
    await tabs.getByRole('link', { name: /^专利/ }).click();
    await expect(page).toHaveURL(/#patents$/);

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'Organization', name }));
  });

  test('pages a supplier sub-list by a real link that keeps its own parameter', async ({ page, request }) => {
    const { compId, total } = await supplierWithPatentPages(request);
    await page.goto(`/search-supplierdetail.html?id=${compId}`);
    const patents = page.locator('#patents');
    await expect(patents.getByTestId('pagination')).toContainText(`共 ${total} 条`);
    const firstPage = await patents.locator('tbody tr').first().innerText();

    await patents.getByRole('link', { name: '第 2 页' }).click();
    await page.waitForURL(new RegExp(`\\?id=${compId}&pp=2#patents$`));
    await expect(patents.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(await patents.locator('tbody tr').first().innerText()).not.toBe(firstPage);
    // Another section's links carry this section's page along.
    const bidsPager = page.locator('#bids').getByRole('link', { name: '第 2 页' });
    if (await bidsPager.count()) await expect(bidsPager).toHaveAttribute('href', /pp=2/);
  });

  test('fits a phone screen without sideways scrolling', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { compId } = await supplierWithPatentPages(request);
    await page.goto(`/search-supplierdetail.html?id=${compId}`);
    await noSidewaysScroll(page);
    await page.goto('/index.html');
    await page.goto((await page.locator('a[href^="/search-signdetail.html?id="]').first().getAttribute('href'))!);
    await noSidewaysScroll(page);
  });

  test('an unknown or malformed id is a real 404 page', async ({ page }) => {
    for (const path of [
      '/search-signdetail.html?id=99999999',
      '/search-signdetail.html?id=abc',
      '/search-supplierdetail.html?id=99999999',
      '/search-supplierdetail.html',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    }
  });
});
