import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { clientAddress, loginFreshPhone } from './support/api-login';

// The console's news editor (docs/features.md, Operator console "News"): an editor writes an article with
// a picture and publishes it; a visitor finds it on the industry view, its page and its column's RSS feed
// within the page cache's lifetime; taken down, it is gone from all three. A reviewer (a second role) and
// a plain user get 404 on the console's news pages and calls.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };

function pngBytes(): Buffer {
  const png = new PNG({ width: 32, height: 20 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([9, 88, 217, 255], i);
  return PNG.sync.write(png);
}

async function userContext(browser: Browser, role?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  if (role) expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return context;
}

/** Reloads until the page shows what a visitor should see: the page cache keeps a page for seconds. */
async function eventually(check: () => Promise<void>) {
  await expect(check).toPass({ timeout: 60_000, intervals: [1000, 2000, 3000] });
}

const detailHref = (id: number) => `/consultDetails.html?informatinId=${id}`;

async function refusedEverything(page: Page, id: number) {
  for (const path of ['/admin/news', '/admin/news/new', `/admin/news/${id}`]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  for (const [name, data] of [
    ['newsState', { id, action: 'unpublish' }],
    ['newsSave', { id, title: 'x', labelCode: 'ZCJD', summary: 'x', cover: '/images/news/a.svg', bodyHtml: '<p>x</p>' }],
    ['newsDelete', { id }],
  ] as const) {
    const res = await page.request.post(`/api/admin/${name}`, { headers, data });
    expect(res.status(), name).toBe(404);
    expect((await res.json()).msg).toBe('接口不存在');
  }
}

test('an editor publishes an article with a picture, readers find it, taking it down hides it; a reviewer and a user get 404', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `数字政府建设观察${Date.now().toString(36)}`;
  // One after another: each login sends an SMS code, and the portal limits sends per moment (docs/limits.md).
  const editor = await userContext(browser, 'editor');
  const reviewer = await userContext(browser, 'reviewer');
  const plain = await userContext(browser);
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });

  const page = await editor.newPage();
  await page.goto('/admin');
  await page.getByTestId('news-admin-link').click();
  await page.waitForURL(/\/admin\/news$/);
  await page.getByRole('link', { name: '写文章' }).click();
  await page.waitForURL(/\/admin\/news\/new$/);

  await page.getByLabel('标题', { exact: true }).fill(title);
  await page.getByLabel('栏目').selectOption({ label: '政策解读' });
  await page.getByLabel(/摘要/).fill('各地数字政府建设的新进展与经验。');
  await page.getByTestId('cover-input').setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(page.getByAltText('封面预览')).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}\.png$/);

  const body = page.getByTestId('body-editor');
  await body.click();
  await page.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.type('一、建设进展');
  await page.keyboard.press('Enter');
  await page.keyboard.type('多地上线一网通办平台，');
  await page.getByRole('button', { name: '粗体' }).click();
  await page.keyboard.type('办事时间平均缩短一半');
  await page.getByRole('button', { name: '粗体' }).click();
  await page.keyboard.press('Enter');
  await page.getByTestId('body-image-input').setInputFiles({ name: '示意图.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(body.locator('img')).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}\.png$/);

  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.waitForURL(/\/admin\/news\/\d+$/);
  await expect(page.getByTestId('editor-state')).toContainText('已发布');
  const id = Number(/\/admin\/news\/(\d+)$/.exec(page.url())![1]);

  // A visitor finds it on the industry view, its page (with the picture served to anyone) and the feed.
  const reader = await visitor.newPage();
  await eventually(async () => {
    await reader.goto('/industryView.html');
    await expect(reader.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1000 });
  });
  await reader.goto(detailHref(id));
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  const article = reader.getByTestId('article-body');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('一、建设进展');
  await expect(article.locator('strong')).toHaveText('办事时间平均缩短一半');
  const picture = article.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
  const feed = async () => (await visitor.request.get('/rss/news/ZCJD.xml')).text();
  expect(await feed()).toContain(`informatinId=${id}`);

  // The list shows it as published; the trail records the steps.
  await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
  await expect(page.locator(`[data-article="${id}"]`).getByTestId('article-state')).toHaveText('已发布');
  await page.goto('/admin');
  await expect(page.getByTestId('audit-trail')).toContainText('发布文章');

  // A reviewer and a plain user: the console's news pages and calls do not exist for them.
  await refusedEverything(await reviewer.newPage(), id);
  await refusedEverything(await plain.newPage(), id);

  // Taken down: gone from the industry view, its page and the feed.
  await page.goto(`/admin/news/${id}`);
  await page.getByRole('button', { name: '下线' }).click();
  await expect(page.getByTestId('editor-state')).toContainText('已下线');
  await eventually(async () => {
    expect((await reader.goto(detailHref(id)))?.status()).toBe(404);
  });
  await eventually(async () => {
    await reader.goto('/industryView.html');
    await expect(reader.getByRole('link', { name: title })).toHaveCount(0, { timeout: 1000 });
  });
  expect(await feed()).not.toContain(`informatinId=${id}`);
  await Promise.all([editor.close(), reviewer.close(), plain.close(), visitor.close()]);
});
