import { expect, test, type Page } from '@playwright/test';
import { clientAddress } from './support/api-login';
import { loginKnownPhone } from './support/demo-login';
import { publishRequirement, waitForPush } from './support/quick-publish';

// E-mail (docs/features.md, E-mail) in real Chromium on the production build: an owner adds an address
// in 账号与安全 and confirms it by the link the capture received (/dev/mail-inbox), chooses 即时发送 for
// a subscription; a buyer publishes a matching requirement and its mail arrives with the record, the
// reason and RFC 8058 unsubscribe headers; the link works logged out (a forged one is refused). Then
// 每日摘要: the next requirement waits for the digest, which the digest job sends at the owner's hour.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;
const OWNER = '13800000003';
const newContext = (browser: import('@playwright/test').Browser) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });

/** Opens the newest captured mail to `email` whose subject has `subject`, waiting for it to arrive. */
async function openMail(page: Page, email: string, subject: string) {
  await expect(async () => {
    await page.goto('/dev/mail-inbox');
    await page.locator(`li[data-to="${email}"]`).filter({ hasText: subject }).first().getByRole('link').click({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByTestId('mail-message')).toContainText(subject);
  await page.getByTestId('mail-message').locator('summary').first().click();
  return page.getByTestId('mail-message');
}

test('an address is confirmed by its link, a pushed opportunity arrives by mail, unsubscribes logged out, and the digest collects the rest', async ({ browser }) => {
  test.setTimeout(300_000);
  const email = `wangli.${Date.now().toString(36)}@example.com`;
  const owner = await newContext(browser);
  await loginKnownPhone(owner, OWNER);
  const page = await owner.newPage();
  await page.goto(`/login/switch?buid=900003&role=0&callback=${encodeURIComponent('/user-center.html?tab=profile')}`);
  const saved = await owner.request.post('/api/saveEnterprisePurchaseInfo', {
    headers: { origin },
    data: { channel: 1, primaryClass: ['dev'], secondClass: ['dev-mini', 'dev-ec'], receiveRequrie: ['1'], city: ['330100'], budgetStart: 0, budgetEnd: 50_000 },
  });
  expect((await saved.json()).code).toBe(0);

  // 账号与安全: a wrong address is refused beside the field, a right one waits as 未验证.
  const card = page.getByTestId('uc-section-mail');
  await card.getByLabel('绑定邮箱').fill('not-an-address');
  await card.getByRole('button', { name: '发送验证邮件' }).click();
  await expect(card.getByRole('alert')).toHaveText('请输入正确的邮箱地址');
  await card.getByLabel('绑定邮箱').fill(email);
  await card.getByRole('button', { name: '发送验证邮件' }).click();
  await expect(card.getByRole('status')).toContainText(`验证邮件已发送到 ${email}`);
  await expect(card.getByTestId('mail-pending')).toHaveText(email);
  await expect(card.getByTestId('mail-state-pending')).toHaveText('未验证');

  // The link from the capture: GET asks, the button confirms, the same link again is refused.
  const inbox = await owner.newPage();
  const confirmMail = await openMail(inbox, email, '请验证您的邮箱');
  const link = /(http:\/\/localhost:\d+\/mailConfirm\?t=[\w-]+)/.exec((await confirmMail.getByTestId('mail-text').textContent()) ?? '')?.[1];
  expect(link).toBeTruthy();
  await inbox.goto(link!);
  await inbox.getByRole('button', { name: '确认验证' }).click();
  await expect(inbox.getByTestId('answer-title')).toHaveText('邮箱验证成功');
  const again = await inbox.goto(link!);
  expect(again!.status()).toBe(410);
  await expect(inbox.getByTestId('answer-title')).toHaveText('链接已使用');
  await page.reload();
  await expect(card.getByTestId('mail-email')).toHaveText(email);
  await expect(card.getByTestId('mail-state-active')).toHaveText('已验证');
  // The digest goes out at this hour (China time), for the second half of the test.
  const chinaHour = (new Date().getUTCHours() + 8) % 24;
  await card.getByLabel('每日摘要').selectOption(String(chinaHour));
  await expect(card.getByRole('status')).toContainText(`${chinaHour}:00`);

  // 我的订阅管理: 即时发送 for the software subscription.
  await page.goto('/inbox.html?kind=bid_push&view=subscriptions');
  await page.getByTestId('subscription-mail-1').selectOption('instant');
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

  const buyer = await newContext(browser);
  const title = `邮件推送测试${Date.now().toString(36)}社区团购小程序开发`;
  await publishRequirement(buyer, `${title}\n包含商品展示、拼团下单和会员积分，预算3万元，希望两个月内上线`);
  const pushMail = await openMail(inbox, email, `新商机：${title}`);
  const text = pushMail.getByTestId('mail-text');
  await expect(text).toContainText(title);
  await expect(text).toContainText('采购单位');
  await expect(text).toContainText('截止时间');
  await expect(text).toContainText('符合您的软件外包商机订阅：城市：杭州；服务类别：小程序开发');
  await expect(text).toContainText(`${origin}/jfportal/all/detail/jfXQ`);
  const headers = pushMail.getByTestId('mail-headers');
  await expect(headers).toContainText(/List-Unsubscribe-Post\s*List-Unsubscribe=One-Click/);
  const unsubscribe = /<(http:\/\/localhost:\d+\/mailUnsubscribe\?[^>]+)>/.exec(await headers.innerText())?.[1];
  expect(unsubscribe).toBeTruthy();
  await expect(text).toContainText(unsubscribe!);

  // Logged out: an altered link is refused; the real one asks, then unsubscribes this subscription's mail.
  const visitor = await newContext(browser);
  const stranger = await visitor.newPage();
  const forged = await stranger.goto(unsubscribe!.replace(/([?&]s=)\d+/, '$19999'));
  expect(forged!.status()).toBe(400);
  await expect(stranger.getByTestId('answer-title')).toHaveText('退订链接无效');
  await stranger.goto(unsubscribe!);
  await expect(stranger.getByTestId('answer-message')).toContainText('软件外包商机');
  await stranger.getByRole('button', { name: '确认退订' }).click();
  await expect(stranger.getByTestId('answer-title')).toHaveText('已退订');
  await page.reload();
  await expect(page.getByTestId('subscription-mail-1')).toHaveValue('off');

  // 每日摘要: the next requirement arrives in the inbox only, and the digest job sends it.
  await page.getByTestId('subscription-mail-1').selectOption('digest');
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  const later = `摘要测试${Date.now().toString(36)}电商小程序开发`;
  // Another buyer: a second code from one network in ten minutes would ask for a captcha.
  const buyer2 = await newContext(browser);
  await publishRequirement(buyer2, `${later}\n需要开发电商小程序，预算2万元`);
  await waitForPush(page, later, 60_000);
  const queued = await owner.request.post('/dev/mail-digest', { headers: { origin } });
  expect((await queued.json()).code).toBe(0);
  const digest = await openMail(inbox, email, '商机日报');
  await expect(digest.getByTestId('mail-text')).toContainText(later);
  await expect(digest.getByTestId('mail-text')).not.toContainText(title);
  await expect(digest.getByTestId('mail-headers')).toContainText('List-Unsubscribe=One-Click');
  await Promise.all([owner.close(), buyer.close(), buyer2.close(), visitor.close()]);
});
