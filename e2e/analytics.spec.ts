import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Market analytics (docs/analytics.md): a supplier goes from a bid to its purchasing unit's profile, to
// one of the unit's suppliers, to a competitor's 中标分析 and compares the two, all without JavaScript
// (the charts are in the first HTML); a chart's CSV holds the chart's numbers; the PNG comes from the SVG.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('from a bid to its purchaser, its supplier, a competitor and a comparison of the two', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemaps/bids/1.xml')).text();
    const bid = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!.replace(/&amp;/g, '&'));
    await page.goto(bid.pathname + bid.search);
    const purchaser = page.getByTestId('purchaser-link');
    const purchaserName = (await purchaser.textContent())!;
    await purchaser.click();

    await expect(page).toHaveURL(/\/search-purchaserdetail\.html\?code=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(purchaserName);
    // The chart is part of the page as served: an inline SVG named by its title.
    await expect(page.getByTestId('chart-years').locator('[role="img"] svg')).toHaveCount(1);
    const suppliers = page.getByTestId('purchaser-suppliers').getByRole('link');
    await expect(suppliers.first()).toBeVisible();
    const supplierName = (await suppliers.first().textContent())!;
    await suppliers.first().click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(supplierName);
    const analysis = page.getByTestId('supplier-analysis');
    await expect(analysis.getByTestId('chart-wins-years').locator('svg')).toHaveCount(1);
    const competitor = analysis.getByTestId('competitor-link').first();
    const competitorName = (await competitor.textContent())!;
    await competitor.click();
    await expect(page).toHaveURL(/#analysis$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(competitorName);

    await page.getByTestId('supplier-analysis').getByTestId('compare-link').first().click();
    await expect(page).toHaveURL(/\/supplierCompare\.html\?ids=\d+,\d+$/);
    const heads = page.getByTestId('compare-table').locator('thead th');
    await expect(heads).toHaveCount(3);
    await expect(heads.nth(1)).toHaveText(competitorName);
    await expect(page.getByTestId('chart-compare-years').locator('svg')).toHaveCount(1);
  });

  test('the market page filters by its address and its CSV download holds the chart’s numbers', async ({ page, request }) => {
    await page.goto('/analytics.html');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/analytics\.html$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => (JSON.parse(text) as { '@type'?: string })['@type'] === 'Dataset')).toBe(true);
    await page.getByLabel('项目类型').selectOption('maintain');
    await page.getByRole('button', { name: '查看' }).click();
    await expect(page).toHaveURL(/kind=maintain/);
    await expect(page.getByTestId('market-scope')).toContainText('运维服务');

    const figure = page.getByTestId('chart-amount-bands');
    await expect(figure.locator('svg')).toHaveCount(1);
    const shown = await figure.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent).join(',')));
    const href = await figure.getByRole('link', { name: /下载CSV/ }).getAttribute('href');
    expect(href).toMatch(/^\/analytics\/amount-bands\.csv\?.*kind=maintain/);
    const csv = await request.get(href!);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const body = await csv.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('金额区间,项目数');
    expect(lines.slice(1)).toEqual(shown);
    expect(shown.some((row) => Number(row.split(',')[1]) > 0)).toBe(true);

    // A ranking is a list whose names lead to their profiles, largest first, with the same figures as its CSV.
    const ranking = page.getByTestId('chart-top-suppliers-count');
    const names = await ranking.locator('ol > li a').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    const rankedCsv = (await (await request.get((await ranking.getByRole('link', { name: /下载CSV/ }).getAttribute('href'))!)).text()).replace(/^\uFEFF/, '');
    expect(rankedCsv.trimEnd().split('\r\n').slice(1).map((row) => row.split(',')[0])).toEqual(names);
    await ranking.locator('ol > li a').first().click();
    await expect(page).toHaveURL(/\/search-supplierdetail\.html\?id=\d+/);
  });
});

test('a chart downloads as a PNG drawn from its SVG once JavaScript runs', async ({ page }) => {
  await page.goto('/analytics.html');
  const figure = page.getByTestId('chart-monthly-amount');
  const [download] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: '下载PNG' }).click()]);
  expect(download.suggestedFilename()).toBe('月度中标金额（万元）.png');
});

test('once JavaScript runs, a value shows in a tooltip and a legend item hides its series', async ({ page }) => {
  await page.goto('/analytics.html');
  const figure = page.getByTestId('chart-monthly-amount');
  const drawing = figure.locator('[role="img"]');
  // The tooltip reads the value from the chart's own data table: the same figure as its row.
  const point = drawing.locator('[ecmeta_ssr_type="chart"][ecmeta_series_index="0"][ecmeta_data_index="2"]');
  const row = figure.locator('tbody tr').nth(2);
  const [month, value] = [await row.locator('th').textContent(), await row.locator('td').first().textContent()];
  const year = await figure.locator('thead th').nth(1).textContent();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await point.hover({ force: true });
    await expect(figure.getByTestId('chart-tip')).toHaveText(`${month} · ${year}：${Number(value).toLocaleString('zh-CN')}`, { timeout: 1000 });
  }).toPass();
  await page.mouse.move(0, 0);
  await expect(figure.getByTestId('chart-tip')).toHaveCount(0);

  // Last year's series: its points and its line are hidden, then shown again.
  const lastYear = figure.getByRole('button', { name: (await figure.locator('thead th').nth(2).textContent())! });
  const drawn = drawing.locator('[ecmeta_series_index="1"][ecmeta_ssr_type="chart"], [data-series="1"]');
  // One point a month and the line.
  expect(await drawn.count()).toBe((await figure.locator('tbody tr').count()) + 1);
  await expect(lastYear).toHaveAttribute('aria-pressed', 'true');
  await lastYear.click();
  await expect(lastYear).toHaveAttribute('aria-pressed', 'false');
  await expect(drawing.locator('[data-series="1"]')).toHaveAttribute('visibility', 'hidden');
  expect(await drawn.evaluateAll((els) => els.every((el) => el.getAttribute('visibility') === 'hidden'))).toBe(true);
  expect(await drawing.locator('[ecmeta_series_index="0"][ecmeta_ssr_type="chart"]').evaluateAll((els) => els.some((el) => el.hasAttribute('visibility')))).toBe(false);
  await lastYear.click();
  await expect(drawing.locator('[data-series="1"]')).not.toHaveAttribute('visibility', 'hidden');
});

// The comparison is not in the sitemap (docs/analytics.md "Compare"), so the walk specs never see it:
// it is held to their rules here, four suppliers wide on a phone.
test('the comparison of four suppliers fits a phone and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/supplierCompare.html?ids=1,2,3,4');
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
