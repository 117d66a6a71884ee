import { test } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';

test('shots', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    await loginFreshPhone(context);
    const page = await context.newPage();
    for (const [name, path] of [
      ['profile', '/user-center.html?tab=profile'],
      ['searches', '/user-center.html?tab=searches'],
      ['subs', '/inbox.html?kind=bid_push&view=subscriptions'],
      ['business', '/business.html'],
      ['search', '/search.html?keyword=%E6%99%BA%E6%85%A7'],
      ['mailinbox', '/dev/mail-inbox'],
    ] as const) {
      await page.goto(path);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: name !== 'search' });
    }
    await context.close();
  }
});
