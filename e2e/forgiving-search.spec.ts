import { expect, test, type Page } from '@playwright/test';

// The forgiving search (docs/search.md "Forgiving search"): pinyin, traditional characters, the trade's
// abbreviations and typos are read before the literal search; the header box suggests as one types.

const search = (page: Page, keyword: string, extra = '') => page.goto(`/search.html?searchName=${encodeURIComponent(keyword)}&tabIndex=0${extra}`);
const titles = (page: Page) => page.getByTestId('bid-item').locator('h3').allInnerTexts();
const marked = (page: Page) => page.getByTestId('bid-item').locator('h3 em').allInnerTexts();

test('typing initials in the header box suggests the words they spell, marked, and the keyboard takes one', async ({ page }) => {
  await page.goto('/index.html');
  const box = page.getByTestId('search-input');
  await box.click();
  await box.pressSequentially('zhcs', { delay: 30 });
  const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.filter({ hasText: '智慧城市' }).first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(10);
  expect((await options.first().locator('em').innerText()).startsWith('智慧城市')).toBe(true);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const chosen = (await options.first().locator('span').first().innerText()).trim();
  await box.press('Enter');
  await page.waitForURL(/\/procurement\.html\?/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(chosen);
});

test('traditional characters find the simplified records, highlighted', async ({ page }) => {
  await search(page, '智慧醫療');
  await expect(page.getByTestId('search-corrected')).toContainText('已为您显示 智慧医疗 的结果');
  const found = await titles(page);
  expect(found.length).toBeGreaterThan(0);
  for (const t of found) expect(t).toContain('智慧医疗');
  expect(await marked(page)).toContain('智慧医疗');
});

test('an abbreviation of the trade is also searched as its full names, and the page says so', async ({ page }) => {
  await search(page, '等保');
  await expect(page.getByTestId('search-also')).toContainText('也搜索了：网络安全等级保护、等级保护');
  const found = await titles(page);
  expect(found.length).toBeGreaterThan(0);
  expect(found.some((t) => t.includes('等级保护'))).toBe(true);
  expect((await marked(page)).some((m) => /等级保护|等保/.test(m))).toBe(true);
});

test('the supplier tab searches the full names of an abbreviation too', async ({ page }) => {
  await page.goto(`/search.html?searchName=AI&tabIndex=1`);
  await expect(page.getByTestId('search-also')).toContainText('也搜索了：人工智能');
  const items = page.getByTestId('supplier-item');
  await expect(items.first()).toBeVisible();
  expect((await items.allInnerTexts()).some((t) => t.includes('人工智能'))).toBe(true);
});

test('a slipped character answers with the corrected results and keeps the typed keyword a link away', async ({ page }) => {
  await search(page, '智慧城巿');
  const line = page.getByTestId('search-corrected');
  await expect(line).toHaveText('已为您显示 智慧城市 的结果；仍搜索 智慧城巿');
  for (const t of await titles(page)) expect(t).toContain('智慧城市');
  expect(await marked(page)).toContain('智慧城市');
  await line.getByTestId('search-literal').click();
  await page.waitForURL((u) => u.searchParams.get('literal') === '1');
  await expect(page.getByTestId('zero-result-help')).toBeVisible();
});

test('nothing found offers the keyword without its rarest word, related searches and a subscription', async ({ page }) => {
  await search(page, '智慧城市 呜呜呜呜');
  const help = page.getByTestId('zero-result-help');
  await expect(help.getByText('未找到匹配的内容')).toBeVisible();
  await expect(help.getByTestId('zero-without-rarest').getByRole('link', { name: '智慧城市' })).toBeVisible();
  await expect(help.getByTestId('zero-related').getByRole('link').first()).toBeVisible();
  await expect(help.getByTestId('zero-subscribe')).toContainText('订阅此搜索');
  await expect(page.getByTestId('save-search')).toBeVisible();
  await help.getByTestId('zero-without-rarest').getByRole('link').click();
  await page.waitForURL((u) => u.searchParams.get('searchName') === '智慧城市');
  await expect(page.getByTestId('bid-item').first()).toBeVisible();
});

test('the procurement page, where the header box leads, reads initials and traditional characters too', async ({ page }) => {
  await page.goto(`/procurement.html?keyword=zhcs`);
  await expect(page.getByTestId('search-corrected')).toHaveText('已为您显示 智慧城市 的结果；仍搜索 zhcs');
  await expect(page.getByTestId('bid-item').first().locator('h3 em').first()).toHaveText('智慧城市');
  await page.goto(`/procurement.html?keyword=${encodeURIComponent('智慧醫療')}`);
  await expect(page.getByTestId('search-corrected')).toContainText('已为您显示 智慧医疗 的结果');
  await expect(page.getByTestId('bid-item').first()).toContainText('智慧医疗');
});
