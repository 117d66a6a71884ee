import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { loginKnownPhone } from './support/demo-login';

// The console's imports (docs/imports.md, The console): an editor uploads a small OCDS release package,
// follows its job to the report (one notice created, one release refused with its JSON pointer), and the
// new tender notice reaches the inbox of an enterprise owner subscribed to Chongqing's government
// tenders. A reviewer gets the 404 of a page that does not exist.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;
const headers = { origin };
const OWNER = '13800000003';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function operator(browser: import('@playwright/test').Browser, role: 'editor' | 'reviewer'): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return context;
}

/** A release package with one new tender notice of a Chongqing bureau, and a release without its buyer. */
function releasePackage(stamp: string, title: string) {
  const buyer = { id: 'P-1', name: '重庆市规划和自然资源局', address: { region: '重庆市', locality: '重庆市' }, roles: ['buyer'] };
  const release = (id: string, extra: object) => ({ ocid: `ocds-e2e-${stamp}-${id}`, id: `ocds-e2e-${stamp}-${id}-tender`, date: new Date().toISOString(), tag: ['tender'], language: 'zh', ...extra });
  const tender = {
    id: `CQZC-${stamp}`,
    title,
    status: 'active',
    value: { amount: 3_600_000, currency: 'CNY' },
    procurementMethod: 'open',
    procurementMethodDetails: '公开招标',
    tenderPeriod: { startDate: new Date().toISOString(), endDate: new Date(Date.now() + 20 * 86_400_000).toISOString() },
  };
  return {
    uri: `${origin}/e2e/releases.json`,
    version: '1.1',
    publishedDate: new Date().toISOString(),
    publisher: { name: 'e2e' },
    releases: [release('a', { buyer: { id: 'P-1', name: buyer.name }, parties: [buyer], tender }), release('b', { tender: { ...tender, id: `CQZC-${stamp}-B` } })],
  };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('an editor imports a file in the console and sees the report; the new notice reaches a subscriber', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const title = `重庆市不动产登记平台建设项目E2E${stamp}`;

  // The subscriber: an enterprise owner subscribed to government tenders in Chongqing.
  const owner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginKnownPhone(owner, OWNER);
  const inbox = await owner.newPage();
  await inbox.goto(`/login/switch?buid=900003&role=0&callback=${encodeURIComponent('/inbox.html')}`);
  const subscribed = await owner.request.post('/api/saveGovBusinessByJointForce', {
    headers,
    data: { channel: 3, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 1000 },
  });
  expect((await subscribed.json()).code).toBe(0);

  // The editor uploads the package from the console's home.
  const editor = await operator(browser, 'editor');
  const page = await editor.newPage();
  await page.goto('/admin');
  await page.getByTestId('imports-link').click();
  await expect(page.getByRole('heading', { name: '数据导入', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '下载导入模板（含示例）' })).toHaveAttribute('href', '/api/admin/importTemplate');
  const template = await editor.request.get('/api/admin/importTemplate');
  expect(template.status()).toBe(200);
  expect(await template.text()).toContain('记录编号,记录类型');
  await page.locator('input#import-file').setInputFiles({ name: `releases-${stamp}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(releasePackage(stamp, title))) });
  await page.getByRole('button', { name: '上传并导入' }).click();

  // The job's page follows it to the report.
  await expect(page).toHaveURL(/\/admin\/imports\/\d+$/);
  const detail = new URL(page.url()).pathname;
  const id = Number(detail.split('/').pop());
  await expect(page.getByTestId('import-state')).toHaveText('已完成', { timeout: 60_000 });
  const report = page.getByTestId('import-report');
  await expect(report.locator('div').filter({ hasText: /^读取行数/ })).toContainText('2');
  await expect(report.locator('div').filter({ hasText: /^新增/ })).toContainText('1');
  await expect(report.locator('div').filter({ hasText: /^拒绝/ })).toContainText('1');
  await expect(page.getByTestId('import-refusals')).toContainText('/releases/1');
  await expect(page.getByRole('progressbar', { name: '导入进度' })).toHaveAttribute('aria-valuenow', '100');
  await axeClean(page);
  await noSidewaysScroll(page);
  await shoot(page, 'import-detail');

  // The list shows it, newest first.
  await page.getByRole('link', { name: '数据导入' }).click();
  const first = page.getByTestId('import-list').locator('tbody tr').first();
  await expect(first).toContainText(`releases-${stamp}.json`);
  await expect(first).toContainText('已完成');
  await axeClean(page);
  await noSidewaysScroll(page);
  await shoot(page, 'import-list');

  // The subscriber reads the new notice in the inbox.
  await expect(async () => {
    await inbox.goto('/inbox.html?kind=bid_push');
    await expect(inbox.getByTestId('inbox-message').filter({ hasText: title })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });

  // A reviewer: the pages and the call do not exist.
  const reviewer = await operator(browser, 'reviewer');
  for (const url of ['/admin/imports', detail]) expect((await reviewer.request.get(url)).status()).toBe(404);
  expect((await reviewer.request.post('/api/admin/importStatus', { headers, data: { id } })).status()).toBe(404);
  await Promise.all([owner.close(), editor.close(), reviewer.close()]);
});
