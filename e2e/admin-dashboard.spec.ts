import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';

// The console's dashboard and audit trail (docs/features.md, Operator console "Dashboard", "Audit
// trail"): an operator of any role sees the figures and the charts, drawn on the server (there without
// JavaScript too), and a search that found nothing appears among the content gaps; an administrator
// finds an action of this test in the trail and downloads it as CSV; a reviewer gets 404 on the trail
// and its export, a plain user on all of the console.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };

async function userContext(browser: Browser, role?: string): Promise<{ context: BrowserContext; phone: string }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  if (role) expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return { context, phone };
}

/** A term no record holds, that the gaps keep (2-12 letters, no long number). */
const unfindable = () => `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test('an operator sees the dashboard drawn on the server, and a search that found nothing appears as a content gap', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context: operator } = await userContext(browser, 'support');
  const { context: user } = await userContext(browser);
  const page = await operator.newPage();
  await page.goto('/admin');
  await page.getByTestId('dashboard-link').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('img', { name: '近14天注册、登录与搜索' }).locator('svg')).toBeVisible();
  const gapsBefore = Number(await page.getByTestId('today-gaps').textContent());
  const searchesBefore = Number(await page.getByTestId('today-searches').textContent());
  await expect(page.getByTestId('sms-86400')).toContainText('/');

  // A visitor searches a term nothing holds, from the search box (from=search), on two tabs.
  const term = unfindable();
  const visitor = await browser.newPage();
  for (const tab of ['business', 'enterprise']) {
    await visitor.goto(`/procurement.html?from=search&activeTab=${tab}&keyword=${term}`);
    await expect(visitor.getByTestId('empty-state').first()).toBeVisible();
  }
  await visitor.close();

  await page.reload();
  expect(Number(await page.getByTestId('today-gaps').textContent())).toBeGreaterThanOrEqual(gapsBefore + 2);
  expect(Number(await page.getByTestId('today-searches').textContent())).toBeGreaterThanOrEqual(searchesBefore + 2);
  const gaps = page.getByRole('img', { name: '近7天无结果的搜索词' });
  await expect(gaps.locator('svg')).toContainText(term);
  await page.getByTestId('gaps-chart').getByText('查看数据表').click();
  await expect(page.getByTestId('gaps-chart').getByRole('row').filter({ hasText: term })).toContainText('2');

  // Without JavaScript the page is the same: the charts are in the server's HTML, the table opens natively.
  const html = await (await operator.request.get('/admin/dashboard')).text();
  expect(html.match(/<svg[^>]*viewBox/g)?.length).toBeGreaterThanOrEqual(2);
  expect(html).toContain(term);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await operator.storageState(), extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const plain = await noScript.newPage();
  await plain.goto('/admin/dashboard');
  await expect(plain.getByRole('img', { name: '近14天注册、登录与搜索' }).locator('svg')).toBeVisible();
  await plain.getByTestId('trend-chart').getByText('查看数据表').click();
  await expect(plain.getByTestId('trend-chart').getByRole('columnheader', { name: '搜索' })).toBeVisible();

  // A plain user is no operator: the dashboard is the ordinary 404.
  const userPage = await user.newPage();
  expect((await userPage.goto('/admin/dashboard'))?.status()).toBe(404);
  await Promise.all([operator.close(), user.close(), noScript.close()]);
});

test('an administrator searches the audit trail and downloads it as CSV; a reviewer and a user get 404', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context: admin } = await userContext(browser, 'admin');
  // Granting the reviewer's role is the action this test looks for in the trail.
  const { context: reviewer, phone: reviewerPhone } = await userContext(browser, 'reviewer');
  const { context: user } = await userContext(browser);

  const page = await admin.newPage();
  await page.goto('/admin');
  await page.getByTestId('audit-link').click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const search = page.getByRole('search', { name: '查询操作记录' });
  await search.getByLabel('操作人').fill('cli:e2e');
  await search.getByLabel('操作', { exact: true }).fill('operator.grant');
  await search.getByLabel('开始日期').fill(chinaToday());
  await search.getByLabel('结束日期').fill(chinaToday());
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/action=operator\.grant/);
  const row = page.getByTestId('audit-results').getByRole('row').filter({ hasText: reviewerPhone });
  await expect(row).toContainText('授予角色');
  await expect(row).toContainText('角色');
  await expect(row).toContainText('reviewer');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe('编号,时间,操作人,操作,对象类型,对象编号,变更,变更前,变更后');
  expect(csv).toContain(`手机号: — → ${reviewerPhone}`);
  expect(csv).not.toMatch(/\r\n[^\r\n]*operator\.revoke/);

  // The export is itself on the trail.
  await page.goto('/admin/audit?action=audit.export');
  await expect(page.getByTestId('audit-results')).toContainText('导出操作记录');

  // A reviewer is an operator, but not an administrator; a user is none: the ordinary 404 everywhere.
  const reviewerPage = await reviewer.newPage();
  expect((await reviewerPage.goto('/admin/audit'))?.status()).toBe(404);
  expect((await reviewer.request.get('/api/admin/exportAudit')).status()).toBe(404);
  expect((await reviewerPage.goto('/admin/dashboard'))?.status()).toBe(200);
  const userPage = await user.newPage();
  for (const path of ['/admin', '/admin/dashboard', '/admin/audit']) expect((await userPage.goto(path))?.status(), path).toBe(404);
  const refused = await user.request.get('/api/admin/exportAudit');
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ code: 40400, msg: '接口不存在' });
  await Promise.all([admin.close(), reviewer.close(), user.close()]);
});
