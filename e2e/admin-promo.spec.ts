import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { stepUpInDialog } from './support/step-up';

// The console's friendly links and ads (docs/features.md, Operator console): an editor adds a friendly
// link to a city, which that city's pages then show in their footer and another city's do not; an
// editor creates a scheduled ad targeted at one city, which that city's home page shows and another's
// does not, and the console counts its impression; a reviewer and a plain user get 404 on the pages and
// the calls.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };
const CHONGQING = '500100';
const CHENGDU = '510100';

// A 1x1 PNG: the upload is checked by its content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const phones = new WeakMap<BrowserContext, string>();

async function loggedIn(browser: Browser, role?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  phones.set(context, phone);
  if (role) expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return context;
}

/** A deletion is sensitive: after its confirmation the console asks for the SMS code sent to the operator's phone. */
async function deleteWithStepUp(page: Page, button: string): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: button }).click();
  await stepUpInDialog(page, { context: page.context(), phone: phones.get(page.context())! });
  await expect(page.getByRole('button', { name: button })).toHaveCount(0);
}

const inCity = (context: BrowserContext, code: string) => context.addCookies([{ name: 'jf_city', value: code, domain: 'localhost', path: '/' }]);

/** China's clock for a datetime-local field, `hours` from now. */
const chinaLocal = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 16);

test('an editor adds a friendly link to a city; its pages show it and another city does not; others get 404', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `测试友链${Date.now().toString(36)}`;
  // One after another: each login sends an SMS code, and the portal limits sends per moment (docs/limits.md).
  const editor = await loggedIn(browser, 'editor');
  const reviewer = await loggedIn(browser, 'reviewer');
  const user = await loggedIn(browser);

  const page = await editor.newPage();
  await page.goto('/admin');
  await page.getByTestId('links-link').click();
  await page.getByRole('combobox', { name: /^站点/ }).selectOption(CHONGQING);
  await page.getByRole('button', { name: '切换', exact: true }).click();
  await expect(page.getByRole('heading', { name: /重庆站的友情链接/ })).toBeVisible();
  await page.getByLabel('链接名称').fill(name);
  await page.getByLabel('链接地址').fill('javascript:alert(1)');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('链接地址须以 http:// 或 https:// 开头')).toBeVisible();
  await page.getByLabel('链接地址').fill('https://example.com/');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByTestId('link-list')).toContainText(name);

  // The city's pages list it (a logged-in page is never answered from the page cache); another city's do not.
  const visitor = await editor.newPage();
  await inCity(editor, CHONGQING);
  await visitor.goto('/index.html');
  await expect(visitor.getByTestId('friendly-links')).toContainText(name);
  await inCity(editor, CHENGDU);
  await visitor.goto('/index.html');
  await expect(visitor.getByTestId('friendly-links')).not.toContainText(name);

  // Deleted (after a confirmation and the step-up code), it leaves the list; the trail names both steps.
  await deleteWithStepUp(page, `删除 ${name}`);
  await page.goto('/admin');
  await expect(page.getByTestId('audit-trail')).toContainText('添加友情链接');
  await expect(page.getByTestId('audit-trail')).toContainText('删除友情链接');

  for (const other of [reviewer, user]) {
    const otherPage = await other.newPage();
    for (const path of ['/admin/links', '/admin/ads']) expect((await otherPage.goto(path))?.status(), path).toBe(404);
    for (const call of ['saveFriendlyLink', 'deleteFriendlyLink', 'saveAdCreative']) {
      const res = await other.request.post(`/api/admin/${call}`, { headers, data: { cityCode: CHONGQING, linkName: 'x', linkUrl: 'https://example.com', id: 1 } });
      expect(res.status(), call).toBe(404);
    }
  }
  await Promise.all([editor.close(), reviewer.close(), user.close()]);
});

test("an editor's scheduled ad shows on the targeted city's home page only, and its impressions are counted", async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `重庆专属广告${Date.now().toString(36)}`;
  const editor = await loggedIn(browser, 'editor');
  const reviewer = await loggedIn(browser, 'reviewer');

  const page = await editor.newPage();
  await page.goto('/admin/ads?slot=index-right-2');
  await page.getByLabel(/广告标题/).fill(title);
  await page.getByLabel(/广告图片/).setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('form img')).toHaveAttribute('src', /^\/files\//);
  await page.getByLabel('链接地址').fill('https://example.com/promo');
  await page.getByLabel(/开始时间/).fill(chinaLocal(-1));
  await page.getByLabel(/结束时间/).fill(chinaLocal(-2));
  await page.getByLabel('指定城市').check();
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('结束时间须晚于开始时间')).toBeVisible();
  await expect(page.getByText('请选择投放城市')).toBeVisible();
  await page.getByLabel(/结束时间/).fill(chinaLocal(24));
  await page.getByLabel('筛选城市').fill('重庆');
  await page.getByRole('checkbox', { name: '重庆' }).check();
  await page.getByRole('button', { name: '添加' }).click();
  const line = page.getByTestId('creative-list').locator('li').filter({ hasText: title });
  await expect(line).toContainText('投放中');
  await expect(line).toContainText('城市：重庆');
  await expect(line.getByTestId('creative-impressions')).toHaveText('0');

  // Chongqing's home page shows it in the slot; Chengdu's does not.
  const visitor = await editor.newPage();
  await inCity(editor, CHENGDU);
  await visitor.goto('/index.html');
  await expect(visitor.locator('[data-ad-slot="index-right-2"]')).toBeVisible();
  await expect(visitor.locator(`[data-ad-slot="index-right-2"] img[alt="${title}"]`)).toHaveCount(0);
  await inCity(editor, CHONGQING);
  // The page's events leave once it has loaded and the browser is idle, or when it is hidden (docs/features.md, Analytics).
  const tracked = visitor.waitForRequest((r) => r.url().includes('/api/track') && (r.postData() ?? '').includes('ad_impression'), { timeout: 15_000 }).catch(() => null);
  await visitor.goto('/index.html');
  // In the slot, on whichever turn of its carousel (a hidden slide until its turn comes).
  await expect(visitor.locator(`[data-ad-slot="index-right-2"] img[alt="${title}"]`).first()).toBeAttached();
  await tracked;
  await visitor.close({ runBeforeUnload: true });

  await expect
    .poll(
      async () => {
        await page.reload();
        return Number(await page.getByTestId('creative-list').locator('li').filter({ hasText: title }).getByTestId('creative-impressions').textContent());
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(1);

  // Deleted, it leaves the slot's list (and the home page of later tests).
  await deleteWithStepUp(page, `删除 ${title}`);

  const other = await reviewer.newPage();
  expect((await other.goto('/admin/ads'))?.status()).toBe(404);
  expect((await reviewer.request.post('/api/admin/deleteAdCreative', { headers, data: { id: 1 } })).status()).toBe(404);
  await Promise.all([editor.close(), reviewer.close()]);
});
