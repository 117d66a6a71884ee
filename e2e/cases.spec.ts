import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// The case library (/jfCase.html) and case detail (/business-detail.html), 000 §2. Test data is found
// through the app's own API, never by reading the database.

interface CaseInfo {
  caseUuid: string;
  source: 0 | 1;
  caseTitle: string;
}
interface CaseDetail {
  caseTitle: string;
  picArray: { slidepath: string }[];
  serveiceDetailBlank: 0 | 1;
  supplierDetaiBlank: 0 | 1;
}

async function listCases(request: APIRequestContext, body: object): Promise<{ industryCaseInfos: CaseInfo[]; total: number }> {
  const res = await request.post('/api/getIndustryCaseList', { data: body });
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function caseDetail(request: APIRequestContext, c: CaseInfo): Promise<CaseDetail> {
  const res = await request.get(`/api/getBuCaseInfo?uuidSecret=${c.caseUuid}&source=${c.source}`);
  return (await res.json()).data;
}

/** The first case of a source whose detail passes `test`. */
async function findCase(request: APIRequestContext, source: 0 | 1, test: (d: CaseDetail) => boolean) {
  for (let pageStart = 1; pageStart <= 10; pageStart++) {
    const { industryCaseInfos } = await listCases(request, { source, pageStart, pageSize: 100 });
    for (const c of industryCaseInfos) {
      const detail = await caseDetail(request, c);
      if (test(detail)) return { ...c, detail };
    }
    if (industryCaseInfos.length < 100) break;
  }
  throw new Error('no such case in the demo data');
}

const cards = (page: Page) => page.getByTestId('case-card');
const total = async (page: Page) => Number(await page.getByTestId('case-total').innerText());
const cardTitles = (page: Page) => cards(page).locator('h3').allInnerTexts();

/** How many cards share the first card's row. */
async function perRow(list: Locator): Promise<number> {
  const boxes = await list.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  return boxes.filter((top) => Math.abs(top - boxes[0]!) < 2).length;
}

function filterItem(page: Page, field: string, key?: string) {
  const items = page.getByTestId(`filter-field-${field}`).locator('[data-key]');
  return key ? items.and(page.locator(`[data-key="${key}"]`)) : items.and(page.locator(':not([data-key="all"]):not(summary)')).first();
}

test.describe('case library', () => {
  test('the government tab shows 9 cases 3 per row, the enterprise tab 8 cases 2 per row', async ({ page }) => {
    await page.goto('/jfCase.html');
    await expect(page).toHaveTitle(/政务数字化案例 - 案例库/);
    await expect(cards(page)).toHaveCount(9);
    expect(await perRow(cards(page))).toBe(3);
    await expect(cards(page).first()).toHaveAttribute('data-source', '1');

    const entTab = page.getByTestId('tab-strip').getByRole('link', { name: '企业数字化案例' });
    await page.goto((await entTab.getAttribute('href'))!);
    await expect(page).toHaveURL(/tab=ent/);
    await expect(cards(page)).toHaveCount(8);
    expect(await perRow(cards(page))).toBe(2);
    await expect(cards(page).first()).toHaveAttribute('data-source', '0');
    // The development-cycle filter and the sort belong to the enterprise tab.
    await expect(page.getByTestId('filter-field-cycle')).toBeVisible();
    await expect(page.getByTestId('sort-bar')).toBeVisible();
  });

  test('clicking a tab shows that tab in place', async ({ page }) => {
    // A prefetched tab link was once served with the current tab's content (Next 16 keys a prefetched
    // rewritten page without its query); TabStrip does not prefetch.
    await page.goto('/jfCase.html');
    await expect(cards(page)).toHaveCount(9);
    await page.getByTestId('tab-strip').getByRole('link', { name: '企业数字化案例' }).click();
    await expect(page).toHaveURL(/tab=ent/);
    await expect(cards(page)).toHaveCount(8, { timeout: 3000 });
  });

  test('filters change the URL and the results, and go back to page 1', async ({ page }) => {
    await page.goto('/jfCase.html?page=2');
    const all = await total(page);

    const city = filterItem(page, 'cityCode');
    const cityName = await city.innerText();
    await city.click();
    await expect(page).toHaveURL(/cityCode=\d{6}/);
    expect(page.url()).not.toContain('page=');
    const inCity = await total(page);
    expect(inCity).toBeLessThan(all);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain(cityName);

    await filterItem(page, 'time', '12').click();
    await expect(page).toHaveURL(/time=12/);
    expect(await total(page)).toBeLessThanOrEqual(inCity);

    await filterItem(page, 'cityCode', 'all').click();
    await expect(page).not.toHaveURL(/cityCode=/);
    await expect(page).toHaveURL(/time=12/);
  });

  test("a city sub-site starts from its own city's cases, and 全部 widens to every city", async ({ page }) => {
    const port = Number(process.env.E2E_PORT || 3100);
    await page.goto('/jfCase.html');
    const everywhere = await total(page);
    await page.goto(`http://cq.localhost:${port}/jfCase.html`);
    const own = await total(page);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(everywhere);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('重庆');

    await filterItem(page, 'cityCode', 'all').click();
    await expect(page).toHaveURL(/cityCode=all/);
    expect(await total(page)).toBe(everywhere);
    // The wide list stays wide through the next filter.
    await filterItem(page, 'time', '12').click();
    await expect(page).toHaveURL(/cityCode=all/);
  });

  test('the industry, cycle, keyword and sort of the enterprise tab', async ({ page }) => {
    await page.goto('/jfCase.html?tab=ent');
    const all = await total(page);

    const industry = filterItem(page, 'parentCode');
    const industryName = await industry.innerText();
    await industry.click();
    await expect(page).toHaveURL(/parentCode=/);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain(industryName);
    await filterItem(page, 'parentCode', 'all').click();

    await filterItem(page, 'cycle', '12-').click();
    await expect(page).toHaveURL(/cycle=12-/);
    for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/周期：\d+年/);
    expect(await total(page)).toBeLessThan(all);

    await page.getByRole('searchbox', { name: '案例名称' }).fill('系统');
    await page.getByRole('searchbox', { name: '案例名称' }).press('Enter');
    await expect(page).toHaveURL(/caseTitle=%E7%B3%BB%E7%BB%9F/);
    await expect(page).toHaveURL(/cycle=12-/);
    expect(await total(page)).toBeGreaterThan(0);

    await page.getByTestId('sort-option').and(page.locator('[data-key="time"]')).click();
    await expect(page).toHaveURL(/order=1/);
    await page.getByTestId('sort-option').and(page.locator('[data-key="time"]')).click();
    await expect(page).toHaveURL(/order=0/);
  });

  test('page links move through the results', async ({ page }) => {
    await page.goto('/jfCase.html');
    const first = await cardTitles(page);
    await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
    const second = await cardTitles(page);
    expect(second).toHaveLength(9);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
  });

  test('a custom time range from the filter panel', async ({ page }) => {
    await page.goto('/jfCase.html?tab=ent');
    await page.getByTestId('filter-field-time').locator('summary', { hasText: '自定义' }).click();
    await page.getByLabel('开始日期').fill('2025-01-01');
    await page.getByLabel('结束日期').fill('2025-06-30');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('filter-panel')).toContainText('2025-01-01 至 2025-06-30');
    expect(await total(page)).toBeGreaterThan(0);
  });

  test('every city from the letter index of 更多城市', async ({ page }) => {
    await page.goto('/jfCase.html');
    const row = page.getByTestId('filter-field-cityCode');
    await row.locator('summary', { hasText: '更多城市' }).click();
    const tabs = row.getByRole('group', { name: '按拼音首字母选择城市' });
    const lastTab = tabs.locator('label').last();
    await lastTab.click();
    const city = tabs.getByTestId('city-index-panel').locator('a:visible').first();
    await expect(city).toBeVisible();
    const name = (await city.innerText()).trim();
    await city.click();
    await expect(page).toHaveURL(/cityCode=\d{6}/);
    // The chosen city joins the row, selected, and every case is from it.
    await expect(row.locator('[data-key]').filter({ hasText: name }).first()).toHaveAttribute('aria-current', 'true');
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain(name);
  });
});

test.describe('case library without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered URL shows the same cases as the API', async ({ page, request }) => {
    const first = (await listCases(request, { source: 0, pageSize: 1 })).industryCaseInfos[0]!;
    const detail = await page.request.get(`/api/getBuCaseInfo?uuidSecret=${first.caseUuid}&source=0`);
    const { parentIndCode } = (await detail.json()).data as { parentIndCode: string };
    const expected = await listCases(request, { source: 0, parentCode: parentIndCode, cycle: '6-12', order: 1, pageStart: 1, pageSize: 8 });

    const res = await page.goto(`/jfCase.html?tab=ent&parentCode=${parentIndCode}&cycle=6-12&order=1`);
    expect(res?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual(expected.industryCaseInfos.map((c) => c.caseTitle));
    expect(await total(page)).toBe(expected.total);
  });

  test('filter links, page links and the keyword form work as plain HTML', async ({ page }) => {
    await page.goto('/jfCase.html');
    await filterItem(page, 'time', '12').click();
    await expect(page).toHaveURL(/time=12/);
    const form = page.getByRole('search', { name: '搜索案例' });
    await form.getByRole('searchbox', { name: '案例名称' }).fill('平台');
    await form.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/caseTitle=%E5%B9%B3%E5%8F%B0/);
    await expect(page).toHaveURL(/time=12/);
    await expect(cards(page).first()).toBeVisible();
    await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/caseTitle=/);
  });
});

test.describe('case detail', () => {
  test('tabs scroll to their sections, and screenshots are at most 3', async ({ page, request }) => {
    const c = await findCase(request, 0, (d) => d.picArray.length > 3);
    await page.goto(`/business-detail.html?id=${c.caseUuid}&source=0`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.detail.caseTitle);
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('首页>案例库>');

    const tabs = page.getByRole('navigation', { name: '案例内容' });
    await expect(tabs.getByRole('link')).toHaveText(['案例介绍', '服务详情', '服务商信息', '案例截图']);
    await expect(page.locator('#shots img')).toHaveCount(3);

    for (const [label, id] of [
      ['案例截图', 'shots'],
      ['服务商信息', 'provider'],
      ['案例介绍', 'intro'],
    ] as const) {
      await tabs.getByRole('link', { name: label }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'location');
    }
    // The tab bar stays on screen while reading.
    await page.locator('#shots').scrollIntoViewIfNeeded();
    await expect(tabs).toBeInViewport();
  });

  test('a government case without service details has no such tab or section', async ({ page, request }) => {
    const c = await findCase(request, 1, (d) => d.serveiceDetailBlank === 1);
    await page.goto(`/business-detail.html?id=${c.caseUuid}&source=1`);
    const labels = await page.getByRole('navigation', { name: '案例内容' }).getByRole('link').allInnerTexts();
    expect(labels).toEqual(['案例介绍', ...(c.detail.supplierDetaiBlank === 0 ? ['服务商信息'] : [])]);
    await expect(page.locator('#service')).toHaveCount(0);
    await expect(page.locator('#shots')).toHaveCount(0);
  });

  test('a government case hiding its provider has no provider tab', async ({ page, request }) => {
    const c = await findCase(request, 1, (d) => d.supplierDetaiBlank === 1);
    await page.goto(`/business-detail.html?id=${c.caseUuid}&source=1`);
    const tabs = page.getByRole('navigation', { name: '案例内容' });
    await expect(tabs.getByRole('link', { name: '服务商信息' })).toHaveCount(0);
    await expect(page.locator('#provider')).toHaveCount(0);
  });

  test('carries its canonical address and structured data', async ({ page, request }) => {
    const [c] = (await listCases(request, { source: 1, pageSize: 1 })).industryCaseInfos;
    await page.goto(`/business-detail.html?id=${c!.caseUuid}&source=1`);
    // Absolute, on the host the page was asked on (the layout's metadataBase).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(`/business-detail.html?id=${c!.caseUuid}&source=1`, page.url()).toString(),
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'CreativeWork', name: c!.caseTitle });
    await expect(page.getByTestId('related-cases').getByRole('link')).not.toHaveCount(0);
  });

  test('an unknown case or a wrong source is a real 404', async ({ page, request }) => {
    expect((await page.goto(`/business-detail.html?id=${'0'.repeat(24)}&source=0`))?.status()).toBe(404);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    const [c] = (await listCases(request, { source: 1, pageSize: 1 })).industryCaseInfos;
    expect((await page.goto(`/business-detail.html?id=${c!.caseUuid}&source=0`))?.status()).toBe(404);
  });
});
