import { expect, test, type BrowserContext } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { submitSchemeForm } from './support/scheme-form';

// The console's review queue (docs/features.md, Operator console): a reviewer approves a scheme, which
// is then listed on /scheme.html as 平台优选, and rejects one, whose reason the supplier reads in the user
// centre and the inbox; a second reviewer sees the claim and cannot take the scheme; an editor gets 404.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };

async function operatorContext(browser: import('@playwright/test').Browser, role: string): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return context;
}

test('a reviewer approves one scheme and rejects another; a second reviewer and an editor are refused', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const approvedName = `审核通过方案${stamp}`;
  const rejectedName = `审核驳回方案${stamp}`;
  const supplier = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(supplier);
  // A listed supplier's name, as a real submitter's: the approved scheme then links to its supplier page,
  // as the other tests expect of every listed scheme.
  const found = await supplier.request.post('/api/searchByType', { headers, data: { type: 1, pageNum: 1, pageSize: 1 } });
  const compName = ((await found.json()) as { data: { dataList: { compName: string }[] } }).data.dataList[0]!.compName;
  const form = await supplier.newPage();
  await submitSchemeForm(form, approvedName, compName);
  await submitSchemeForm(form, rejectedName, compName);

  // One after another: each login sends an SMS code, and the portal limits sends per moment (docs/limits.md).
  const reviewer = await operatorContext(browser, 'reviewer');
  const second = await operatorContext(browser, 'reviewer');
  const editor = await operatorContext(browser, 'editor');
  const page = await reviewer.newPage();
  await page.goto('/admin/schemes');
  const queue = page.getByTestId('scheme-queue');
  await queue.getByRole('link', { name: approvedName }).click();
  await page.getByRole('button', { name: '认领' }).click();
  await expect(page.getByTestId('claim-state')).toContainText('您已认领此方案');

  // The second reviewer sees who holds it and cannot claim it.
  const other = await second.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('claim-state')).toContainText('正在审核此方案');
  await expect(other.getByRole('button', { name: '认领' })).toBeDisabled();

  await page.getByRole('button', { name: '审核通过' }).click();
  await expect(page.getByTestId('review-actions')).toHaveCount(0);
  await expect(page.getByText('已通过')).toBeVisible();

  await page.goto('/admin/schemes');
  await queue.getByRole('link', { name: rejectedName }).click();
  await page.getByRole('button', { name: '认领' }).click();
  await page.getByLabel(/驳回原因/).fill('请补充项目验收报告');
  await page.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByRole('note')).toContainText('审核意见：请补充项目验收报告');

  // The approved scheme is listed among the solutions; the supplier reads the rejection's reason.
  const visitor = await browser.newPage();
  await visitor.goto(`/scheme.html?searchName=${encodeURIComponent(approvedName)}`);
  await expect(visitor.getByText(approvedName).first()).toBeVisible();
  await visitor.close();
  await form.goto('/user-center.html?tab=schemes');
  await expect(form.locator('li[data-status="rejected"]').filter({ hasText: rejectedName })).toContainText('请补充项目验收报告');
  await form.goto('/inbox.html?kind=sys');
  await expect(form.getByText(`优选方案未通过审核：${rejectedName}`)).toBeVisible();

  // An editor is not a reviewer: the queue is a 404 to them; the trail lists both decisions.
  const editorPage = await editor.newPage();
  expect((await editorPage.goto('/admin/schemes'))?.status()).toBe(404);
  await page.goto('/admin');
  await expect(page.getByTestId('audit-trail')).toContainText('方案审核通过');
  await expect(page.getByTestId('audit-trail')).toContainText('方案驳回');
  await Promise.all([supplier.close(), reviewer.close(), second.close(), editor.close()]);
});
