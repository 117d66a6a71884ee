import { expect, test, type Page } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { loginKnownPhone } from './support/demo-login';

// The user centre (docs/features.md): a user's records made through the product's calls appear in their
// sections; the inbox's read marks bring the header's count down; a subscription is edited, paused and
// resumed; 退出所有设备 from a second browser ends the first's login; a frozen account is logged out.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;
const headers = { origin };
const DEMO = '13800000001'; // 陈思远, owner of 重庆云图数据科技有限公司 (900001), unread messages of every kind
const memo = '我们需要为园区开发一套访客预约与门禁联动系统，包含小程序预约、后台审批和数据看板，希望三个月内上线';

const headerUnread = async (page: Page) => Number(/(\d+) 条未读/.exec((await page.getByTestId('inbox').getAttribute('aria-label')) ?? '')?.[1] ?? 0);

test('a user sees each section with their own records, marks messages read and edits a subscription', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();

  // A visitor is sent to log in and comes back to the section asked for.
  await page.goto('/user-center.html?tab=follows');
  await expect(page).toHaveURL(/\/login\?callback=/);
  expect(decodeURIComponent(page.url())).toContain('/user-center.html?tab=follows');

  await loginKnownPhone(context, DEMO);
  await page.goto(`/login/switch?buid=900001&role=0&callback=${encodeURIComponent('/user-center.html')}`);
  await expect(page.getByTestId('uc-overview')).toContainText('重庆云图数据科技有限公司');

  // Records through the product's calls: a subscription, a follow (the card's button), a requirement,
  // a consult ticket, an expert consultation and a chat with the platform's customer service.
  const jfid = (await (await context.request.post('/api/getUserInfo', { headers, data: {} })).json()).data.jfid as number;
  const sub = await context.request.post('/api/saveEnterprisePurchaseInfo', {
    headers,
    data: { channel: 1, primaryClass: ['dev'], secondClass: ['dev-mini'], receiveRequrie: ['1'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 },
  });
  expect((await sub.json()).code).toBe(0);
  const published = await context.request.post('/api/quickPublish', { headers, form: { memo, mobile: DEMO, entry: 'main_site_pc_btn', fromType: '1', jfidStr: String(jfid) } });
  expect((await published.json()).resultcode).toBe('1');
  const ticket = await context.request.post('/api/consultTicketCreate', {
    headers,
    data: { ticketField: '7', content: '需要对正在建设的政务平台做第三方IT监理，请尽快联系', corpName: '重庆云图数据科技有限公司', contactName: '陈思远', phoneNumber: DEMO, jfid, subject: '软件咨询：IT监理' },
  });
  expect((await ticket.json()).code).toBe(0);
  const expertJfId = (await (await context.request.get('/api/getExpertInfoByJfId')).json()).data.jfId as number;
  const asked = await context.request.post('/api/expertConsultSubmit', { headers, data: { jfId: expertJfId, description: '想了解区县政务云迁移的实施路径和预算区间' } });
  expect((await asked.json()).code).toBe(0);
  expect((await (await context.request.post('/api/chatOpen', { headers, data: { type: '2' } })).json()).code).toBe(0);
  await page.goto('/business.html');
  const follow = page.getByTestId('follow-button').first();
  await follow.click();
  await expect(follow).toHaveAttribute('data-followed', '1');

  // Each section.
  await page.goto('/user-center.html');
  await expect(page.getByTestId('uc-counts')).toContainText('我的关注');
  await page.getByTestId('uc-menu').getByRole('link', { name: '我的关注' }).click();
  await expect(page.getByTestId('uc-follows').locator('li')).toHaveCount(1);
  await page.goto('/user-center.html?tab=demands');
  await expect(page.getByTestId('my-demands')).toContainText(memo.slice(0, 20));
  await page.goto('/user-center.html?tab=consults');
  await expect(page.getByTestId('my-tickets')).toContainText('软件咨询：IT监理');
  await page.getByRole('link', { name: '专家咨询' }).click();
  await expect(page.getByTestId('uc-expert-consults')).toContainText('区县政务云迁移');
  await page.goto('/user-center.html?tab=chats');
  await expect(page.getByTestId('uc-chats')).toContainText('客服');
  await expect(page.getByTestId('uc-chats').getByRole('link').first()).toHaveAttribute('href', /\/chatRT\.html\?c=\d+$/);
  await page.goto('/user-center.html?tab=schemes');
  await expect(page.getByTestId('uc-section-schemes').getByTestId('empty-state')).toContainText('还没有提交过方案');
  await page.goto('/workbench.html');
  await expect(page.getByTestId('workbench-view')).toContainText('推送中的订阅');

  // The inbox: the kind's badge and the header agree; read-all and a delete bring both down.
  await page.goto('/inbox.html?kind=sys');
  const before = await headerUnread(page);
  await expect(page.getByTestId('inbox-kind-sys').getByTestId('inbox-kind-badge')).toHaveText('3');
  await expect(page.getByTestId('uc-inbox-badge')).toHaveText(String(before));
  await page.getByTestId('inbox-read-all').click();
  await expect(page.getByTestId('inbox-kind-sys').getByTestId('inbox-kind-badge')).toHaveCount(0);
  await expect.poll(() => headerUnread(page)).toBe(before - 3);
  await page.goto('/inbox.html?kind=order');
  const orders = page.getByTestId('inbox-message');
  const orderCount = await orders.count();
  page.once('dialog', (d) => void d.accept());
  await orders.filter({ hasText: 'JF2026031800012' }).getByTestId('inbox-delete').click();
  await expect(orders).toHaveCount(orderCount - 1);
  await expect.poll(() => headerUnread(page)).toBe(before - 4);

  // 我的订阅管理: edit through the subscribe dialog, then pause and resume the channel.
  await page.goto('/inbox.html?kind=bid_push&view=subscriptions');
  await expect(async () => {
    await page.getByTestId('edit-subscription-1').click();
    await expect(page.getByRole('dialog')).toContainText('订阅软件外包商机', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-receiveRequrie').getByRole('button', { name: '仅限个人', exact: true }).click();
  await dialog.getByTestId('subscribe-submit').click();
  await expect(dialog.getByTestId('subscribe-success')).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  const item = page.locator('[data-channel="1"]');
  await expect(item).toContainText('仅限个人');
  await item.getByTestId('pause-subscription-1').click();
  await expect(item).toContainText('已停用');
  await item.getByTestId('resume-subscription-1').click();
  await expect(item).toContainText('推送中');
  await context.close();
});

test('退出所有设备 in a second browser ends the first one’s login', async ({ browser }) => {
  test.setTimeout(150_000);
  const first = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(first);
  const second = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginKnownPhone(second, phone);
  const a = await first.newPage();
  await a.goto('/user-center.html?tab=profile');
  await expect(a.getByTestId('uc-sessions').locator('li')).toHaveCount(2);

  const b = await second.newPage();
  await b.goto('/user-center.html?tab=profile');
  b.once('dialog', (d) => void d.accept());
  await b.getByTestId('logout-everywhere').click();
  await expect(b).toHaveURL(`${origin}/`);

  await a.goto('/user-center.html?tab=profile');
  await expect(a).toHaveURL(/\/login\?callback=/);
  await Promise.all([first.close(), second.close()]);
});

test('a frozen account is logged out on its next page', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const phone = await loginFreshPhone(context);
  const page = await context.newPage();
  await page.goto('/user-center.html');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const frozen = await context.request.post('/dev/account-status', { headers, data: { mobile: phone, status: 1 } });
  expect((await frozen.json()).code).toBe(0);
  await page.goto('/index.html');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await page.goto('/user-center.html');
  await expect(page).toHaveURL(/\/login\?callback=/);
  await context.close();
});

test('我的方案: a supplier’s schemes in review and sent back, each to its read-only page', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginKnownPhone(context, '13800000022'); // 孙浩然, owner of 成都锐思信息技术有限公司 (seed/demo-schemes.ts)
  const page = await context.newPage();
  await page.goto('/user-center.html?tab=schemes');
  const list = page.getByTestId('uc-schemes');
  await expect(list.locator('li')).toHaveCount(2);
  const rejected = list.locator('li[data-status="rejected"]');
  await expect(rejected).toContainText('未通过');
  await expect(rejected).toContainText('案例缺少用户单位的验收证明');
  await expect(rejected.getByTestId('scheme-resubmit')).toHaveAttribute('href', '/preferredScheme.html');
  await expect(list.locator('li[data-status="submitted"]')).toContainText('审核中');
  await list.locator('li[data-status="submitted"]').getByRole('link', { name: '查看方案' }).click();
  await expect(page).toHaveURL(/\/optimalSchemeDetails\.html\?id=\d+$/);
  await expect(page.locator('#main')).toContainText('智慧园区访客预约与门禁联动平台');
  await context.close();
});
