import { expect, test, type Locator, type Page } from '@playwright/test';

// The solutions catalogue (001 §2): /scheme.html on the seeded data with the filter panel, the sort
// bar and the pages of 001 §2/§4, the cards' new-window targets for both sources, and the two details.

const cards = (page: Page) => page.getByTestId('solution-card');
// An exact count, or an estimate above 1,000 (约2900, 约1.2万: docs/search.md).
const total = async (page: Page) => {
  const text = (await page.getByTestId('solution-total').innerText()).replace('约', '');
  return text.endsWith('万') ? Number(text.slice(0, -1)) * 10_000 : Number(text);
};
const field = (page: Page, name: string) => page.getByTestId(`filter-field-${name}`);
const filterItem = (page: Page, name: string, key: string) => field(page, name).locator(`[data-key="${key}"]`);
const sortOption = (page: Page, key: string) => page.locator(`[data-testid="sort-option"][data-key="${key}"]`);
const texts = (locator: Locator) => locator.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));

/** '12.5万' in 万; 面议 is null. */
const wanOf = (text: string) => (text === '面议' ? null : Number(text.replace('万', '')));
const prices = async (page: Page) => (await texts(cards(page).getByTestId('solution-price'))).map(wanOf);

async function choose(page: Page, name: string, key: string, url: RegExp) {
  await filterItem(page, name, key).click();
  await page.waitForURL(url);
}

test('lists 10 solutions a page with their card fields, and pages through them', async ({ page }) => {
  await page.goto('/scheme.html');
  await expect(page).toHaveTitle(/产品及方案/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/scheme\.html$/);
  await expect(cards(page)).toHaveCount(10);
  expect(await total(page)).toBeGreaterThan(1000);
  // Above 1,000 the total is PostgreSQL's estimate, and the page says so.
  await expect(page.getByTestId('solution-total')).toHaveText(/^约/);
  // The pagination words the count as the head does.
  const head = await page.getByTestId('solution-total').innerText();
  await expect(page.getByTestId('pagination')).toContainText(`共 ${head} 条`);
  const first = cards(page).first();
  await expect(first.getByTestId('origin-tag')).toHaveText(/^(平台方案|平台优选)$/);
  await expect(first).toContainText('服务商：');
  for (const price of await texts(cards(page).getByTestId('solution-price'))) expect(price).toMatch(/^(\d+(\.\d{1,2})?万|面议)$/);
  // Preferred solutions come first in the default order.
  const tags = await texts(cards(page).getByTestId('origin-tag'));
  expect(tags.indexOf('平台方案') === -1 || tags.lastIndexOf('平台优选') < tags.indexOf('平台方案')).toBe(true);

  const names = await texts(cards(page).getByTestId('solution-link'));
  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await page.waitForURL(/page=2/);
  await expect(cards(page)).toHaveCount(10);
  expect(await texts(cards(page).getByTestId('solution-link'))).not.toEqual(names);
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
});

test('cuts descriptions at 80 characters plus ... and shows the whole text on the detail', async ({ page, context }) => {
  await page.goto('/scheme.html');
  const descs = await texts(cards(page).getByTestId('solution-desc'));
  const cut = descs.findIndex((d) => d.endsWith('...'));
  expect(cut).toBeGreaterThanOrEqual(0);
  for (const d of descs) expect([...d.replace(/\.\.\.$/, '')].length).toBeLessThanOrEqual(80);
  expect([...descs[cut]!.slice(0, -3)].length).toBe(80);
  const [detail] = await Promise.all([context.waitForEvent('page'), cards(page).nth(cut).getByTestId('solution-link').click()]);
  await detail.waitForLoadState();
  await expect(detail.getByTestId('solution-detail')).toContainText(descs[cut]!.slice(0, -3));
});

test('cards open a new window: source 1 the solution detail, others the scheme detail (001 §2)', async ({ page, context }) => {
  for (const [pattern, canonical] of [
    [/^\/solution-detail\.html\?id=[0-9a-f]{32}$/, /\/solution-detail\.html\?id=/],
    [/^\/scheme-detail\.html\?originIdSec=[0-9a-f]{32}&originSource=2$/, /\/scheme-detail\.html\?originIdSec=/],
  ] as const) {
    await page.goto('/scheme.html');
    // A page of 10 nearly always has both sources; the next pages are asked until one is found.
    let link: Locator | null = null;
    let href: string | null = null;
    for (let p = 1; p <= 5 && !href; p++) {
      if (p > 1) await page.goto(`/scheme.html?page=${p}`);
      const hrefs = await cards(page).getByTestId('solution-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      const at = hrefs.findIndex((h) => pattern.test(h));
      if (at >= 0) {
        href = hrefs[at]!;
        link = cards(page).getByTestId('solution-link').nth(at);
      }
    }
    expect(href, String(pattern)).not.toBeNull();
    await expect(link!).toHaveAttribute('target', '_blank');
    const name = await link!.innerText();
    const [detail] = await Promise.all([context.waitForEvent('page'), link!.click()]);
    await detail.waitForLoadState();
    expect(new URL(detail.url()).pathname + new URL(detail.url()).search).toBe(href);
    await expect(detail.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(detail.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(detail.getByTestId('detail-price')).toHaveText(/^(\d+(\.\d{1,2})?万|面议)$/);
    for (const section of ['解决的问题', '实现效果', '方案优势', '交付与售后', '技术与适用客户']) {
      await expect(detail.getByRole('heading', { name: section })).toBeVisible();
    }
    const ld = await detail.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((t) => JSON.parse(t)['@type'] === 'Service')).toBe(true);
    expect(ld.some((t) => JSON.parse(t)['@type'] === 'BreadcrumbList')).toBe(true);
    // The provider's supplier page and the related solutions.
    await expect(detail.getByTestId('related-solutions').getByRole('link').first()).toHaveAttribute('target', '_blank');
    await detail.getByTestId('provider-link').first().click();
    await detail.waitForURL(/\/search-supplierdetail\.html\?id=\d+/);
    await detail.close();
  }
});

test('first level: five shown then 更多, which takes its first child; a second-level row for a chosen first level', async ({ page }) => {
  await page.goto('/scheme.html?page=3');
  const firstRow = field(page, 'firstCategoryId');
  expect(await firstRow.locator('[data-key]').evaluateAll((as) => as.map((a) => a.getAttribute('data-key')))).toEqual([
    'all',
    'SC01',
    'SC02',
    'SC03',
    'SC04',
    'SC05',
    'more',
  ]);
  await expect(field(page, 'secondCategoryId')).toHaveCount(0);
  const all = await total(page);

  await choose(page, 'firstCategoryId', 'SC01', /firstCategoryId=SC01$/);
  const industry = await total(page);
  expect(industry).toBeLessThan(all);
  for (const tag of await texts(cards(page).locator('.tag'))) expect(tag).toBe('行业解决方案');
  // The second level: six shown, the rest under its 更多.
  const second = field(page, 'secondCategoryId');
  await expect(second).toBeVisible();
  await expect(second.locator('ul').first().locator('[data-key]')).toHaveCount(7); // 全部 + 6
  await expect(filterItem(page, 'secondCategoryId', 'SC0107')).toBeHidden();
  await second.locator('summary').first().click();
  await expect(filterItem(page, 'secondCategoryId', 'SC0107')).toBeVisible();
  await choose(page, 'secondCategoryId', 'SC0103', /firstCategoryId=SC01&secondCategoryId=SC0103/);
  expect(await total(page)).toBeLessThan(industry);
  await expect(filterItem(page, 'secondCategoryId', 'SC0103')).toHaveAttribute('aria-current', 'true');

  // 更多 uses its first child (咨询服务), shown selected under 更多; its siblings are offered there.
  await choose(page, 'firstCategoryId', 'more', /firstCategoryId=more$/);
  await expect(filterItem(page, 'firstCategoryId', 'more')).toHaveAttribute('aria-current', 'true');
  await expect(filterItem(page, 'firstCategoryId', 'SC06')).toHaveAttribute('aria-current', 'true');
  // The chosen first level is the condition, and removing it lists everything again.
  await expect(page.getByTestId('filter-selected')).toContainText('咨询服务');
  await expect(page.getByTestId('filter-selected')).not.toContainText('更多');
  for (const tag of await texts(cards(page).locator('.tag'))) expect(tag).toBe('咨询服务');
  await expect(field(page, 'secondCategoryId')).toBeVisible();

  // 其他 and 全部 remove the second level.
  await choose(page, 'firstCategoryId', 'other', /firstCategoryId=other$/);
  await expect(field(page, 'secondCategoryId')).toHaveCount(0);
  for (const tag of await texts(cards(page).locator('.tag'))) expect(tag).toBe('其他');
  await choose(page, 'firstCategoryId', 'all', /\/scheme\.html$/);
  await expect(field(page, 'secondCategoryId')).toHaveCount(0);
  expect(await total(page)).toBe(all);
});

test('source and price filters, 面议 and a custom range in 万', async ({ page }) => {
  await page.goto('/scheme.html');
  await choose(page, 'originTag', '2', /originTag=2/);
  for (const tag of await texts(cards(page).getByTestId('origin-tag'))) expect(tag).toBe('平台优选');

  // The ranges sit in the 自定义 pop-up's 4-column grid (002 §2, §9).
  await field(page, 'price').locator('summary', { hasText: '自定义' }).click();
  await expect(page.getByRole('list', { name: '价格区间：常用区间' })).toHaveCSS('grid-template-columns', /^(\S+ ){3}\S+$/);
  await choose(page, 'price', '10-50', /price=10-50/);
  for (const p of await prices(page)) expect(p !== null && p >= 10 && p <= 50).toBe(true);
  await choose(page, 'price', 'negotiable', /price=negotiable/);
  for (const p of await prices(page)) expect(p).toBeNull();

  // The custom range: the pop-up's two inputs in 万, applied as 5-20万 among the selected conditions.
  const custom = field(page, 'price').locator('summary', { hasText: '自定义' });
  await custom.click();
  const form = page.getByRole('form', { name: '价格区间：自定义价格' });
  await form.getByLabel('最低价格（万）').fill('5');
  await form.getByLabel('最高价格（万）').fill('20');
  await form.getByRole('button', { name: '确定' }).click();
  // The form resubmits the page with the two inputs, which the page reads as the range 'price:5~20'.
  await page.waitForURL(/price\.from=5&price\.to=20/);
  await expect(page.getByTestId('filter-selected')).toContainText('5-20万');
  await expect(cards(page).first()).toBeVisible();
  for (const p of await prices(page)) expect(p !== null && p >= 5 && p <= 20).toBe(true);
  expect(page.url()).toContain('originTag=2');
});

test('the sort bar: price toggles ascending and descending, 全部方案 resets; each returns to page 1', async ({ page }) => {
  await page.goto('/scheme.html?firstCategoryId=SC02&page=3');
  await sortOption(page, 'price').click();
  await page.waitForURL(/sortRule=1$/);
  expect(page.url()).not.toContain('page=');
  const asc = (await prices(page)).filter((p): p is number => p !== null);
  expect(asc.length).toBeGreaterThan(0);
  expect(asc).toEqual([...asc].sort((a, b) => a - b));

  await sortOption(page, 'price').click();
  await page.waitForURL(/sortRule=2$/);
  const desc = await prices(page);
  expect(desc[0]).not.toBeNull();
  expect(desc.filter((p) => p !== null)).toEqual([...desc.filter((p) => p !== null)].sort((a, b) => b! - a!));
  expect(desc[0]!).toBeGreaterThanOrEqual(asc.at(-1)!);

  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await page.waitForURL(/sortRule=2&page=2/);
  await sortOption(page, 'price').click();
  await page.waitForURL(/sortRule=1$/);
  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await page.waitForURL(/page=2/);
  await sortOption(page, '').click();
  await page.waitForURL(/\/scheme\.html\?firstCategoryId=SC02$/);
});

test('searchName, key and value in the address pre-fill the search and pre-select a filter (001 §2)', async ({ page }) => {
  await page.goto('/scheme.html?searchName=平台&key=originTag&value=2');
  await expect(page.getByRole('searchbox', { name: '方案名称' })).toHaveValue('平台');
  await expect(filterItem(page, 'originTag', '2')).toHaveAttribute('aria-current', 'true');
  await expect(cards(page).first()).toBeVisible();
  for (const tag of await texts(cards(page).getByTestId('origin-tag'))) expect(tag).toBe('平台优选');
  await expect(cards(page).first().locator('em').first()).toHaveText(/平|台|平台/);

  // A new keyword keeps the filters and starts on page 1.
  await page.goto('/scheme.html?key=firstCategoryId&value=SC03&page=2');
  await expect(filterItem(page, 'firstCategoryId', 'SC03')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('searchbox', { name: '方案名称' }).fill('云');
  await page.getByRole('search', { name: '搜索方案' }).getByRole('button', { name: '搜索' }).click();
  await page.waitForURL(/searchName=(%E4%BA%91|云)/);
  expect(page.url()).toContain('firstCategoryId=SC03');
  expect(page.url()).not.toContain('page=');
  for (const name of await texts(cards(page).getByTestId('solution-link'))) expect(name).toContain('云');
});

test('a search without results shows the empty state', async ({ page }) => {
  await page.goto('/scheme.html?searchName=量子区块链元宇宙');
  await expect(page.getByTestId('empty-state')).toContainText('未找到匹配的内容');
  await expect(page.getByTestId('empty-state').locator('svg')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByTestId('pagination')).toHaveCount(0);
  expect(await total(page)).toBe(0);
});

test('the list works without JavaScript, and crawlers find the solutions in the sitemap', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/scheme.html');
  await filterItem(page, 'firstCategoryId', 'SC01').click();
  await page.waitForURL(/firstCategoryId=SC01/);
  await expect(field(page, 'secondCategoryId')).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await context.close();

  const sitemap = await (await request.get('/sitemaps/solutions/1.xml')).text();
  expect(sitemap).toMatch(/\/solution-detail\.html\?id=[0-9a-f]{32}/);
  expect(sitemap).toMatch(/\/scheme-detail\.html\?originIdSec=[0-9a-f]{32}&amp;originSource=2/);
  expect(await (await request.get('/sitemaps/pages/1.xml')).text()).toContain('/scheme.html');
  expect((await request.get('/solution-detail.html?id=nope')).status()).toBe(404);
});
