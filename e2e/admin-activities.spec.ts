import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clientAddress, loginFreshPhone } from './support/api-login';

// The console's content part (docs/features.md, Operator console): an editor creates an activity with a
// cover, a user signs up on the public page, the editor stops sign-ups (a second user is refused with the
// message), downloads the sign-ups as CSV and Excel (both read back here), and publishes a rule's new
// text, which the public page shows within the page cache's lifetime; a reviewer and a plain user get
// 404 on these pages and calls.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };
const DAY = 86_400_000;
// A 1x1 PNG: the upload is checked by its content, not its name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A moment as a datetime-local field on China's clock reads it. */
const chinaLocal = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

async function userContext(browser: Browser, role?: string): Promise<{ context: BrowserContext; phone: string }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  if (role) expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return { context, phone };
}

test('an editor runs an activity and its sign-ups and publishes a rule; a reviewer and a user get 404', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `控制台测试活动${stamp}`;
  const depName = `=重庆市测试单位${stamp}`;
  // One after another: each login sends an SMS code, and the portal limits sends per moment (docs/limits.md).
  const editor = await userContext(browser, 'editor');
  const reviewer = await userContext(browser, 'reviewer');
  const first = await userContext(browser);
  const second = await userContext(browser);

  // The editor creates an activity from the console's first page, with a cover.
  const page = await editor.context.newPage();
  await page.goto('/admin');
  await page.getByTestId('activities-link').click();
  await page.getByRole('link', { name: '新建活动' }).click();
  const form = page.getByTestId('activity-form');
  await form.getByRole('button', { name: '创建活动' }).click();
  await expect(form.getByText('请输入活动标题')).toBeVisible();
  await page.locator('#title').fill(title);
  await page.locator('#type').selectOption({ label: '供需对接' });
  await page.locator('#summary').fill('面向采购单位与供应商的供需对接会');
  await page.locator('#cover').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  const start = Date.now() + 10 * DAY;
  await page.locator('#startTime').fill(chinaLocal(start));
  await page.locator('#endTime').fill(chinaLocal(start + 4 * 3_600_000));
  await page.locator('#signUpDeadline').fill(chinaLocal(start + DAY));
  await page.locator('#cityCode').selectOption('500100');
  await page.locator('#online').uncheck();
  await page.locator('#place').fill('重庆市渝北区金开大道 88 号');
  await page.locator('#quota').fill('30');
  await page.locator('#organiser').fill('云采汇平台');
  await page.locator('#intro').fill('介绍第一段\n介绍第二段');
  await page.locator('#agenda').fill('09:00-09:30|签到\n09:30-11:30|供需对接');
  await form.getByRole('button', { name: '创建活动' }).click();
  // The deadline after the start is refused with its reason, beside the field.
  await expect(form.getByText('报名截止时间不能晚于开始时间')).toBeVisible();
  await page.locator('#signUpDeadline').fill(chinaLocal(start - DAY));
  await form.getByRole('button', { name: '创建活动' }).click();
  await expect(page).toHaveURL(/\/admin\/activities\/\d+$/);
  const id = Number(/\/admin\/activities\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('sign-up-state')).toContainText('报名开放中');

  // A user signs up on the public pages; the cover shows on the activity's page.
  const user = await first.context.newPage();
  await user.goto(`/activityDetails.html?id=${id}`);
  await expect(user.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(user.getByTestId('activity-cover')).toBeVisible();
  await user.getByRole('link', { name: '立即报名' }).click();
  await user.locator('#depName').fill(depName);
  await user.locator('#contactName').fill('张敏');
  await user.locator('#region').selectOption({ label: '重庆市' });
  await user.locator('#region-2').selectOption({ label: '重庆市' });
  await user.locator('#region-3').selectOption({ label: '渝北区' });
  await user.getByRole('checkbox').check();
  await user.getByRole('button', { name: '提交报名' }).click();
  await expect(user.getByText('报名成功')).toBeVisible();

  // The editor stops sign-ups: the second user is refused, on the page and by the call.
  await page.reload();
  await page.getByRole('button', { name: '停止报名' }).click();
  await expect(page.getByTestId('sign-up-state')).toContainText('已停止报名');
  const other = await second.context.newPage();
  await other.goto(`/activitySignUp.html?id=${id}`);
  await expect(other.getByRole('status')).toContainText('当前活动已停止报名，无法报名');
  const refused = await second.context.request.post('/api/activitySignUp', {
    headers,
    data: { activityId: id, depName: '第二单位', creditCode: '', contactName: '李强', telphone: second.phone, verificationCode: '', provinceCode: '500000', provinceName: '重庆市', cityCode: '500100', cityName: '重庆市', areaCode: '', areaName: '', checked: true },
  });
  expect(await refused.json()).toMatchObject({ msg: '该活动已停止报名，无法报名' });

  // The sign-ups in the console, then both exports, read back.
  await page.getByRole('link', { name: /报名名单/ }).click();
  await expect(page.getByTestId('sign-up-list')).toContainText(depName);
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出 CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe(`活动报名-${id}.csv`);
  const csv = await readFile((await csvDownload.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(`'${depName},,张敏,${first.phone}`);
  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出 Excel' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsxDownload.path())!);
  const rows = book.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
  expect(rows).toContainEqual(expect.arrayContaining([depName, '张敏', first.phone]));

  // A rule's new text: the last chapter gets an article, effective today.
  const article = `本规范的修订说明以规则中心公示为准（${stamp}）。`;
  await page.goto('/admin');
  await page.getByTestId('rules-link').click();
  await page.getByTestId('rule-list').getByRole('link', { name: '云采汇平台采购单位行为规范' }).click();
  const articles = page.getByTestId('rule-chapter').last().getByLabel('条文');
  await articles.fill(`${await articles.inputValue()}\n${article}`);
  await page.locator('#effectiveFrom').fill(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: '发布修改' }).click();
  await expect(page.getByText(/^已发布（/)).toBeVisible();
  // A visitor sees it once the page cache's copy has lapsed.
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto('/rule001-1.html');
    await expect(visitor.getByText(article)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
  await visitor.close();

  // The trail has every step.
  await page.goto('/admin');
  const trail = page.getByTestId('audit-trail');
  for (const action of ['新建活动', '停止报名', '导出报名名单', '发布规则']) await expect(trail).toContainText(action);

  // A reviewer (another role) and a plain user: 404 on every page and call of this part.
  for (const outsider of [reviewer.context, first.context]) {
    const p = await outsider.newPage();
    for (const path of ['/admin/activities', `/admin/activities/${id}`, `/admin/activities/${id}/sign-ups`, '/admin/activities/new', '/admin/rules', '/admin/rules/rule001']) {
      expect((await p.goto(path))?.status(), path).toBe(404);
    }
    const exported = await outsider.request.get(`/api/admin/exportActivitySignUps?id=${id}&format=csv`);
    expect(exported.status()).toBe(404);
    for (const [name, data] of [['setActivitySignUp', { id, open: true }], ['deleteActivity', { id }], ['publishRule', { code: 'rule001', form: {} }]] as const) {
      const res = await outsider.request.post(`/api/admin/${name}`, { headers, data });
      expect(res.status(), name).toBe(404);
      expect((await res.json()).msg).toBe('接口不存在');
    }
  }
  await Promise.all([editor.context.close(), reviewer.context.close(), first.context.close(), second.context.close()]);
});
