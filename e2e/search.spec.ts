import { expect, test, type Page } from '@playwright/test';

const params = (page: Page) => new URL(page.url()).searchParams;
const titles = (page: Page, item = 'bid-item') => page.getByTestId(item).locator('h3').allInnerTexts();

test('keyword -> tenders -> filter -> sort toggle -> page 2 -> suppliers, every step a URL', async ({ page, browser }) => {
  await page.goto('/search.html');
  await page.getByTestId('page-search-input').fill('医疗');
  await page.getByTestId('page-search-submit').click();
  await page.waitForURL(/searchName=/);
  expect(params(page).get('searchName')).toBe('医疗');
  expect(params(page).get('tabIndex')).toBe('0');
  await expect(page.getByTestId('bid-item')).toHaveCount(9);
  for (const t of await titles(page)) expect(t.length).toBeGreaterThan(0);
  await expect(page.getByTestId('bid-item').first().locator('em').first()).toBeVisible();

  // A filter: the label's count is the new total, and every item has that value.
  const unit = page.getByTestId('filter-field-purchaser_type.keyword').locator('[data-key]').nth(1);
  const [unitName, unitCount] = (await unit.innerText()).split(/\s*[(（]/);
  await unit.click();
  await page.waitForURL((u) => u.searchParams.has('purchaser_type.keyword'));
  expect(params(page).get('purchaser_type.keyword')).toBe(unitName!.trim());
  await expect(page.getByTestId('result-total')).toContainText(String(Number.parseInt(unitCount!, 10)));
  for (const item of await page.getByTestId('bid-item').all()) await expect(item).toContainText(unitName!.trim());

  // Sort: the first click applies one direction, the next toggles it.
  await page.getByRole('link', { name: /中标金额/ }).click();
  await page.waitForURL((u) => u.searchParams.get('sortBy') === 'amount');
  const firstOrder = params(page).get('order');
  await page.getByRole('link', { name: /中标金额/ }).click();
  await page.waitForURL((u) => u.searchParams.get('order') !== firstOrder);
  expect(params(page).get('order')).toBe(firstOrder === 'desc' ? 'asc' : 'desc');
  expect(params(page).get('purchaser_type.keyword')).toBe(unitName!.trim());

  // Page 2 keeps keyword, filter and sort.
  const page1 = await titles(page);
  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await page.waitForURL((u) => u.searchParams.get('pageNum') === '2');
  const page2 = await titles(page);
  expect(page2.length).toBeGreaterThan(0);
  expect(page2.filter((t) => page1.includes(t))).toEqual([]);
  const url2 = page.url();

  // The same URL opened fresh without JavaScript renders the same results.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(url2);
  expect(await titles(plain)).toEqual(page2);
  await noJs.close();

  // The suppliers tab keeps the keyword and drops the tender filters.
  await page.getByTestId('tab-strip').getByRole('link', { name: /供应商/ }).click();
  await page.waitForURL((u) => u.searchParams.get('tabIndex') === '1');
  expect(params(page).get('searchName')).toBe('医疗');
  expect(params(page).has('purchaser_type.keyword')).toBe(false);
  expect(params(page).has('pageNum')).toBe(false);
  await expect(page.getByTestId('supplier-item').first()).toBeVisible();
});

test('amount order pages end at its window, which the page says; the API refuses a page past it', async ({ page, request }) => {
  // Asked for page 99 in amount order, the page shows its last page, 40 (360 results of 9), and the reason.
  await page.goto('/search.html?tabIndex=0&sortBy=amount&order=desc&pageNum=99');
  const pages = page.getByTestId('pagination');
  await expect(pages.locator('[aria-current="page"]')).toHaveText('40');
  await expect(pages.getByRole('link', { name: '第 41 页' })).toHaveCount(0);
  await expect(pages.getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('bid-item')).toHaveCount(9);
  await expect(page.getByTestId('result-window-note')).toHaveText('按金额排序最多可查看前 360 条结果，请添加筛选条件缩小范围');
  // Newest first goes on past page 40 and needs no note.
  await page.goto('/search.html?tabIndex=0&sortBy=publish_time&order=desc&pageNum=41');
  await expect(pages.locator('[aria-current="page"]')).toHaveText('41');
  await expect(page.getByTestId('result-window-note')).toHaveCount(0);

  const ask = (pageNum: number) => request.post('/api/searchByType', { data: { type: 3, searchContent: '', pageNum, pageSize: 20, sortBy: 'amount', order: 'asc' } });
  const last = await ask(18);
  expect((await last.json()).data.dataList).toHaveLength(20);
  const past = await ask(19);
  expect(past.status()).toBe(400);
  const refused = await past.json();
  expect(refused.code).toBeGreaterThan(0);
  expect(refused.msg).toContain('按金额排序最多可查看前 360 条结果，请添加筛选条件缩小范围');
});

test('a new keyword resets the filters; nothing found shows the empty state', async ({ page }) => {
  await page.goto('/search.html?searchName=%E8%BD%AF%E4%BB%B6&tabIndex=1&register_status=%E5%AD%98%E7%BB%AD');
  await page.getByTestId('page-search-input').fill('无此关键词组合');
  await page.getByTestId('page-search-submit').click();
  await page.waitForURL(/searchName=/);
  expect(params(page).has('register_status')).toBe(false);
  await expect(page.getByText('未找到匹配的内容')).toBeVisible();
  await expect(page.getByText('请尝试搜索其他关键字')).toBeVisible();
});

test('a city sub-site searches its own city', async ({ page }) => {
  const port = Number(process.env.E2E_PORT || 3100);
  await page.goto(`http://cd.localhost:${port}/search.html?tabIndex=0`);
  const cities = await page.getByTestId('bid-item').locator('span').filter({ hasText: /^成都$/ }).count();
  expect(cities).toBe(await page.getByTestId('bid-item').count());
});

test('the header search bar leads to the procurement page with tabs', async ({ page }) => {
  await page.goto('/index.html');
  await page.getByTestId('search-input').fill('平台');
  await page.getByTestId('search-submit').click();
  await page.waitForURL(/\/procurement\.html\?/);
  await expect(page.getByTestId('bid-item').first()).toBeVisible();
  await page.getByTestId('tab-strip').getByRole('link', { name: /找方案/ }).click();
  await expect(page.getByTestId('solution-hit').first()).toBeVisible();
  await page.getByTestId('tab-strip').getByRole('link', { name: /找案例/ }).click();
  await expect(page.getByTestId('case-hit').first()).toBeVisible();
});

test('crawlers get robots.txt, a sitemap index and paged sitemaps of real pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /api/');

  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const kind of ['cases', 'bids', 'suppliers']) expect(files.some((f) => f.includes(`/sitemaps/${kind}/1.xml`))).toBe(true);

  const cases = await (await request.get(new URL(files.find((f) => f.includes('/cases/'))!).pathname)).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(cases)![1]!.replace(/&amp;/g, '&');
  expect(first).toMatch(/\/business-detail\.html\?id=\w+&source=[01]$/);
  expect((await request.get(new URL(first).pathname + new URL(first).search)).status()).toBe(200);
  expect((await request.get('/sitemaps/bids/9999.xml')).status()).toBe(404);
});

test('the cities folded under 更多 open as links and filter like the others', async ({ page }) => {
  await page.goto('/search.html');
  const row = page.getByTestId('filter-field-city_name.keyword');
  const more = row.getByRole('list', { name: '所在城市（更多）' });
  await expect(more).toHaveCount(0);
  await row.getByTestId('filter-more').locator('summary').click();
  await expect(more.locator('[data-key]').first()).toBeVisible();
  expect(await more.locator('[data-key]').count()).toBeGreaterThan(16);
  const city = more.locator('[data-key]').nth(3);
  const name = (await city.getAttribute('data-key'))!;
  await city.click();
  await page.waitForURL((u) => u.searchParams.get('city_name.keyword') === name);
  // Selected, the choice leads the row as current; loaded afresh, it is in sight with 更多 closed.
  const shown = row.getByRole('list', { name: '所在城市', exact: true }).locator('[data-key]');
  await expect(shown.nth(1)).toHaveAttribute('data-key', name);
  await expect(shown.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(shown.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(more).toHaveCount(0);
  for (const item of await page.getByTestId('bid-item').all()) await expect(item).toContainText(name);
});

test('on a phone the filters fold into a 筛选 button that opens them as a sheet, without JavaScript too', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/search.html?searchName=%E6%99%BA%E6%85%A7');
    const sheet = page.getByTestId('filter-sheet');
    const open = page.getByTestId('filter-sheet-open');
    await expect(sheet).toBeHidden();
    // The first result is on the first screen instead of below the filters.
    const first = await page.getByTestId('bid-item').first().boundingBox();
    expect(first!.y).toBeLessThan(844);
    await expect(open).toContainText('全部条件');

    await open.click();
    await expect(sheet).toBeVisible();
    const unit = sheet.getByTestId('filter-field-purchaser_type.keyword').locator('[data-key]').nth(1);
    const unitName = (await unit.innerText()).split(/\s*[(（]/)[0]!.trim();
    await unit.click();
    await page.waitForURL((u) => u.searchParams.get('purchaser_type.keyword') === unitName);
    await expect(open).toContainText('已选 1 项');
    await expect(sheet).toBeHidden();

    // 完成 closes the sheet.
    await open.click();
    await sheet.getByText('完成').click();
    await expect(sheet).toBeHidden();
    await context.close();
  }
});

test('at 1280 px the filter panel stands open above the results, with no 筛选 button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search.html?searchName=%E6%99%BA%E6%85%A7');
  await expect(page.getByTestId('filter-sheet-open')).toBeHidden();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
});

test('on a phone the floating buttons form a dock along the bottom edge that leaves the page end clear', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/search.html?searchName=%E6%99%BA%E6%85%A7');
  const dock = page.locator('[data-consult-widget]');
  const box = (await dock.boundingBox())!;
  // Across the screen, on its bottom edge, in one row of labelled cells.
  expect([box.x, box.width, box.y + box.height]).toEqual([0, 390, 844]);
  expect(box.height).toBeLessThan(64);
  await expect(dock.getByText('专家咨询')).toBeVisible();
  await expect(dock.getByText('服务热线', { exact: true })).toBeVisible();

  // Scrolled to the end, the footer's last line sits above the dock, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await dock.boundingBox())!.y).toBe(box.y);
  const footer = page.locator('footer');
  await footer.evaluate((el) => (el.style.contentVisibility = 'visible'));
  const lastLine = footer.locator('p, a, span').last();
  const line = (await lastLine.boundingBox())!;
  expect(line.y + line.height).toBeLessThanOrEqual(box.y);
  await context.close();
});
