import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);
const on = (site: string, path: string) => `http://${site}.localhost:${port}${path}`;
const cityButton = (page: Page) => page.getByRole('button', { name: /当前城市：/ });

test.describe('city sub-sites', () => {
  test('a legacy URL on a city subdomain shows that city in the header', async ({ page }) => {
    await page.goto(on('cq', '/index.html'));
    await expect(cityButton(page)).toHaveAccessibleName('当前城市：重庆，切换城市');
    await expect(page).toHaveTitle(/重庆站/);

    await page.goto(on('cd', '/index.html'));
    await expect(cityButton(page)).toHaveAccessibleName('当前城市：成都，切换城市');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('成都站');
  });

  test('the footer friendly links change with the city', async ({ page }) => {
    await page.goto(on('cq', '/index.html'));
    const links = page.getByTestId('friendly-links');
    await expect(links).toContainText('重庆市人民政府');
    // textContent: the footer renders lazily (content-visibility), so innerText of an unseen footer is empty.
    const cq = await links.textContent();

    await page.goto(on('cd', '/index.html'));
    await expect(links).toContainText('成都市人民政府');
    await expect(links).not.toContainText('重庆市人民政府');
    expect(await links.textContent()).not.toBe(cq);
  });

  test('the city selector loads its letter index when it opens', async ({ page }) => {
    await page.goto('/index.html');
    await cityButton(page).click();
    const tabs = page.getByRole('tablist', { name: '按拼音首字母选择城市' });
    await tabs.getByRole('tab', { name: 'QRSTW' }).click();
    await expect(page.getByRole('group', { name: 'S 开头的城市' }).getByRole('button', { name: '上海' })).toBeVisible();
  });

  test('choosing a city on the main site sets the cookie and reloads in that city', async ({ page, context }) => {
    await page.goto('/index.html');
    // The end-to-end server's default city is 杭州 (scripts/serve-e2e.mjs).
    await expect(cityButton(page)).toHaveAccessibleName(/杭州/);
    await cityButton(page).click();
    await page.getByRole('button', { name: '成都', exact: true }).first().click();
    await expect(cityButton(page)).toHaveAccessibleName('当前城市：成都，切换城市');
    const cookie = (await context.cookies()).find((c) => c.name === 'jf_city');
    expect(cookie?.value).toBe('510100');
    // One day (000 §9), give or take the test's own run time.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  });

  test('the subdomain wins over the city cookie', async ({ page, context }) => {
    await context.addCookies([{ name: 'jf_city', value: '510100', url: on('cq', '/') }]);
    await page.goto(on('cq', '/index.html'));
    await expect(cityButton(page)).toHaveAccessibleName(/重庆/);
  });

  test('the code 500000 in the cookie means 500100', async ({ page, context }) => {
    await context.addCookies([{ name: 'jf_city', value: '500000', url: `http://localhost:${port}/` }]);
    await page.goto('/index.html');
    await expect(cityButton(page)).toHaveAccessibleName(/重庆/);
  });
});

test.describe('legacy addresses', () => {
  test('/test redirects to /index.html', async ({ page }) => {
    await page.goto('/test');
    expect(new URL(page.url()).pathname).toBe('/index.html');
  });

  test('an unknown address is a real 404 with the chrome', async ({ page }) => {
    const res = await page.goto('/no-such-page.html');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(cityButton(page)).toBeVisible();
    await expect(page.getByTestId('friendly-links')).toBeVisible();
  });
});

test.describe('big-data search bar', () => {
  async function search(page: Page, keyword: string) {
    await page.getByTestId('search-input').fill(keyword);
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/procurement\.html\?/);
  }

  async function historyItems(page: Page) {
    await page.getByTestId('search-input').focus();
    return page.getByTestId('history-item').allInnerTexts();
  }

  test('an empty keyword goes to the sourcing page, a keyword to procurement', async ({ page }) => {
    await page.goto('/index.html');
    await page.getByTestId('search-input').fill('   ');
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/sourcing\/index\.html$/);

    await page.goto('/index.html');
    await search(page, '  智慧医疗 ');
    const url = new URL(page.url());
    expect(url.searchParams.get('keyword')).toBe('智慧医疗');
    expect(url.searchParams.get('from')).toBe('search');
    expect(Number(url.searchParams.get('t'))).toBeGreaterThan(0);
  });

  test('history: trimmed, newest first, no duplicates, at most 5, delete one, clear all, kept', async ({ page }) => {
    await page.goto('/index.html');
    for (const k of ['软件', '医疗', '大数据 ', '云计算', '政务', '人工智能']) {
      await search(page, k);
    }
    await search(page, '医疗'); // moves to the front, no duplicate
    await page.goto('/index.html');
    expect(await historyItems(page)).toEqual(['医疗', '人工智能', '政务', '云计算', '大数据']);

    await page.reload();
    expect(await historyItems(page)).toHaveLength(5);

    await page.getByTestId('history-delete').nth(1).click();
    expect(await historyItems(page)).toEqual(['医疗', '政务', '云计算', '大数据']);

    await page.getByTestId('history-clear').click();
    await page.getByTestId('search-input').focus();
    await expect(page.getByTestId('history-item')).toHaveCount(0);
    await page.reload();
    expect(await historyItems(page)).toEqual([]);
  });
});

test.describe('navigation', () => {
  test('a dropdown opens on hover, pins on click and closes with Escape, focus back on its button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/index.html');
    const app = page.getByRole('button', { name: 'APP 下载二维码' });
    const qr = page.getByRole('list', { name: '更多' }).getByRole('img', { name: '云采汇 APP 下载二维码' });
    await app.hover();
    await expect(qr).toBeVisible();
    await expect(app).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(qr).toBeHidden();

    await app.click();
    await page.mouse.move(5, 700);
    await expect(qr).toBeVisible(); // pinned: leaving does not close it
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();
    await expect(app).toBeFocused();
  });

  test('the phone menu unfolds without JavaScript and folds again after a link is followed', async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const bare = await noJs.newPage();
    await bare.goto(`http://localhost:${port}/index.html`);
    await bare.getByText('导航菜单').click();
    await expect(bare.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找案例' }).last()).toBeVisible();
    await noJs.close();

    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto(`http://localhost:${port}/index.html`);
    const menu = page.getByRole('navigation', { name: '主导航' }).locator('details');
    await page.getByText('导航菜单').click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: '找案例' }).click();
    await expect(page).toHaveURL(/\/procurement\.html\?activeTab=case/);
    await expect(menu).not.toHaveAttribute('open');
    await ctx.close();
  });
});
