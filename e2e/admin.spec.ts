import { expect, test } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';

// The operator console's door (docs/features.md, Operator console): a visitor and a user get the ordinary
// 404 at /admin; an operator sees their roles and the audit trail with the grant that made them one; an
// administrator also sees the operators. The page is noindex and not kept by the page cache.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };

test('the console answers operators only, and lists the audit trail', async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const asVisitor = await visitor.request.get('/admin');
  expect(asVisitor.status()).toBe(404);
  expect(asVisitor.headers()['cache-control'] ?? '').not.toMatch(/public/);
  await visitor.close();

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  const page = await context.newPage();
  expect((await page.goto('/admin'))?.status()).toBe(404);

  const granted = await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role: 'reviewer' } });
  expect((await granted.json()).code).toBe(0);
  expect((await page.goto('/admin'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '运营后台' })).toBeVisible();
  await expect(page.getByText('您的角色：审核员')).toBeVisible();
  await expect(page.getByTestId('operators')).toHaveCount(0);
  await expect(page.getByTestId('audit-trail')).toContainText(`角色: — → reviewer`);
  await expect(page.getByTestId('audit-trail')).toContainText('授予角色');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role: 'admin' } });
  await page.reload();
  await expect(page.getByTestId('operators')).toContainText(phone);
  await expect(page.getByText('您的角色：管理员、审核员')).toBeVisible();
  await context.close();
});
