import { expect, test } from '@playwright/test';
import { LIMITS } from '../scripts/bench/limits';

// The home page of a city site and the pieces of the chrome it adds: blocks that link to their
// lists, the search by type, the city selector's apps, and page views sent for analytics.

const port = Number(process.env.E2E_PORT || 3100);
const on = (site: string, path: string) => `http://${site}.localhost:${port}${path}`;

test('each block of a city home page shows that city and links to its full list', async ({ page }) => {
  await page.goto(on('cq', '/index.html'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('重庆站 · 政企数字化转型采购寻源');
  const blocks: [string, RegExp][] = [
    ['重庆最新中标', /\/search\.html\?tabIndex=0$/],
    ['重庆招标商机', /\/business\.html$/],
    ['精选案例', /\/jfCase\.html$/],
    ['推荐方案', /\/scheme\.html$/],
    ['重庆优质服务商', /\/search\.html\?tabIndex=1$/],
    ['行业观点', /\/industryView\.html$/],
  ];
  for (const [name, more] of blocks) {
    const block = page.getByRole('region', { name });
    await expect(block, name).toBeVisible();
    await expect(block.getByRole('listitem').first(), name).toBeVisible();
    await expect(block.locator('header a'), name).toHaveAttribute('href', more);
  }
  // Winning bids and suppliers are the city's own.
  const supplierLink = page.getByRole('region', { name: '重庆优质服务商' }).getByRole('listitem').first().getByRole('link');
  await supplierLink.click();
  await page.waitForURL(/search-supplierdetail\.html\?id=\d+$/);
  await expect(page.getByText('重庆', { exact: false }).first()).toBeVisible();
});

// The home page is held to the HTML budget /search.html holds (the bench's LIMITS.htmlMaxBytes): its lists
// travel as row data to client components, not as markup twice (lib/home/rows.ts).
test('the home page is under the HTML budget on the main site and on a city site', async ({ page }) => {
  // Through the browser, which resolves the sub-sites' *.localhost names; the body is the HTML uncompressed.
  for (const url of [`http://localhost:${port}/`, on('cq', '/'), on('cd', '/index.html')]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    expect((await res!.body()).length, url).toBeLessThan(LIMITS.htmlMaxBytes);
  }
});

test('another city site shows its own figures and lists', async ({ page }) => {
  const firstBid = async (site: string, city: string) => {
    await page.goto(on(site, '/'));
    return page.getByRole('region', { name: `${city}最新中标` }).getByRole('listitem').first().getByRole('link').innerText();
  };
  expect(await firstBid('cd', '成都')).not.toBe(await firstBid('cq', '重庆'));
});

test('the home search goes by the chosen type, and works without JavaScript too', async ({ page, browser }) => {
  await page.goto('/index.html');
  const search = page.getByRole('search', { name: '按类型搜索' });
  await search.getByText('软件企业', { exact: true }).click();
  await search.getByRole('textbox', { name: '搜索关键词' }).fill('政务云');
  await search.getByRole('button', { name: '搜索' }).click();
  await page.waitForURL(/enterprise\.html\?from=search&searchName=%E6%94%BF%E5%8A%A1%E4%BA%91$/);

  const bare = await browser.newContext({ javaScriptEnabled: false });
  const plain = await bare.newPage();
  await plain.goto(`http://localhost:${port}/index.html`);
  const form = plain.getByRole('search', { name: '按类型搜索' });
  await form.getByText('产品及方案', { exact: true }).click();
  await form.getByRole('textbox', { name: '搜索关键词' }).fill('数据中台');
  await form.getByRole('button', { name: '搜索' }).click();
  await plain.waitForURL(/procurement\.html\?from=search&keyword=%E6%95%B0%E6%8D%AE%E4%B8%AD%E5%8F%B0&activeTab=product$/);
  // 001 §9: 软件企业 searches on its own page, with the script or without.
  await plain.goto(`http://localhost:${port}/index.html`);
  await form.getByText('软件企业', { exact: true }).click();
  await form.getByRole('textbox', { name: '搜索关键词' }).fill('政务云');
  await form.getByRole('button', { name: '搜索' }).click();
  await plain.waitForURL(/enterprise\.html\?from=search&searchName=%E6%94%BF%E5%8A%A1%E4%BA%91$/);
  await bare.close();
});

test("the city selector offers the city's apps on its sub-site", async ({ page }) => {
  await page.goto(on('cq', '/index.html'));
  await page.getByRole('button', { name: /切换城市/ }).click();
  const apps = page.getByRole('region', { name: '重庆城市应用' });
  await expect(apps.getByRole('link')).toHaveText(['云上软件园', '码智护航', '云产品', '智云平台']);
  await expect(apps.getByRole('link', { name: '云上软件园' })).toHaveAttribute('href', `//cq.localhost:${port}/enterprise.html`);
});

test('a page view is sent for analytics after load and kept; none with Do Not Track', async ({ page, browser }) => {
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/track') && r.method() === 'POST');
  await page.goto('/jfCase.html');
  // Chromium does not show a beacon's body to the test; the endpoint's answer says what it kept
  // (the body's content is checked in lib/analytics/track.test.ts).
  // The page view travels with the impressions of the page's ad slots (ad_impression), one beacon for all.
  const answer = (await (await (await beacon).response())?.json()) as { code: number; data: { stored: number } };
  expect(answer.code).toBe(0);
  expect(answer.data.stored).toBeGreaterThanOrEqual(1);

  const private_ = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
  const quiet = await private_.newPage();
  await quiet.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }));
  let sent = false;
  quiet.on('request', (r) => {
    if (r.url().endsWith('/api/track')) sent = true;
  });
  await quiet.goto(`http://localhost:${port}/jfCase.html`);
  await quiet.waitForLoadState('networkidle');
  await quiet.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  expect(sent).toBe(false);
  await private_.close();
});

test('the city picker: opens on hover 10 px below its trigger, aligned to its half of the page, on the tab of the current city; the current city changes nothing', async ({ page }) => {
  await page.goto(on('cd', '/index.html'));
  const trigger = page.getByRole('button', { name: /切换城市/ });
  await trigger.hover();
  const tabs = page.getByRole('tablist', { name: '按拼音首字母选择城市' });
  await expect(tabs).toBeVisible();
  // 成都 is under C: the ABCDE tab is the one open.
  await expect(tabs.getByRole('tab', { name: 'ABCDE' })).toHaveAttribute('aria-selected', 'true');
  const t = (await trigger.boundingBox())!;
  const panel = (await page.getByRole('region', { name: '成都城市应用' }).locator('xpath=ancestor::*[contains(@class,"shadow-pop")][1]').boundingBox())!;
  // The trigger sits in the left half: the panel opens to the right of its left edge, 10 px below.
  expect(Math.abs(panel.x - t.x)).toBeLessThanOrEqual(2);
  expect(Math.round(panel.y - (t.y + t.height))).toBe(10);
  const url = page.url();
  await page.getByRole('button', { name: '成都', exact: true }).first().click();
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
  await expect(trigger).toHaveAccessibleName('当前城市：成都，切换城市');
  // Leaving the picker closes it.
  await page.mouse.move(900, 700);
  await expect(tabs).toBeHidden();
});
