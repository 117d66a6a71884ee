import { expect, test } from '@playwright/test';
import { clientAddress } from './support/api-login';
import { smsCodeOf } from './support/sms-inbox';

// The platform's activities and the rules centre (001 §2) in real Chromium on the production build:
// list with filters -> detail -> sign up as a visitor (log in first, come back) -> the form restored
// from session storage -> my activities -> cancel; a full activity; the rule pages.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;

interface Card {
  id: number;
  title: string;
  status: string;
}

test('a visitor finds an activity, logs in on the way, signs up, sees it in my activities and cancels it', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();

  await page.goto('/activityIndex.html');
  await expect(page.getByRole('heading', { level: 1, name: /平台活动/ })).toBeVisible();
  const filters = page.getByTestId('activity-filters');
  await filters.getByRole('link', { name: '供需对接' }).click();
  await expect(page).toHaveURL(/\/activityIndex\.html\?type=2$/);
  await expect(filters.getByRole('link', { name: '供需对接' })).toHaveAttribute('aria-current', 'true');
  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toBeVisible();
  for (const tag of await cards.locator('.tag').allInnerTexts()) expect(tag).toBe('供需对接');
  await filters.getByRole('link', { name: '往期回顾' }).click();
  await expect(page).toHaveURL(/type=2&when=past/);
  await expect(cards.first().getByText('已结束')).toBeVisible();
  await filters.getByRole('link', { name: '即将开始' }).click();
  // Its page first: a click on the old page's 全部 would keep when=past.
  await expect(page).toHaveURL(/\/activityIndex\.html\?type=2$/);
  await filters.getByRole('link', { name: '全部' }).first().click();
  await expect(page).toHaveURL(/\/activityIndex\.html$/);

  // The first open one: its detail, then 立即报名 sends the visitor to log in.
  const open = cards.filter({ hasText: '报名中' }).first();
  const title = (await open.getByRole('heading').getByRole('link').innerText()).trim();
  await open.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/activityDetails\.html\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('agenda').locator('li').first()).toBeVisible();
  const left = Number(await page.getByTestId('places-left').innerText());
  await page.getByRole('link', { name: '立即报名' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?callback=%2FactivitySignUp\\.html%3Fid%3D${id}$`));

  const phone = `136${String(Date.now()).slice(-8)}`;
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByLabel('短信验证码').fill(await smsCodeOf(context, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/activitySignUp\\.html\\?id=${id}$`));

  // The form: the account's phone needs no SMS code; the server's rules answer in Chinese.
  await expect(page.getByRole('heading', { name: '活动报名' })).toBeVisible();
  await expect(page.locator('#telphone')).toHaveValue(phone);
  await expect(page.locator('#verificationCode')).toHaveCount(0);
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请输入单位名称')).toBeVisible();
  await page.locator('#depName').fill('重庆市渝北区教育委员会');
  await page.locator('#contactName').fill('张敏');
  await page.locator('#region').selectOption({ label: '重庆市' });
  await page.locator('#region-2').selectOption({ label: '重庆市' });
  await page.locator('#region-3').selectOption({ label: '渝北区' });
  // Another phone needs its code.
  await page.locator('#telphone').fill('13912340000');
  await expect(page.locator('#verificationCode')).toBeVisible();
  await page.locator('#telphone').fill(phone);
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请阅读并同意《云采汇平台保密协议》')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('报名成功')).toBeVisible();

  // The detail page now counts the place and knows the user signed up.
  await page.goto(`/activityDetails.html?id=${id}`);
  await expect(page.getByTestId('places-left')).toHaveText(String(left - 1));
  await expect(page.getByText('您已报名该活动')).toBeVisible();

  // A second sign-up starts from what session storage kept (002 §3).
  const list = (await (await context.request.post('/api/activityList', { data: { pageSize: 50 }, headers: { origin } })).json()) as { data: { list: Card[] } };
  const other = list.data.list.find((a) => a.status === 'open' && a.id !== id)!;
  await page.goto(`/activitySignUp.html?id=${other.id}`);
  await expect(page.locator('#depName')).toHaveValue('重庆市渝北区教育委员会');
  await expect(page.locator('#contactName')).toHaveValue('张敏');
  await expect(page.locator('#region-3')).toHaveValue(/\d{6}/);

  // My activities: the sign-up with its status, then cancelled.
  await page.goto('/mineActivity.html');
  const mine = page.getByTestId('my-sign-up').filter({ hasText: title });
  await expect(mine.getByText('已报名')).toBeVisible();
  await mine.getByRole('button', { name: '取消报名' }).click();
  await page.getByRole('dialog', { name: '取消报名' }).getByRole('button', { name: '确定取消' }).click();
  await expect(mine.getByText('已取消')).toBeVisible();
  await expect(mine.getByRole('button', { name: '取消报名' })).toHaveCount(0);
  await page.goto(`/activityDetails.html?id=${id}`);
  await expect(page.getByTestId('places-left')).toHaveText(String(left));
  await context.close();
});

test('a full activity offers no sign-up, and my activities needs a login', async ({ page }) => {
  const list = (await (await page.request.post('/api/activityList', { data: { pageSize: 50 }, headers: { origin } })).json()) as { data: { list: Card[] } };
  const full = list.data.list.find((a) => a.status === 'full')!;
  await page.goto(`/activityDetails.html?id=${full.id}`);
  await expect(page.getByTestId('places-left')).toHaveText('0');
  await expect(page.getByText('名额已满').last()).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('link', { name: '立即报名' })).toHaveCount(0);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'Event', name: full.title, remainingAttendeeCapacity: 0 });
  await page.goto('/mineActivity.html');
  await expect(page).toHaveURL(/\/login\?callback=%2FmineActivity\.html$/);
});

test('the rules centre lists the rules and each rule page opens, also from its /v2/ address', async ({ page }) => {
  await page.goto('/ruleCenter.html');
  await expect(page.getByRole('heading', { level: 1, name: /规则中心/ })).toBeVisible();
  await page.getByTestId('rule-list').getByRole('link', { name: '云采汇平台供应商管理规则' }).click();
  await expect(page).toHaveURL(/\/rule001\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: '云采汇平台供应商管理规则' })).toBeVisible();
  await expect(page.getByText('生效日期 2026-07-01').first()).toBeVisible();
  await expect(page.getByText('第一条', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: '规则列表' }).getByRole('link', { name: '云采汇平台采购单位行为规范' }).click();
  await expect(page).toHaveURL(/\/rule001-1\.html$/);
  await expect(page.getByRole('heading', { level: 2, name: '第二章 账号激活与管理' })).toBeVisible();
  await page.goto('/v2/rule001-1.html');
  await expect(page).toHaveURL(/\/rule001-1\.html$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/rule001-1\.html$/);
});
