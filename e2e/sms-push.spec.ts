import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';

// SMS pushes (docs/features.md "SMS pushes"): the switch in 账号与安全 is off at first, turns on, stays on
// after a reload, passes axe, and is the user's own (a second user's stays off). Screenshots at 1280 and 390 px.

test('a user turns SMS pushes on in 账号与安全, and only for themselves', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await loginFreshPhone(context);
  await page.goto('/user-center.html?tab=profile');
  const toggle = page.getByRole('switch', { name: '新商机短信提醒' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('sms-push')).toContainText('每天最多 3 条');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const axe = await new AxeBuilder({ page }).include('[data-testid="sms-push"]').options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('sms-push').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`sms-push-${width}.png`) });
  }

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const otherPage = await other.newPage();
  await loginFreshPhone(other);
  await otherPage.goto('/user-center.html?tab=profile');
  await expect(otherPage.getByRole('switch', { name: '新商机短信提醒' })).toHaveAttribute('aria-checked', 'false');
  await other.close();
  await context.close();
});
