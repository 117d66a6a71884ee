import { expect, test, type Page } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { smsCodeOf } from './support/sms-inbox';

// 002 §2 Consult dialog: the software-consulting pages and the consult ticket, in Chromium on the real server.


/** Clicks until the dialog's form shows: a click before the page has hydrated does nothing. */
async function openConsult(page: Page, testId: string) {
  const form = page.getByRole('form', { name: '软件咨询' });
  await expect(async () => {
    await page.getByTestId(testId).first().click();
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass();
  return form;
}

test('the consulting pages are complete without JavaScript, with their data for crawlers', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/softwareConsult.html');
  await expect(page.getByRole('heading', { name: '软件咨询', level: 1 })).toBeVisible();
  for (const name of ['供应商寻源', '软件造价评估', '采购代理', 'IT监理']) await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await page.goto('/service_details.html?serviceid=5');
  await expect(page.getByRole('heading', { name: '软件造价评估', level: 1 })).toBeVisible();
  for (const section of ['服务介绍', '服务流程', '计费方式', '服务案例', '常见问题']) await expect(page.getByRole('heading', { name: section })).toBeVisible();
  const types = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(types.map((t) => JSON.parse(t)['@type'])).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/service_details\.html\?serviceid=5$/);
  // A service without its page says so; an unknown one is a 404.
  await page.goto('/service_details.html?serviceid=8');
  await expect(page.getByTestId('not-online')).toHaveText('服务暂未上线');
  expect((await page.goto('/service_details.html?serviceid=99'))?.status()).toBe(404);
  const sitemap = await (await context.request.get('/sitemaps/pages/1.xml')).text();
  expect(sitemap).toContain('/service_details.html?serviceid=5');
  await context.close();
});

test('a visitor files a consult ticket from the cost-estimation page, each rule checked on the way', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await page.goto('/service_details.html?serviceid=5');
  const form = await openConsult(page, 'consult-5');
  await expect(form.getByRole('checkbox', { name: '软件造价评估' })).toBeChecked();

  // The submit messages in 002 §5's order.
  await form.getByRole('checkbox', { name: '软件造价评估' }).uncheck();
  await form.getByRole('button', { name: '提交咨询' }).click();
  await expect(form.getByText('请选择要咨询的服务')).toBeVisible();
  await form.getByRole('checkbox', { name: '软件造价评估' }).check();
  await form.getByLabel('需求描述').fill('想评估预算');
  await form.getByLabel('需求描述').blur();
  await expect(form.getByText('需求描述至少10个字')).toBeVisible();
  await form.getByLabel('需求描述').fill('我们计划建设区县智慧教育平台，想请专业机构评估合理的建设预算');
  await form.getByRole('button', { name: '提交咨询' }).click();
  await expect(form.getByText('请输入单位/企业名称')).toBeVisible();
  await expect(form.getByText('请输入联系人')).toBeVisible();

  // The company suggestion lists the portal's own suppliers and purchasers.
  await form.getByLabel('单位/企业名称').fill('重庆');
  const suggestion = form.getByRole('listbox', { name: '单位/企业名称建议' }).getByRole('button').first();
  await expect(suggestion).toBeVisible();
  const picked = (await suggestion.innerText()).trim();
  await suggestion.click();
  await expect(form.getByLabel('单位/企业名称')).toHaveValue(picked);
  await form.getByLabel('联系人').fill('王老师');

  const phone = `135${String(Date.now()).slice(-8)}`;
  await form.getByLabel('手机号', { exact: true }).fill(phone);
  await form.getByRole('button', { name: '提交咨询' }).click();
  await expect(form.getByText('请输入手机号和验证码')).toBeVisible();
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('验证码已发送')).toBeVisible();
  await form.getByLabel('短信验证码').fill(await smsCodeOf(context, phone));
  await form.getByRole('button', { name: '提交咨询' }).click();

  const done = page.getByRole('dialog', { name: '提交成功' });
  await expect(done.getByText('平台将在 1 个工作日内与您电话联系，咨询进度可在用户中心查看。')).toBeVisible();
  // The visitor was logged in by the verified phone: the header knows them now.
  await expect(page.getByTestId('user-menu')).toContainText(phone.slice(-4));
  await context.close();
});

test('a logged-in user consults with their own phone without a code', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  const page = await context.newPage();
  await page.goto('/softwareConsult.html');
  const form = await openConsult(page, 'consult-7');
  await expect(form.getByText('当前登录手机号，无需短信验证')).toBeVisible();
  await expect(form.getByLabel('手机号', { exact: true })).toHaveValue(phone);
  await form.getByLabel('需求描述').fill('市公安局视频平台项目需要第三方全过程监理服务');
  await form.getByLabel('单位/企业名称').fill('某市公安局');
  await form.getByLabel('联系人').fill('李工');
  await form.getByRole('button', { name: '提交咨询' }).click();
  await expect(page.getByRole('dialog', { name: '提交成功' })).toBeAttached();
  await expect(page.getByText('咨询进度可在用户中心查看')).toBeVisible();
  await page.goto('/user-center.html?tab=consults');
  await expect(page.getByTestId('my-tickets')).toContainText('软件咨询：IT监理');
  await expect(page.getByTestId('my-tickets')).toContainText('待回电');
  await context.close();
});
