import { expect, test } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { loginKnownPhone } from './support/demo-login';
import { publishRequirement, waitForPush } from './support/quick-publish';

// Subscriptions (001 §3), delivery: an enterprise owner subscribes; a buyer publishes a matching requirement through
// quick publish; the background job puts it into the owner's inbox (站内信 · 商机推送), the unread
// badge goes up, opening it marks it read, and 我的订阅管理 shows and edits the subscription.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;
const OWNER = '13800000003';
const inboxLabel = (n: number) => (n > 0 ? `消息，${n} 条未读` : '消息');
// The title (the memo's first line) is this run's own: other files publish requirements this subscription matches too.
const title = `社区团购小程序${Date.now().toString(36)}`;
const memo = `${title}\n我们需要开发一个社区团购小程序，包含商品展示、拼团下单和会员积分，预算3万元，希望两个月内上线`;

test('a matching new requirement reaches the subscriber’s inbox once, and is marked read when opened', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginKnownPhone(owner, OWNER);
  const page = await owner.newPage();
  // Act as the enterprise (the owner identity), through the identity switch of the header menu.
  await page.goto(`/login/switch?buid=900003&role=0&callback=${encodeURIComponent('/inbox.html')}`);
  const saved = await owner.request.post('/api/saveEnterprisePurchaseInfo', {
    headers: { origin },
    data: { channel: 1, primaryClass: ['dev'], secondClass: ['dev-mini', 'dev-ec'], receiveRequrie: ['1'], city: ['330100'], budgetStart: 0, budgetEnd: 50_000 },
  });
  expect((await saved.json()).code).toBe(0);
  await page.reload();
  const badge = page.getByTestId('inbox');
  const unreadBefore = Number(/(\d+) 条未读/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // A buyer (a visitor) publishes a requirement on the default city's site: 杭州.
  const buyer = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await publishRequirement(buyer, memo);

  // The queue delivers within a few seconds.
  await waitForPush(page, title);
  // The badge counts it (and whatever else reached this shared demo account meanwhile).
  const unreadWith = Number(/(\d+) 条未读/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  expect(unreadWith).toBeGreaterThan(unreadBefore);
  const message = page.getByTestId('inbox-message').filter({ hasText: title });
  await expect(message).toContainText('该商机符合您的软件外包商机订阅（城市：杭州；服务类别：小程序开发；预算0-50000元）');
  await expect(message).toHaveAttribute('data-read', '0');

  // Opening it marks it read and leads to the demand's own page.
  await message.getByRole('link').click();
  await expect(page).toHaveURL(/\/jfportal\/all\/detail\/jfXQ\d{14}$/);
  await page.goto('/inbox.html?kind=bid_push');
  await expect(page.getByTestId('inbox-message').filter({ hasText: title })).toHaveAttribute('data-read', '1');
  await expect(badge).toHaveAttribute('aria-label', inboxLabel(unreadWith - 1));

  // 我的订阅管理: the subscription in words, and its dialog pre-filled for editing.
  await page.getByRole('link', { name: '我的订阅管理' }).click();
  const list = page.getByTestId('subscription-list');
  await expect(list).toContainText('软件外包商机');
  await expect(list).toContainText('软件开发（小程序开发、电商平台开发）');
  await expect(async () => {
    await page.getByTestId('edit-subscription-1').click();
    await expect(page.getByRole('dialog')).toContainText('订阅软件外包商机', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  // Another user sees none of it.
  const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(stranger);
  const other = await stranger.newPage();
  await other.goto('/inbox.html?kind=bid_push');
  await expect(other.getByTestId('inbox-message')).toHaveCount(0);
  await other.goto('/inbox.html?kind=bid_push&view=subscriptions');
  await expect(other.getByText('您不是该企业负责人，无法使用该功能！')).toBeVisible();
  await Promise.all([owner.close(), buyer.close(), stranger.close()]);
});
