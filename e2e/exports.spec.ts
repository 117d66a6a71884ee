import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clientAddress, loginFreshPhone } from './support/api-login';

// List exports (docs/features.md, List exports): 导出 in a list's toolbar gives the page's rows under its
// filters as .xlsx or CSV to a logged-in user; a visitor is sent to log in.

async function loggedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(context);
  return context.newPage();
}

async function exportAs(page: Page, format: 'xlsx' | 'csv'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('export-button').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${format}`).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('a logged-in user filters the winning bids and exports them as .xlsx: the file holds the rows the page shows', async ({ browser }) => {
  const page = await loggedInPage(browser);
  await page.goto('/search.html?searchName=%E6%99%BA%E6%85%A7&tabIndex=0');
  // A filter the user picks: the first purchaser type offered.
  const item = page.getByTestId('filter-field-purchaser_type.keyword').locator('[data-key]').nth(1);
  const type = (await item.getAttribute('data-key'))!;
  await item.click();
  await page.waitForURL((u) => u.searchParams.get('purchaser_type.keyword') === type);
  const titles = await page.getByTestId('bid-item').locator('a[href^="/search-signdetail.html"]').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);

  const file = await exportAs(page, 'xlsx');
  expect(file.name).toMatch(/^中标信息-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).text).toBe('项目名称');
  expect(sheet.getRow(1).getCell(8).text).toBe('中标金额（元）');
  const fileTitles = titles.map((_, i) => sheet.getRow(i + 2).getCell(1).text);
  expect(fileTitles).toEqual(titles.map((t) => t.trim()));
  // Every row is of the chosen purchaser type.
  for (let r = 2; r <= sheet.rowCount; r++) expect(sheet.getRow(r).getCell(4).text).toBe(type);
});

test('the business opportunities export as CSV with a byte-order mark, in the page order', async ({ browser }) => {
  const page = await loggedInPage(browser);
  await page.goto('/business.html?type=2&sort=time');
  const titles = await page.getByTestId('bid-card').locator('h3 a').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  const file = await exportAs(page, 'csv');
  expect(file.name).toMatch(/^软件商机-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^项目名称,类型,/);
  const first = (line: string) => (line.startsWith('"') ? line.slice(1, line.indexOf('",')).replaceAll('""', '"') : line.slice(0, line.indexOf(',')));
  expect(lines.slice(1, titles.length + 1).map(first)).toEqual(titles.map((t) => t.trim()));
  // The column after the title (which may itself hold a quoted comma) is the type filtered on.
  for (const line of lines.slice(1, titles.length + 1)) expect(line).toContain(',采购公告,');
});

test('a visitor clicking 导出 is sent to log in', async ({ page }) => {
  await page.goto('/scheme.html');
  await page.getByTestId('export-button').click();
  await page.getByTestId('export-xlsx').click();
  await page.waitForURL(/\/login\?callback=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('callback')!)).toContain('/scheme.html');
});
