import { expect, test, type Browser, type Page } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';

// Business opportunities (001 §3 Bid card, Outsourcing card): /business.html and /demandHall.html on the seeded data, the card
// click targets of 001 §2, filters, the sort bar of 001 §4 and following per identity.

const bidCards = (page: Page) => page.getByTestId('bid-card');
const demandCards = (page: Page) => page.getByTestId('outsourcing-card');
const total = async (page: Page) => Number(await page.getByTestId('list-total').innerText());
const sortTab = (page: Page, value: string) => page.locator(`[data-testid="sort-tab"][data-value="${value}"]`);
const filterItem = (page: Page, field: string, key: string) => page.getByTestId(`filter-field-${field}`).locator(`[data-key="${key}"]`);

/** '47.3万' or '8500元' in yuan; a budget not given (详见公告, 面议) is null. */
function yuanOf(text: string): number | null {
  const m = /^([\d.]+)(万|元)$/.exec(text.trim());
  return m ? Number(m[1]) * (m[2] === '万' ? 10_000 : 1) : null;
}

async function loggedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(context);
  return context.newPage();
}

test('the tender list renders seeded cards whose click targets follow 001 §2', async ({ page }) => {
  await page.goto('/business.html');
  await expect(page).toHaveTitle(/软件商机/);
  await expect(bidCards(page)).toHaveCount(10);
  expect(await total(page)).toBeGreaterThan(1000);
  const hrefs = await bidCards(page).locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) expect(href).toMatch(/^\/(politicsTenderDetails\.html\?intentionCode=YX|gov_purchase_detail\.html\?bidCode=ZB|purchaseBidDetail\.html\?orderId=ZB)\d+$/);

  // Every kind of target opens its detail page with the card's title.
  let opened = 0;
  for (const pattern of ['politicsTenderDetails', 'gov_purchase_detail', 'purchaseBidDetail']) {
    await page.goto(`/business.html?sort=time${pattern === 'politicsTenderDetails' ? '&type=1' : '&type=2'}`);
    const link = bidCards(page).locator(`h3 a[href*="${pattern}"]`).first();
    if (!(await link.count())) continue;
    const title = await link.innerText();
    await link.click();
    await page.waitForURL(new RegExp(pattern));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByTestId('detail-facts')).toContainText('项目编号');
    // 001 §2 gives the platform's notice page an ad slot, under the subscribe box.
    const ads = page.getByRole('complementary').getByTestId('ad-link');
    if (pattern === 'gov_purchase_detail') await expect(ads.first()).toBeVisible();
    else await expect(ads).toHaveCount(0);
    opened++;
  }
  // Intentions and at least one kind of notice (a first page of notices holds both kinds nearly always).
  expect(opened).toBeGreaterThanOrEqual(2);
});

test('the demand hall renders software and manpower cards that open /jfportal/all/detail/jf{orderNo}', async ({ page }) => {
  await page.goto('/demandHall.html');
  await expect(demandCards(page)).toHaveCount(12);
  await page.getByTestId('tab-strip').getByRole('link', { name: '人力外包' }).click();
  await page.waitForURL(/tab=manpower/);
  await expect(demandCards(page).first()).toContainText('人力外包');
  const link = demandCards(page).first().locator('h3 a');
  expect(await link.getAttribute('href')).toMatch(/^\/jfportal\/all\/detail\/jfXQ\d{14}$/);
  const title = await link.innerText();
  await link.click();
  await page.waitForURL(/\/jfportal\/all\/detail\/jfXQ/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByTestId('detail-facts')).toContainText('驻场周期');
  expect((await page.request.get('/jfportal/all/detail/jfXQ00000000000000')).status()).toBe(404);
});

test('filters narrow the list', async ({ page }) => {
  await page.goto('/business.html');
  const all = await total(page);
  await filterItem(page, 'type', '1').click();
  await page.waitForURL(/type=1/);
  const intentions = await total(page);
  expect(intentions).toBeLessThan(all);
  await expect(bidCards(page).first().locator('h3 a')).toHaveAttribute('href', /politicsTenderDetails/);
  await filterItem(page, 'direction', 'sjfw').click();
  await page.waitForURL(/direction=sjfw/);
  expect(await total(page)).toBeLessThan(intentions);
  for (const text of await bidCards(page).allInnerTexts()) expect(text).toContain('数据服务');

  await page.goto('/demandHall.html?tab=manpower');
  const manpower = await total(page);
  await filterItem(page, 'category', 'job-dev').click();
  await page.waitForURL(/category=job-dev/);
  expect(await total(page)).toBeLessThan(manpower);
  await filterItem(page, 'subCategory', 'job-java').click();
  await page.waitForURL(/subCategory=job-java/);
  for (const text of await demandCards(page).allInnerTexts()) expect(text).toContain('Java开发');
});

test('a sortable tab sorts descending, and a second click turns the order round', async ({ page }) => {
  await page.goto('/business.html');
  await sortTab(page, 'budget').click();
  await page.waitForURL(/sort=budget$/);
  await expect(sortTab(page, 'budget')).toHaveAttribute('data-order', 'desc');
  const desc = (await page.getByTestId('card-amount').allInnerTexts()).map(yuanOf);
  expect(desc.every((v, i) => i === 0 || v === null || (desc[i - 1] ?? 0) >= v)).toBe(true);

  await sortTab(page, 'budget').click();
  await page.waitForURL(/sort=budget&order=asc/);
  await expect(sortTab(page, 'budget')).toHaveAttribute('data-order', 'asc');
  const asc = (await page.getByTestId('card-amount').allInnerTexts()).map(yuanOf);
  expect(asc.every((v, i) => i === 0 || (asc[i - 1] ?? 0) <= (v ?? Infinity))).toBe(true);
  expect(asc[0]!).toBeLessThan(desc[0]!);

  await sortTab(page, 'time').click();
  await page.waitForURL(/sort=time$/);
  await expect(sortTab(page, 'time')).toHaveAttribute('data-order', 'desc');
});

test('my follows asks a visitor to log in, and so does the follow button', async ({ page }) => {
  await page.goto('/business.html');
  await sortTab(page, '6').click();
  await page.waitForURL(/sort=6/);
  await expect(page.getByTestId('follows-login')).toBeVisible();
  await expect(page.getByTestId('follows-login').getByRole('link', { name: '立即登录' })).toHaveAttribute('href', /^\/login\?callback=%2Fbusiness\.html%3Fsort%3D6$/);

  await page.goto('/demandHall.html');
  await demandCards(page).first().getByTestId('follow-button').click();
  await page.waitForURL(/\/login\?callback=/);
});

test('a user follows and unfollows cards, sees them under my follows, and a second user does not', async ({ browser }) => {
  const page = await loggedInPage(browser);
  await page.goto('/business.html?type=2');
  const card = bidCards(page).first();
  const title = await card.locator('h3 a').innerText();
  const button = card.getByTestId('follow-button');
  await expect(button).toHaveText('关注');
  await button.click();
  await expect(button).toHaveText('已关注');
  await expect(button).toHaveAttribute('data-followed', '1');

  await page.goto('/demandHall.html');
  const demandTitle = await demandCards(page).first().locator('h3 a').innerText();
  await demandCards(page).first().getByTestId('follow-button').click();
  await expect(demandCards(page).first().getByTestId('follow-button')).toHaveText('已关注');

  await page.goto('/business.html?sort=6');
  await expect(bidCards(page)).toHaveCount(1);
  await expect(bidCards(page).first()).toContainText(title);
  await expect(bidCards(page).first().getByTestId('follow-button')).toHaveText('已关注');
  await page.goto('/demandHall.html?sort=6');
  await expect(demandCards(page)).toHaveCount(1);
  await expect(demandCards(page).first()).toContainText(demandTitle);

  // A second user sees none of the first user's follows.
  const other = await loggedInPage(browser);
  await other.goto('/business.html?sort=6');
  await expect(other.getByTestId('empty-state')).toBeVisible();
  await expect(bidCards(other)).toHaveCount(0);
  await other.context().close();

  // Unfollowing on the detail page empties my follows again.
  await page.goto('/business.html?sort=6');
  await bidCards(page).first().locator('h3 a').click();
  await page.waitForURL(/Detail|detail/);
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText('关注');
  await page.goto('/business.html?sort=6');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.context().close();
});

test('the demand hall opens the quick-publish dialog (the demand pages publish too)', async ({ page }) => {
  await page.goto('/demandHall.html');
  await expect(async () => {
    await page.getByTestId('quick-publish-hall').click();
    await expect(page.getByRole('form', { name: '快速发布需求' })).toBeVisible({ timeout: 1000 });
  }).toPass();
});
