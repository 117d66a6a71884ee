import { expect, test, type Locator, type Page } from '@playwright/test';
import { PAGE_AD_SLOTS } from '../lib/ads/slots';

// 001 §2: the ad slots and carousel, the alternative main navigation with the session's search
// type, the pages of that bar (/enterprise.html, /jfService.html, /jfMap.html) and the solutions
// page's header. The demo ads are the seed's (reference data).

const slot = (page: Page, code: string) => page.locator(`[data-ad-slot="${code}"]`);
const selected = async (carousel: Locator) => Number(await carousel.getAttribute('data-selected'));

test.describe('ad carousel', () => {
  test('the server renders the first banner, complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'jf_city', value: '500100', domain: 'localhost', path: '/' }]);
    const page = await context.newPage();
    await page.goto('/enterprise.html');
    const first = slot(page, 'enterprise-right-1');
    await expect(first.getByTestId('ad-link')).toBeVisible();
    const img = first.getByRole('img');
    await expect(img).toHaveAttribute('src', /^\/images\/ads\/.+\.svg$/);
    await expect(img).toHaveAttribute('width', '340');
    await expect(img).toHaveAttribute('height', '136');
    // 重庆 has a banner of its own, first.
    await expect(img).toHaveAttribute('alt', /重庆/);
    await context.close();
  });

  test('turns every 2 seconds, stops while the pointer rests on it and goes on after', async ({ page }) => {
    await page.goto('/enterprise.html');
    const carousel = slot(page, 'enterprise-right-1').getByTestId('ad-carousel');
    await expect(carousel).toHaveAttribute('data-turning', 'true');
    const box = (await slot(page, 'enterprise-right-1').boundingBox())!;
    expect(Math.round(box.width / box.height)).toBe(Math.round(340 / 136));
    const start = await selected(carousel);
    await expect.poll(() => selected(carousel), { timeout: 3_500 }).not.toBe(start);

    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-turning', 'false');
    const held = await selected(carousel);
    await page.waitForTimeout(3_000);
    expect(await selected(carousel)).toBe(held);

    await page.mouse.move(5, 5);
    await expect.poll(() => selected(carousel), { timeout: 3_500 }).not.toBe(held);
  });

  test('is worked by keyboard: the dots, the arrow keys and the pause button', async ({ page }) => {
    await page.goto('/search.html');
    const carousel = slot(page, 'search-right-1').getByTestId('ad-carousel');
    await expect(carousel).toHaveAttribute('data-turning', 'true');
    await carousel.getByRole('button', { name: '暂停轮播' }).focus();
    await expect(carousel).toHaveAttribute('data-turning', 'false');
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: '继续轮播' })).toBeVisible();
    const dots = carousel.getByRole('button', { name: /^第 \d+ 张：/ });
    await dots.nth(2).click();
    await expect(carousel).toHaveAttribute('data-selected', '2');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-selected', '1');
    // Slides out of view are out of the tab order.
    await expect(carousel.getByTestId('ad-slide').nth(0)).toHaveAttribute('inert', '');
  });

  test('a video ad plays in place and stops the turning, and opens larger in a pop-up', async ({ page }) => {
    await page.goto('/jfCase.html');
    const carousel = slot(page, 'jfCase-right-1').getByTestId('ad-carousel');
    await expect(carousel).toHaveAttribute('data-turning', 'true');
    const index = await carousel.getByTestId('ad-slide').evaluateAll((slides) => slides.findIndex((s) => s.querySelector('[data-testid="ad-video-play"]')));
    const video = carousel.getByTestId('ad-slide').nth(index);
    await carousel.getByRole('button', { name: /^第 \d+ 张：/ }).nth(index).click();
    await expect(carousel).toHaveAttribute('data-selected', String(index));
    await page.mouse.move(5, 5);
    await video.getByTestId('ad-video-play').click();
    const film = video.getByTestId('ad-video');
    await expect(film).toBeVisible();
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 }).toBeGreaterThan(0);
    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute('data-turning', 'false');
    await page.waitForTimeout(2_500);
    expect(await selected(carousel)).toBe(index);

    await video.getByTestId('ad-video-popup').click();
    const dialog = page.getByTestId('ad-video-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveAttribute('src', /\.webm$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('every page of the slot mapping (001 §2) shows its slots on a wide screen', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/search.html?tabIndex=0');
    const bid = await page.locator('a[href^="/search-signdetail.html?id="]').first().getAttribute('href');
    await page.goto('/search.html?tabIndex=1');
    const supplier = await page.locator('a[href^="/search-supplierdetail.html?id="]').first().getAttribute('href');
    const pages: [string, string][] = [
      ['/demandHall.html', '/demandHall.html'],
      ['/business.html', '/business.html'],
      ['/store-page.html', '/store-page.html'],
      ['/search-signdetail.html', bid!],
      ['/search-supplierdetail.html', supplier!],
      ['/search.html', '/search.html'],
      ['/enterprise.html', '/enterprise.html'],
      ['/scheme.html', '/scheme.html'],
      ['/jfCase.html', '/jfCase.html'],
      ['/jfService.html', '/jfService.html'],
    ];
    for (const [mapped, path] of pages) {
      await page.goto(path);
      for (const code of PAGE_AD_SLOTS[mapped as keyof typeof PAGE_AD_SLOTS]) {
        await expect(slot(page, code), `${code} on ${path}`).toBeVisible();
      }
    }
  });

  test('the advertisements call answers by slot code, and a slot nobody knows is empty', async ({ request }) => {
    const res = await request.post('/api/advertisements', { data: { showLocations: ['search-right-1', 'nobody-knows'] } });
    const body = await res.json();
    expect(body.code).toBe(0);
    expect(body.data.advertisementInfo['search-right-1'].length).toBeGreaterThan(1);
    expect(body.data.advertisementInfo['nobody-knows']).toEqual([]);
  });
});

test.describe('alternative main navigation', () => {
  test('shows on the pages of its family with the quick keywords; the portal pages keep the main one', async ({ page }) => {
    await page.goto('/jfCase.html');
    const nav = page.getByTestId('alt-nav');
    await expect(nav.getByRole('link')).toHaveText(['政企数字化转型', '软件商机', '软件企业', '产品及方案', '案例', '服务', '地图']);
    await expect(nav.getByRole('link', { name: '案例' })).toHaveAttribute('aria-current', 'page');
    for (const word of ['软件开发', 'app开发', '前端开发', '小程序', '电商', '信息安全']) await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
    await page.goto('/index.html');
    await expect(page.getByTestId('alt-nav')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '采购寻源' }).first()).toBeVisible();
  });

  test('another item navigates and sets the search type; the header search follows it', async ({ page }) => {
    await page.goto('/jfCase.html');
    const input = page.getByTestId('search-input');
    await expect(input).toHaveAttribute('data-search-type', '软件商机');
    await page.getByTestId('alt-nav').getByRole('link', { name: '软件企业' }).click();
    await expect(page).toHaveURL(/\/enterprise\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: '软件企业' })).toBeVisible();
    await expect(input).toHaveAttribute('data-search-type', '软件企业');
    await expect(input).toHaveAttribute('placeholder', /软件企业/);
    await expect(page.getByTestId('search-type')).toHaveValue('软件企业');
    expect(await page.evaluate(() => sessionStorage.getItem('ych_search_type'))).toBe('软件企业');

    // Kept for the session: another page of the site searches the same way.
    await page.goto('/index.html');
    await expect(page.getByTestId('search-input')).toHaveAttribute('data-search-type', '软件企业');
    await page.getByTestId('search-input').fill('数据');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/enterprise\.html\?from=search&searchName=%E6%95%B0%E6%8D%AE&t=\d+/);

    // The type can be chosen in the search bar too.
    // The session's type is read once the page is live; a choice made before would be overwritten by it.
    await page.goto('/jfMap.html');
    await expect(page.getByTestId('search-input')).toHaveAttribute('data-search-type', '软件企业');
    await page.getByTestId('search-type').selectOption('服务');
    await expect(page.getByTestId('search-input')).toHaveAttribute('data-search-type', '服务');
    await page.getByTestId('search-input').fill('测试');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/jfService\.html\?keyword=%E6%B5%8B%E8%AF%95/);
    await expect(page.getByTestId('service-card').first()).toBeVisible();
  });

  test("the page's own item reloads it", async ({ page }) => {
    await page.goto('/jfService.html');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const item = page.getByTestId('alt-nav').getByRole('link', { name: '服务' });
    await expect(item).toHaveAttribute('aria-current', 'page');
    await Promise.all([page.waitForEvent('load'), item.click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await expect(page).toHaveURL(/\/jfService\.html$/);
  });

  test('no item of the bar is a missing page', async ({ request }) => {
    for (const path of ['/', '/business.html', '/enterprise.html', '/scheme.html', '/jfCase.html', '/jfService.html', '/jfMap.html']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('pages of the bar', () => {
  test('/enterprise.html lists suppliers with filters, sorts, pages and structured data', async ({ page }) => {
    await page.goto('/enterprise.html');
    await expect(page).toHaveTitle(/全国软件企业/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/enterprise\.html$/);
    const ld = await page.locator('script[type="application/ld+json"]').allInnerTexts();
    expect(ld.some((t) => t.includes('"ItemList"') && t.includes('search-supplierdetail.html?id='))).toBe(true);
    await expect(page.getByTestId('result-total')).toContainText(/共找到/);
    await page.getByRole('link', { name: '案例数' }).first().click();
    await expect(page).toHaveURL(/sortBy=case_count/);
    await page.getByTestId('page-search-input').fill('软件');
    await page.getByTestId('page-search-submit').click();
    await expect(page).toHaveURL(/\/enterprise\.html\?searchName=/);
    await expect(page.locator('em').first()).toBeVisible();
  });

  test('/jfService.html lists the consulting services and outsourcing categories with their pages', async ({ page }) => {
    await page.goto('/jfService.html');
    await expect(page.getByRole('heading', { level: 2, name: '软件咨询服务' })).toBeVisible();
    await expect(page.getByTestId('services-software').getByTestId('service-card')).toHaveCount(5);
    await page.getByRole('link', { name: '软件造价评估', exact: true }).click();
    await expect(page).toHaveURL(/\/service_details\.html\?serviceid=5/);
  });

  test('/jfMap.html counts suppliers, bids and tenders by province and city, linking the city sites', async ({ page }) => {
    await page.goto('/jfMap.html');
    await expect(page.getByRole('heading', { level: 1, name: '软件产业地图' })).toBeVisible();
    await expect(page.getByTestId('map-province').first()).toBeVisible();
    const chongqing = page.getByTestId('map-city').filter({ hasText: '重庆' }).first();
    await expect(chongqing.getByRole('link', { name: /^企业/ })).toHaveAttribute('href', /^http:\/\/cq\.localhost:\d+\/enterprise\.html$/);
    await expect(chongqing.getByRole('link', { name: /^商机/ })).toHaveAttribute('href', /\/business\.html$/);
  });
});

test.describe('solutions page header', () => {
  test('adds the QR codes, the site navigation and customer-service menus, industry enablement and the global site', async ({ page }) => {
    await page.goto('/scheme.html');
    const top = page.getByTestId('solutions-top-links');
    await top.getByRole('button', { name: '网站导航' }).click();
    await expect(page.getByTestId('site-map-menu').getByRole('link', { name: '软件企业' })).toBeVisible();
    await top.getByRole('button', { name: '客户服务' }).click();
    const service = page.getByTestId('customer-service-menu');
    for (const name of ['在线咨询', '意见反馈', '帮助中心', '商家中心', '会员中心', '规则中心']) await expect(service.getByRole('link', { name })).toBeVisible();
    await expect(service).toContainText('09:00-22:00');
    await top.getByRole('button', { name: '云采汇 APP 与公众号二维码' }).click();
    await expect(page.getByRole('img', { name: '云采汇官方公众号二维码' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(top.getByRole('link', { name: 'English' })).toBeVisible();
    const nav = page.getByTestId('alt-nav');
    await expect(nav.getByRole('link', { name: '产品及方案' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: '行业赋能（外部链接）' }).click();
    await expect(nav.getByRole('link', { name: /中国政府采购网/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: '全球站' })).toBeVisible();
    await expect(nav.getByRole('button', { name: '手机版二维码' })).toBeVisible();
    // Other pages of the bar keep the plain top bar.
    await page.goto('/jfMap.html');
    await expect(page.getByTestId('solutions-top-links')).toHaveCount(0);
  });
});
