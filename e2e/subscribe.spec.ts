import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { loginKnownPhone } from './support/demo-login';

// Subscriptions in three channels (001 §4, §5) in real Chromium on the production build: a
// visitor is sent to log in with subPush, a personal identity is told it is not an enterprise owner,
// and the owner of 重庆云图数据科技有限公司 subscribes in each channel, meeting every limit and
// exclusive rule on the way, sees the success panel, and is then told it has subscribed.

const OWNER_PHONE = '13800000001';
const OWNER_BUID = 900001;
const PAGES = { gov: '/business.html', software: '/demandHall.html', manpower: '/demandHall.html?tab=manpower' } as const;
const ALREADY = '您已订阅成功！如需修改，请到“站内信-商机推送-我的订阅管理”进行编辑！';
const NOT_OWNER = '您不是该企业负责人，无法使用该功能！';

const newContext = (browser: import('@playwright/test').Browser) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });

/** A toast of the subscribe flow with exactly this text. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function expectToast(page: Page, text: string) {
  await expect(toast(page, text).first()).toBeVisible();
}

const chip = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function expectPicked(scope: Locator, names: string[], picked: boolean) {
  for (const name of names) await expect(chip(scope, name)).toHaveAttribute('aria-pressed', String(picked));
}

/** Picks the first `n` cities of the hot tab and then of the letter tabs, in order. */
async function pickCities(dialog: Locator, n: number) {
  let left = n;
  for (const tab of await dialog.getByRole('tab').all()) {
    await tab.click();
    const unpicked = dialog.getByRole('tabpanel').locator('button[aria-pressed="false"]');
    for (let n = await unpicked.count(); n > 0 && left > 0; n--, left--) await unpicked.first().click();
    if (left === 0) return;
  }
  expect(left).toBe(0);
}

test.describe('subscribe to opportunities', () => {
  test('a visitor is sent to log in, coming back with subPush', async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(PAGES.gov);
    await page.getByTestId('subscribe-gov').click();
    await expect(page).toHaveURL(/\/login\?callback=/);
    const callback = new URL(new URL(page.url()).searchParams.get('callback')!);
    expect(callback.pathname).toBe('/business.html');
    expect(callback.searchParams.get('subPush')).toBe('1');
    await context.close();
  });

  test('a personal identity is told it is not an enterprise owner', async ({ browser }) => {
    const context = await newContext(browser);
    await loginFreshPhone(context);
    const page = await context.newPage();
    await page.goto(PAGES.software);
    await page.getByTestId('subscribe-software').click();
    await expectToast(page, NOT_OWNER);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test.describe('the enterprise owner', () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      context = await newContext(browser);
      await loginKnownPhone(context, OWNER_PHONE);
      page = await context.newPage();
      // Into the enterprise identity through the product's switch link, back on the page.
      await page.goto(`/login/switch?buid=${OWNER_BUID}&role=0&callback=${encodeURIComponent(PAGES.software)}`);
      await expect(page.getByTestId('user-menu')).toContainText('重庆云图数据科技有限公司');
    });

    // Many steps each, in a browser that shares the machine with other suites.
    test.beforeEach(() => test.setTimeout(90_000));

    test.afterAll(async () => {
      await context.close();
    });

    test('software outsourcing: every limit and exclusive rule, then the success panel', async () => {
      await page.goto(PAGES.software);
      await page.getByTestId('subscribe-software').click();
      const dialog = page.getByRole('dialog', { name: '订阅软件外包商机' });
      await expect(dialog.getByTestId('subscribe-form')).toBeVisible();
      await expect(dialog.getByTestId('price-note')).toHaveText('原价299元/月，限时免费试用');
      await expect(dialog.getByTestId('budget-value')).toHaveText('0元 - 50,000元');

      // Nothing picked: the first field in the dialog's order is named.
      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expectToast(page, '请完善服务类别!');

      // 服务类别: three at most.
      const primary = dialog.getByTestId('field-primaryClass');
      for (const name of ['软件开发', '设计服务', '数据服务']) await chip(primary, name).click();
      await chip(primary, '测试服务').click();
      await expectToast(page, '服务类别(最多3个)');
      await expectPicked(primary, ['测试服务'], false);

      // 细分类别: three per group; unpicking a group drops its picks.
      const second = dialog.getByTestId('field-secondClass');
      for (const name of ['网站开发', 'APP开发', '小程序开发']) await chip(second, name).click();
      await chip(second, '管理系统开发').click();
      await expectToast(page, '细分类别(最多3个)');
      await chip(second, 'UI设计').click();
      await chip(primary, '软件开发').click();
      await expect(chip(second, '网站开发')).toHaveCount(0);
      await chip(primary, '软件开发').click();
      await expectPicked(second, ['网站开发', 'APP开发', '小程序开发'], false);
      await chip(second, 'APP开发').click();

      // The last pick of a field stays: 数据服务 and 设计服务 go, 软件开发 cannot.
      await chip(primary, '数据服务').click();
      await chip(primary, '设计服务').click();
      await chip(primary, '软件开发').click();
      await expectPicked(primary, ['软件开发'], true);
      await expectPicked(primary, ['设计服务', '数据服务'], false);

      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expectToast(page, '请完善接单要求!');

      // 接单要求 is exclusive: a pick replaces, and the only pick cannot be taken back.
      const receive = dialog.getByTestId('field-receiveRequrie');
      await chip(receive, '仅限企业').click();
      await chip(receive, '仅限个人').click();
      await expectPicked(receive, ['仅限个人'], true);
      await expectPicked(receive, ['仅限企业'], false);
      await chip(receive, '仅限个人').click();
      await expectPicked(receive, ['仅限个人'], true);

      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expectToast(page, '请完善城市!');

      // 城市: ten at most; chosen cities are removable chips, but not the last one.
      await pickCities(dialog, 10);
      const chosen = dialog.getByTestId('city-chosen');
      await expect(chosen.getByRole('button', { name: /^移除/ })).toHaveCount(10);
      await dialog.getByRole('tab').last().click();
      await dialog.getByRole('tabpanel').locator('button[aria-pressed="false"]').first().click();
      await expectToast(page, '城市(最多10个)');
      while ((await chosen.getByRole('button', { name: /^移除/ }).count()) > 1) await chosen.getByRole('button', { name: /^移除/ }).first().click();
      await chosen.getByRole('button', { name: /^移除/ }).click();
      await expect(chosen.getByRole('button', { name: /^移除/ })).toHaveCount(1);

      // The budget's upper thumb by keyboard: one step of 1,000 元.
      await dialog.getByRole('slider', { name: '预算上限' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByTestId('budget-value')).toHaveText('0元 - 51,000元');

      const saved = page.waitForResponse((r) => r.url().includes('/api/saveEnterprisePurchaseInfo'));
      await dialog.getByRole('button', { name: '提交订阅' }).click();
      expect((await (await saved).json()).code).toBe(0);
      const success = dialog.getByTestId('subscribe-success');
      await expect(success).toContainText('成功订阅软件外包商机');
      await expect(success.getByRole('img', { name: '云采汇公众号二维码' })).toBeVisible();
      await expect(success.getByRole('img', { name: '云采汇小程序二维码' })).toBeVisible();
      await success.getByRole('button', { name: '完成' }).click();
      await expect(dialog).toHaveCount(0);

      // Subscribed now: the button says so, and pressing it only tells where to edit.
      await expect(page.getByTestId('subscribe-software')).toHaveText('已订阅');
      await page.getByTestId('subscribe-software').click();
      await expectToast(page, ALREADY);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('manpower outsourcing: limits, the exclusive residence period, then the success panel', async () => {
      await page.goto(PAGES.manpower);
      await page.getByTestId('subscribe-manpower').click();
      const dialog = page.getByRole('dialog', { name: '订阅人力外包商机' });
      await expect(dialog.getByTestId('subscribe-form')).toBeVisible();

      const jobs = dialog.getByTestId('field-primaryClassJob');
      for (const name of ['开发工程师', '测试工程师', '运维实施']) await chip(jobs, name).click();
      await chip(jobs, '产品项目').click();
      await expectToast(page, '岗位类别(最多3个)');

      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expectToast(page, '请完善细分岗位!');
      const second = dialog.getByTestId('field-secondClassJob');
      for (const name of ['Java开发', '前端开发', 'Python开发']) await chip(second, name).click();
      await chip(second, 'Go开发').click();
      await expectToast(page, '细分岗位(最多3个)');
      await chip(second, '功能测试').click();

      const resident = dialog.getByTestId('field-residentPeriod');
      await chip(resident, '1个月以内').click();
      await chip(resident, '3-6个月').click();
      await expectPicked(resident, ['3-6个月'], true);
      await expectPicked(resident, ['1个月以内'], false);
      await chip(resident, '3-6个月').click();
      await expectPicked(resident, ['3-6个月'], true);

      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expectToast(page, '请完善结算周期!');
      const settlement = dialog.getByTestId('field-settlementPeriod');
      for (const name of ['按周结算', '按月结算', '按季度结算']) await chip(settlement, name).click();
      await chip(settlement, '按里程碑结算').click();
      await expectToast(page, '结算周期(最多3个)');
      await expectPicked(settlement, ['按里程碑结算'], false);

      await pickCities(dialog, 1);
      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expect(dialog.getByTestId('subscribe-success')).toContainText('成功订阅人力外包商机');
      await dialog.getByRole('button', { name: '完成' }).click();
      await expect(page.getByTestId('subscribe-manpower')).toHaveText('已订阅');
    });

    test('government tenders: both bid sources, the second pre-filled from the first', async () => {
      await page.goto(PAGES.gov);
      await page.getByTestId('subscribe-gov').click();
      const dialog = page.getByRole('dialog', { name: '订阅政府招标商机' });
      await expect(dialog.getByTestId('subscribe-form')).toBeVisible();
      await expect(dialog.getByTestId('budget-value')).toHaveText('0万 - 100万');

      // 招标来源 is exclusive: 平台代理 to start with, 第三方招标 replaces it and then stays.
      const source = dialog.getByTestId('field-bidSource');
      await expectPicked(source, ['平台代理'], true);
      await chip(source, '第三方招标').click();
      await expectPicked(source, ['第三方招标'], true);
      await expectPicked(source, ['平台代理'], false);
      await chip(source, '第三方招标').click();
      await expectPicked(source, ['第三方招标'], true);

      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expectToast(page, '请完善城市!');
      await pickCities(dialog, 2);
      await dialog.getByRole('button', { name: '提交订阅' }).click();
      await expectToast(page, '请完善业务方向!');

      const direction = dialog.getByTestId('field-businessDirection');
      for (const name of ['软件开发', '系统集成', '信息安全']) await chip(direction, name).click();
      await chip(direction, '运维服务').click();
      await expectToast(page, '业务方向(最多3个)');
      const unit = dialog.getByTestId('field-purchaseUnit');
      for (const name of ['党政机关', '事业单位', '国有企业']) await chip(unit, name).click();
      await chip(unit, '医疗机构').click();
      await expectToast(page, '采购单位(最多3个)');

      const saved = page.waitForResponse((r) => r.url().includes('/api/saveGovBusinessByJointForce'));
      await dialog.getByRole('button', { name: '提交订阅' }).click();
      expect(await (await saved).json()).toMatchObject({ code: 0, data: { channel: 3 } });
      await expect(dialog.getByTestId('subscribe-success')).toContainText('成功订阅政府招标商机');
      await dialog.getByRole('button', { name: '完成' }).click();
      // One of the two government channels: not subscribed yet.
      await expect(page.getByTestId('subscribe-gov')).toHaveText('订阅商机');

      // Again: the dialog opens on the bid source not in use yet; the other one's settings come back
      // when it is picked, and carry over to this one.
      await page.getByTestId('subscribe-gov').click();
      await expect(dialog.getByTestId('subscribe-form')).toBeVisible();
      await expectPicked(source, ['平台代理'], true);
      await expectPicked(direction, ['软件开发'], false);
      await chip(source, '第三方招标').click();
      await expectPicked(direction, ['软件开发', '系统集成', '信息安全'], true);
      await chip(source, '平台代理').click();
      const second = page.waitForResponse((r) => r.url().includes('/api/saveGovBusinessByJointForce'));
      await dialog.getByRole('button', { name: '提交订阅' }).click();
      expect(await (await second).json()).toMatchObject({ code: 0, data: { channel: 4 } });
      await expect(dialog.getByTestId('subscribe-success')).toBeVisible();
      await dialog.getByRole('button', { name: '完成' }).click();
      await expect(page.getByTestId('subscribe-gov')).toHaveText('已订阅');
      await page.getByTestId('subscribe-gov').click();
      await expectToast(page, ALREADY);
    });

    test('back from the login page with subPush, the flow runs once and the flag goes', async () => {
      await page.goto(`${PAGES.software}?subPush=1`);
      await expectToast(page, ALREADY);
      await expect(page).toHaveURL(/\/demandHall\.html$/);
    });
  });
});
