import { expect, test, type Page } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { smsCodeOf } from './support/sms-inbox';

// 001 §5 Expert dialog: the expert-consultation dialog from the side bar, in Chromium on the real server.

const description = '区县准备建设政务数据共享平台，想请教数据治理的实施路径和预算';

async function openExpert(page: Page) {
  const form = page.getByRole('form', { name: '专家咨询' });
  await expect(async () => {
    await page.getByTestId('expert-consult').click();
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass();
  return form;
}

test('a visitor consults the expert on duty: card, rules, phone and code, and a fresh box each time', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await page.goto('/jfCase.html');
  const form = await openExpert(page);
  const card = page.getByTestId('expert-card');
  await expect(card).toContainText('王建国');
  await expect(card).toContainText('资深专家');
  await expect(card).toContainText('一网通办');

  await form.getByLabel('咨询内容').fill('想咨询');
  await form.getByLabel('咨询内容').blur();
  await expect(form.getByText('需求描述至少10个字')).toBeVisible();
  await form.getByLabel('咨询内容').fill(description);
  await form.getByRole('button', { name: '立即咨询' }).click();
  await expect(form.getByText('请输入手机号和验证码')).toBeVisible();

  // Closed and opened again: the text box starts empty (001 §4).
  await page.keyboard.press('Escape');
  const again = await openExpert(page);
  await expect(again.getByLabel('咨询内容')).toHaveValue('');

  const phone = `134${String(Date.now()).slice(-8)}`;
  await again.getByLabel('咨询内容').fill(description);
  await again.getByLabel('手机号', { exact: true }).fill(phone);
  await again.getByRole('button', { name: '获取验证码' }).click();
  await expect(again.getByText('验证码已发送')).toBeVisible();
  await again.getByLabel('短信验证码').fill(await smsCodeOf(context, phone));
  await again.getByRole('button', { name: '立即咨询' }).click();
  await expect(page.getByText('专家将尽快回复，回复会发送到您的站内信，也可在用户中心查看。')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(phone.slice(-4));
  await context.close();
});

test('a logged-in user asks without a phone', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(context);
  const page = await context.newPage();
  await page.goto('/search.html');
  const form = await openExpert(page);
  await expect(form.getByLabel('手机号', { exact: true })).toHaveCount(0);
  await form.getByLabel('咨询内容').fill(description);
  await form.getByRole('button', { name: '立即咨询' }).click();
  await expect(page.getByText('专家将尽快回复')).toBeVisible();
  await context.close();
});
