import { expect, test } from '@playwright/test';

// The portal's own pages (000 §2, 001 §2 Footer): every chrome link among them answers with a real page,
// complete on the server (checked with JavaScript off), with its canonical address.

const PAGES = [
  ['/server.html', '直购服务'],
  ['/software.html', '软件外包'],
  ['/producTool.html', '产品工具'],
  ['/about.html', '关于云采汇'],
  ['/jfh-mp.html', '手机云采汇'],
  ['/store-page.html', '云采汇商城'],
  ['/tendering.html', '杭州政府采购招投标'],
] as const;

test.describe('portal pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of PAGES) {
    test(`${path} is complete on the server`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace('.', '\\.')}$`));
    });
  }
});

test('the app page shows four QR codes drawn on the server', async ({ page }) => {
  await page.goto('/jfh-mp.html');
  const codes = page.getByTestId('app-code').locator('img');
  await expect(codes).toHaveCount(4);
  for (const src of await codes.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))) expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await codes.first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('the direct-purchase page lists every category with priced products', async ({ page }) => {
  await page.goto('/server.html');
  await expect(page.getByTestId('server-category')).toHaveCount(6);
  await page.getByRole('link', { name: /^APP开发/ }).first().click();
  await expect(page).toHaveURL(/product-detail\.html\?id=1$/);
});
