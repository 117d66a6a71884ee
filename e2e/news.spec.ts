import { expect, test, type Page } from '@playwright/test';

// Software-frontier news (002 §2): the industry view, a column's list and an article, on
// the seeded articles, with JavaScript on and off.

const items = (page: Page) => page.getByTestId('article-item');
const pageNumbers = (page: Page) => page.getByTestId('pagination').getByRole('link', { name: /^第 \d+ 页$/ });
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as { '@type': string; headline?: string });

test('the industry view shows five featured, ten latest with 7 page numbers, the hot list and five columns', async ({ page }) => {
  await page.goto('/industryView.html');
  await expect(page).toHaveTitle(/行业观点/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/industryView\.html$/);
  const featured = page.getByTestId('featured');
  await expect(featured.getByRole('link')).toHaveCount(5);
  await expect(items(page)).toHaveCount(10);
  await expect(pageNumbers(page)).toHaveCount(7);
  await expect(page.getByTestId('hot-list').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByTestId('column-list').getByRole('listitem')).toHaveCount(5);
  const firstTitle = await items(page).first().getByRole('heading').innerText();

  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await page.waitForURL(/industryView\.html\?page=2$/);
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first().getByRole('heading')).not.toHaveText(firstTitle);
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
});

test('a column lists only its articles, with the breadcrumb back to the industry view', async ({ page }) => {
  await page.goto('/industryView.html');
  await page.getByTestId('column-list').getByRole('link', { name: /技术前沿/ }).click();
  await page.waitForURL(/articleList\.html\?labelCode=JSQY/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('技术前沿');
  await expect(items(page)).toHaveCount(10);
  for (const tag of await items(page).getByTestId('article-column').allInnerTexts()) expect(tag).toBe('技术前沿');
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '行业观点' }).click();
  await page.waitForURL(/industryView\.html$/);
  // An unknown column is a 404, not an empty page.
  expect((await page.goto('/articleList.html?labelCode=NOPE&labelName=x'))?.status()).toBe(404);
});

test('an article reads with its column, time, body and related articles, described as a NewsArticle', async ({ page }) => {
  await page.goto('/industryView.html');
  const first = items(page).first();
  const title = await first.getByRole('heading').innerText();
  await first.getByRole('heading').getByRole('link').click();
  await page.waitForURL(/consultDetails\.html\?informatinId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect((await page.getByTestId('article-body').locator('p').count())).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('heading', { name: '相关文章' })).toBeVisible();
  const ld = await jsonLd(page);
  expect(ld.find((d) => d['@type'] === 'NewsArticle')?.headline).toBe(title);
  expect((await page.goto('/consultDetails.html?informatinId=99999999'))?.status()).toBe(404);
});

test('the news pages are complete without JavaScript, and crawlers find them', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/industryView.html?page=3');
  await expect(items(page)).toHaveCount(10);
  await page.getByTestId('pagination').getByRole('link', { name: '第 4 页' }).click();
  await page.waitForURL(/page=4$/);
  await expect(items(page)).toHaveCount(10);
  await context.close();
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/articles/1.xml');
  const articles = await (await request.get('/sitemaps/articles/1.xml')).text();
  expect(articles).toMatch(/consultDetails\.html\?informatinId=\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  const feed = await request.get('/rss/news/ZCJD.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain('<title>政策解读 - 云采汇软件前沿</title>');
});

test('the platform confidentiality agreement reads in full, with its 15-year period', async ({ page }) => {
  await page.goto('/secrecyAgree.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('云采汇平台保密协议');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(9);
  await expect(page.getByRole('article')).toContainText('停止使用平台服务（含账号注销）之日起满十五年');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/secrecyAgree\.html$/);
});

test('the home page carries the six latest headlines, each opening its article', async ({ page }) => {
  await page.goto('/index.html');
  const news = page.getByRole('region', { name: '行业观点' });
  await expect(news.getByRole('listitem')).toHaveCount(6);
  const title = await news.getByRole('listitem').first().getByRole('link').innerText();
  await news.getByRole('listitem').first().getByRole('link').click();
  await page.waitForURL(/consultDetails\.html\?informatinId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
