import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

// 政府采购招投标 (002 §2 Header (city), Tab strip): the city header's statistics per sub-site, the tab strip, a notice
// attachment downloaded through the proxy, and a refused download with its message.

const port = Number(process.env.E2E_PORT || 3100);
const on = (site: string, path: string) => `http://${site}.localhost:${port}${path}`;
const FAILED = '抱歉，由于源文件或者源网站问题，文件下载失败!';

async function statsShown(page: Page) {
  return {
    tenderOrderNum: (await page.getByTestId('tender-order-num').innerText()).trim(),
    tenderAmount: (await page.getByTestId('tender-amount').innerText()).trim(),
  };
}

test.describe('tendering page', () => {
  test('shows each city sub-site its own tender statistics', async ({ page }) => {
    const shown: Record<string, { tenderOrderNum: string; tenderAmount: string }> = {};
    for (const [site, code, name] of [
      ['cq', '500100', '重庆'],
      ['cd', '510100', '成都'],
    ] as const) {
      await page.goto(on(site, '/tendering.html'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}政府采购招投标`);
      shown[site] = await statsShown(page);
      // The call itself (Node's resolver knows no *.localhost: asked on the main host, by city code).
      const answer = await (await page.request.get(`/api/getTenderStatistics?cityCode=${code}`)).json();
      expect(answer.code).toBe(0);
      expect(shown[site]).toEqual(answer.data);
      expect(Number(shown[site].tenderOrderNum)).toBeGreaterThan(0);
    }
    expect(shown.cq).not.toEqual(shown.cd);
  });

  test('the header search goes to the procurement route', async ({ page }) => {
    await page.goto(on('cq', '/tendering.html'));
    await page.getByTestId('tendering-search').fill('智慧城市');
    await page.getByTestId('tendering-search').press('Enter');
    await expect(page).toHaveURL(/\/procurement(\.html)?\?from=blank&keyword=%E6%99%BA%E6%85%A7%E5%9F%8E%E5%B8%82/);
  });

  test('the tab strip switches panels on hover and click, its indicator sliding under the active tab', async ({ page }) => {
    await page.goto(on('cq', '/tendering.html'));
    const strip = page.getByRole('tablist', { name: '公告类型' });
    const tab = (name: string) => strip.getByRole('tab', { name });
    const indicator = page.getByTestId('tab-panels').getByTestId('tab-indicator');
    await expect(tab('采购公告')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('采购公告')).toHaveCSS('font-size', '20px');
    await expect(page.getByTestId('tab-panel-latest')).toBeVisible();
    const under = async (name: string) => {
      const [bar, box, list] = await Promise.all([indicator.boundingBox(), tab(name).boundingBox(), strip.boundingBox()]);
      return bar && box && list && Math.abs(bar.x - box.x) < 2 && Math.abs(bar.width - box.width) < 2;
    };
    await expect.poll(() => under('采购公告')).toBe(true);

    await tab('即将截止').hover();
    await expect(tab('即将截止')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('tab-panel-closing')).toBeVisible();
    await expect(page.getByTestId('tab-panel-latest')).toBeHidden();
    await expect.poll(() => under('即将截止')).toBe(true);

    await tab('采购意向').click();
    await expect(page.getByTestId('tab-panel-intentions')).toBeVisible();
    await expect.poll(() => under('采购意向')).toBe(true);
  });

  test('downloads a notice attachment through the proxy under its title', async ({ page }) => {
    await page.goto(on('cq', '/tendering.html'));
    // The newest notice with an attachment (an imported notice, as the console's import test adds, has none).
    const link = page.getByTestId('tab-panel-latest').getByTestId('notice-card').getByTestId('attachment').first();
    // The card shows 招标文件.pdf; the file is saved under the whole title (the notice's name first).
    await expect(link).toHaveText('招标文件.pdf');
    const title = (await link.getAttribute('title'))!;
    expect(title).toMatch(/.+招标文件\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(title);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    await expect(page.getByText(FAILED)).toHaveCount(0);
  });

  test('a refused download says so, and the proxy refuses hosts off its list', async ({ page }) => {
    await page.goto(on('cq', '/tendering.html'));
    // The attachment's address as a hostile page would write it: a private address.
    await page.route('**/api/downloadNetFile?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('url', 'http://169.254.169.254/latest/meta-data');
      return route.continue({ url: url.toString() });
    });
    await page.getByTestId('tab-panel-latest').getByTestId('attachment').first().click();
    await expect(page.getByText(FAILED)).toBeVisible();

    for (const url of ['https://evil.example.org/a.pdf', `http://127.0.0.1:${port}/api/health`]) {
      const res = await page.request.get(`/api/downloadNetFile?${new URLSearchParams({ url, filename: 'a.pdf' })}`);
      expect(res.status()).toBe(403);
      expect((await res.json()).code).toBe(40300);
    }
  });

  test('the notice list pages through the city’s notices with their attachments', async ({ page }) => {
    await page.goto(on('cd', '/purbid/market/index?nmenu=nav4&menuType=1'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('成都采购公告');
    await expect(page.getByTestId('notice-card')).toHaveCount(10);
    await expect(page.getByTestId('notice-card').first().getByTestId('attachment')).not.toHaveCount(0);
    await page.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });
});
