import { expect, request as playwrightRequest, test } from '@playwright/test';
import Parser from 'rss-parser';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { publishRequirement, waitForPush } from './support/quick-publish';

// Saved searches and feeds (docs/features.md, Saved searches and feeds): a supplier saves a search of the
// demand hall (a visitor is sent to log in first), renames it and picks its e-mail in the user centre; a buyer publishes a
// matching requirement; the push reaches the supplier's inbox with the saved search named as the reason;
// its private feed, read without any cookie, has the item; revoked, the feed is refused.

const HALL = '/demandHall.html?category=dev&subCategory=dev-mini';
// The title (the memo's first line) is this run's own: other files publish 小程序 requirements too.
const title = `生鲜配送小程序${Date.now().toString(36)}`;
const memo = `${title}\n我们需要开发一个生鲜配送小程序，包含商品展示、在线下单和会员积分，预算3万元，希望两个月内上线`;

test('a saved demand-hall search pushes a new matching requirement to the inbox and to its private feed', async ({ browser }) => {
  test.setTimeout(150_000);
  const supplier = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await supplier.newPage();

  // A visitor is sent to log in, with the page as the return address.
  await page.goto(HALL);
  await page.getByTestId('save-search').click();
  await expect(page).toHaveURL(/\/login\?callback=/);
  expect(decodeURIComponent(page.url())).toContain('/demandHall.html?category=dev&subCategory=dev-mini');

  await loginFreshPhone(supplier);
  await page.goto(HALL);
  await page.getByTestId('save-search').click();
  const toast = page.getByTestId('saved-search-toast');
  await expect(toast).toContainText('已订阅此搜索“软件外包 · 软件开发 · 小程序开发”');
  await toast.getByRole('link', { name: '管理订阅搜索' }).click();

  // The user centre: rename it.
  await expect(page).toHaveURL(/\/user-center\.html\?tab=searches$/);
  const item = page.getByTestId('saved-search').first();
  await expect(item.getByTestId('saved-search-summary')).toContainText('需求大厅 · 需求类型：软件外包 · 服务类别：软件开发');
  await item.getByTestId('saved-search-rename').click();
  await item.getByTestId('saved-search-name-input').fill('小程序需求提醒');
  await item.getByTestId('saved-search-name-save').click();
  await expect(page.getByTestId('saved-search-name').first()).toHaveText('小程序需求提醒');
  // Its own e-mail choice: saved, with the reminder that no confirmed address takes mail yet.
  const mail = page.getByTestId('saved-search').first().getByLabel('邮件方式');
  await mail.selectOption('instant');
  await expect(page.getByTestId('saved-search').first().getByRole('status')).toHaveText('已保存，请先在“账号与安全”中绑定并验证邮箱');
  await page.reload();
  await expect(page.getByTestId('saved-search').first().getByLabel('邮件方式')).toHaveValue('instant');
  const feedUrl = await page.getByTestId('feed-url').first().inputValue();
  expect(feedUrl).toMatch(/\/feeds\/[A-Za-z0-9_-]{43}\.rss$/);

  // A buyer (a visitor) publishes a matching requirement through quick publish.
  const buyer = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await publishRequirement(buyer, memo);

  // The job pushes it to the supplier's inbox with the saved search as the reason.
  await waitForPush(page, title);
  await expect(page.getByTestId('inbox-message').filter({ hasText: title })).toContainText('该商机符合您的订阅搜索“小程序需求提醒”');

  // The private feed, fetched with no cookie at all, is valid RSS with the item.
  const reader = await playwrightRequest.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const answer = await reader.get(feedUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const feed = await new Parser().parseString(await answer.text());
  expect(feed.title).toContain('小程序需求提醒');
  const entry = feed.items.find((i) => i.title?.includes(title));
  expect(entry?.link).toMatch(/\/jfportal\/all\/detail\/jfXQ\d{14}$/);
  expect(entry?.contentSnippet ?? entry?.content).toContain('推送原因：该商机符合您的订阅搜索“小程序需求提醒”');

  // Revoked in the user centre: refused at once.
  await page.goto('/user-center.html?tab=searches');
  await page.getByTestId('saved-search').first().getByTestId('feed-revoke').click();
  await expect(page.getByTestId('saved-search').first().getByTestId('feed-links')).toContainText('已撤销');
  const refused = await reader.get(feedUrl);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain('订阅源不存在或已被撤销');
  await reader.dispose();
  await Promise.all([supplier.close(), buyer.close()]);
});
