import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { png } from '../test/kits/file-bytes';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { loginKnownPhone } from './support/demo-login';

// Purchasing-unit activation (002 §2-§5, §8) in real Chromium on the production build: the login
// check, the unit suggestions, both credit-code modes with a real upload, every message of the form
// and of the registration call, the session-storage defaults, and the pending and success pages.

const newContext = (browser: import('@playwright/test').Browser) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
const unique = () => String(Date.now()).slice(-7);

async function openForm(context: BrowserContext): Promise<{ page: Page; phone: string }> {
  const phone = await loginFreshPhone(context);
  const page = await context.newPage();
  await page.goto('/activeInformation.html');
  await expect(page.getByRole('heading', { name: '采购单位激活' })).toBeVisible();
  return { page, phone };
}

// A required field's label starts with its (hidden) asterisk.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^\\*?${label}$`));
const creditCode = (page: Page) => page.getByPlaceholder('请输入18位统一社会信用代码');
const submit = (page: Page) => page.getByRole('button', { name: '提交激活申请' }).click();

test('a visitor is sent to the login page and back', async ({ page }) => {
  await page.goto('/activeInformation.html');
  await expect(page).toHaveURL(/\/login\?callback=%2FactiveInformation\.html/);
  await page.goto('/checkPending.html');
  await expect(page).toHaveURL(/\/login\?callback=%2FcheckPending\.html/);
});

test('with a credit code: suggestions, each message, the registration answers and the pending page', async ({ browser }) => {
  const context = await newContext(browser);
  const { page, phone } = await openForm(context);
  // The four steps with step 3 current; the account's phone is preset and needs no code.
  await expect(page.getByRole('list', { name: '注册步骤' }).locator('[aria-current="step"]')).toHaveText(/完善资料/);
  await expect(field(page, '手机号')).toHaveValue(phone);
  await expect(page.getByText('当前登录手机号，无需短信验证')).toBeVisible();
  await expect(page.getByRole('link', { name: '《平台保密协议》' })).toHaveAttribute('href', '/secrecyAgree.html');

  // Everything required says so.
  await field(page, '手机号').fill('');
  // Leaving the field shows its message first (so the button does not move under the click).
  await field(page, '手机号').blur();
  await submit(page);
  for (const msg of ['请输入单位名称', '请输入统一社会信用代码', '请选择城市站', '请输入联系人', '请输入手机号', '请阅读并同意《平台保密协议》']) {
    await expect(page.getByRole('alert').filter({ hasText: msg })).toBeVisible();
  }
  await field(page, '手机号').fill('12345678901');
  await field(page, '手机号').blur();
  await expect(page.getByText('请输入正确手机号')).toBeVisible();
  await field(page, '手机号').fill(phone);

  // The unit suggestion (after 300 ms of quiet), picked: its city's station comes with it.
  await field(page, '单位名称').pressSequentially('重庆市大数据', { delay: 30 });
  const list = page.getByRole('listbox', { name: '预算单位' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await list.getByRole('option', { name: '重庆市大数据发展局' }).click();
  await expect(field(page, '单位名称')).toHaveValue('重庆市大数据发展局');
  await expect(field(page, '城市站')).toHaveValue('500100');

  // The credit code: its format, then its check character (GB 32100-2015).
  await creditCode(page).fill('9150');
  await creditCode(page).blur();
  await expect(page.getByText('统一社会信用代码应为18位数字或大写字母')).toBeVisible();
  await creditCode(page).fill('91350100m000100y44');
  await expect(creditCode(page)).toHaveValue('91350100M000100Y44');
  await expect(page.getByText('统一社会信用代码校验不通过，请核对')).toBeVisible();
  await creditCode(page).fill('91350100M000100Y43');
  await field(page, '联系人').fill('刘建国');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();

  // The unit is activated already: 5002 inline at the name.
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: '企业已存在，请联系客服处理' })).toBeVisible();

  // The defaults survive a reload of the tab (002 §3, session storage).
  const name = `重庆市渝北区第${unique()}号政务服务站`;
  await field(page, '单位名称').fill(name);
  await page.reload();
  await expect(field(page, '单位名称')).toHaveValue(name);
  await expect(field(page, '联系人')).toHaveValue('刘建国');
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  await expect(creditCode(page)).toHaveValue('91350100M000100Y43');
  await field(page, '城市站').selectOption({ label: '重庆站' });

  // Another phone needs its SMS code; a wrong one answers 1001.
  await field(page, '手机号').fill('13912345670');
  await expect(field(page, '短信验证码')).toBeVisible();
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: '请输入验证码' })).toBeVisible();
  await field(page, '短信验证码').fill('000000');
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: '验证码不正确或已过期' })).toBeVisible();

  // Any other refusal says its msg, or 服务异常 without one.
  await field(page, '手机号').fill(phone);
  await page.route('**/api/unitRegister', (route) => route.fulfill({ status: 500, json: { code: 50000, msg: '', data: null } }), { times: 1 });
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: /^服务异常$/ })).toBeVisible();

  await submit(page);
  await expect(page).toHaveURL(/\/checkPending\.html$/);
  await expect(page.getByRole('heading', { name: '激活申请已提交，正在审核中' })).toBeVisible();
  const summary = page.getByTestId('application-summary');
  await expect(summary).toContainText(name);
  await expect(summary).toContainText('91350100M000100Y43');
  await expect(summary).toContainText('重庆站');
  // While it waits, the form leads to the pending page.
  await page.goto('/activeInformation.html');
  await expect(page).toHaveURL(/\/checkPending\.html$/);
  await context.close();
});

test('without a credit code: the code is cleared, the proof is uploaded for real, and another user sees none of it', async ({ browser }) => {
  const context = await newContext(browser);
  const { page } = await openForm(context);
  const name = `成都市高新区第${unique()}社区服务中心`;
  await field(page, '单位名称').fill(name);
  await creditCode(page).fill('91350100M000100Y43');
  await page.getByRole('radio', { name: '无独立统一社会信用代码' }).check();
  await expect(creditCode(page)).toHaveCount(0);
  await page.getByRole('radio', { name: '有独立统一社会信用代码' }).check();
  await expect(creditCode(page)).toHaveValue('');
  await page.getByRole('radio', { name: '无独立统一社会信用代码' }).check();

  await field(page, '城市站').selectOption({ label: '成都站' });
  await expect(page.locator('select[id$="-region"]')).toHaveValue('510000');
  await page.locator('select[id$="-region-3"]').selectOption({ label: '武侯区' });
  await field(page, '联系人').fill('陈晓');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: '请填写情况说明或上传证明材料' })).toBeVisible();

  // The proof: the size and the type are checked when picked, the content on the server.
  const file = page.getByLabel('上传证明材料');
  await file.setInputFiles({ name: '扫描件.png', mimeType: 'image/png', buffer: png(2 * 1024 * 1024 + 10) });
  await expect(page.getByText('文件大小不能超过 2M')).toBeVisible();
  await file.setInputFiles({ name: '证明.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText('文件格式有误，请重新上传!')).toBeVisible();
  await file.setInputFiles({ name: '证明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是PDF文件的内容') });
  await expect(page.getByText('文件格式有误，请重新上传!')).toBeVisible();
  await file.setInputFiles({ name: '事业单位法人证书.png', mimeType: 'image/png', buffer: png(4096) });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(page.getByTestId('attachment-name')).toContainText('事业单位法人证书.png');
  await field(page, '情况说明（与证明材料至少填写一项）').fill('本中心为街道办事处下设机构，使用上级单位统一社会信用代码。');

  await submit(page);
  await expect(page).toHaveURL(/\/checkPending\.html$/);
  await expect(page.getByTestId('application-summary')).toContainText('无独立统一社会信用代码');
  await expect(page.getByTestId('application-summary')).toContainText(name);

  // Another user has no application: their pending page is the empty form.
  const other = await newContext(browser);
  const { page: otherPage } = await openForm(other);
  await otherPage.goto('/checkPending.html');
  await expect(otherPage).toHaveURL(/\/activeInformation\.html$/);
  await expect(otherPage.getByText(name)).toHaveCount(0);
  await otherPage.goto('/checkSuccess.html');
  await expect(otherPage).toHaveURL(/\/activeInformation\.html$/);
  await other.close();
  await context.close();
});

test('an approved unit: the success page with the unit’s identity to switch to', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  await loginKnownPhone(context, '13800000021');
  const page = await context.newPage();
  await page.goto('/checkPending.html');
  await expect(page).toHaveURL(/\/checkSuccess\.html$/);
  await expect(page.getByRole('heading', { name: '采购单位激活成功' })).toBeVisible();
  await expect(page.getByRole('list', { name: '注册步骤' }).locator('[aria-current="step"]')).toHaveText(/注册成功/);
  await expect(page.getByTestId('application-summary')).toContainText('重庆市大数据发展局');
  await page.getByTestId('switch-unit').click();
  await expect(page.getByTestId('user-menu')).toContainText('重庆市大数据发展局');
  await context.close();
});
