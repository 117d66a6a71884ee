import { expect, test, type Page } from '@playwright/test';
import { png, zip } from '../test/kits/file-bytes';
import { clientAddress, loginFreshPhone } from './support/api-login';

// A supplier submits a preferred scheme (001 §2-§5) in real Chromium on the production build:
// dictionary picks, real uploads with progress, the success dialog, 新增方案 and the read-only page.

async function pick(page: Page, field: string, name: string, buffer: Buffer, mimeType: string) {
  await page.locator(`#${field} input[type=file]`).setInputFiles({ name, mimeType, buffer });
}

test('a visitor is sent to the login page first', async ({ page }) => {
  await page.goto('/preferredScheme.html');
  await expect(page).toHaveURL(/\/login\?callback=%2FpreferredScheme\.html/);
});

test('a supplier fills the form, uploads files, submits, adds another scheme and reads the first', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  const phone = await loginFreshPhone(context);
  await page.goto('/preferredScheme.html');
  await expect(page.getByRole('heading', { name: '提交方案' })).toBeVisible();
  for (const benefit of ['资源扶持', '品牌背书', '商机发现', '技术支持']) await expect(page.getByText(benefit).first()).toBeVisible();
  // Prefill (001 §3): contact and phone from the login.
  await expect(page.locator('#compLinkPhone')).toHaveValue(phone);

  // A required field left empty says so on blur.
  await page.locator('#compName').fill('');
  await page.locator('#compName').blur();
  await expect(page.getByText('企业名称不能为空')).toBeVisible();

  await page.locator('#compName').fill('重庆数智云科技有限公司');
  await page.locator('#compRegisterCapital').fill('1000.5');
  await page.locator('#location').selectOption({ label: '重庆市' });
  await page.locator('#location-2').selectOption({ label: '重庆市' });
  await page.locator('#location-3').selectOption({ label: '渝北区' });
  await page.locator('#businessAddress').fill('金开大道 88 号');
  await page.locator('#establishTime').fill('2016-05-18');
  await page.locator('#compScale').selectOption({ label: '中型' });
  await page.locator('#compList').selectOption({ label: '新三板' });
  await page.getByLabel('ISO27001信息安全管理体系认证').check();
  await page.getByLabel('高新技术企业').check();
  await page.locator('#outputScale').fill('3560.25');
  await page.locator('#compPreSalePersonPercent').fill('15');
  await page.locator('#compDevelopPersonPercent').fill('60');
  await page.locator('#compImplementPersonPercent').fill('25');
  await page.locator('#serviceCoverMarketArea').getByLabel('重庆', { exact: true }).check();
  await page.locator('#serviceCoverMarketArea').getByLabel('成都', { exact: true }).check();

  // Uploads: a wrong type and an over-size file are refused next to the field; real ones are kept.
  await pick(page, 'certificatesOfHonor', '证书.bmp', Buffer.from('BM'), 'image/bmp');
  await expect(page.locator('#certificatesOfHonor').getByText('文件格式有误，请重新上传!')).toBeVisible();
  await pick(page, 'certificatesOfHonor', '大图.png', Buffer.alloc(2 * 1024 * 1024 + 10), 'image/png');
  await expect(page.locator('#certificatesOfHonor').getByText('上传图片大小不能超过 2M!')).toBeVisible();
  await pick(page, 'certificatesOfHonor', '荣誉证书.png', png(), 'image/png');
  await expect(page.locator('#certificatesOfHonor').getByRole('img', { name: '荣誉证书.png' })).toBeVisible();
  await pick(page, 'qualificationCertificates', '资质证书.png', png(), 'image/png');
  await expect(page.locator('#qualificationCertificates').getByRole('img', { name: '资质证书.png' })).toBeVisible();

  await page.locator('#caseName').fill('区县一网通办政务服务平台');
  await page.locator('#casePrice').fill('268.5');
  await page.locator('#caseType').selectOption({ label: '数字政府' });
  await page.locator('#caseType-2').selectOption({ label: '政务服务' });
  await page.locator('#caseType-3').selectOption({ label: '一网通办' });
  await page.locator('#caseServiceCustomerType').getByLabel('政府机关').check();
  await page.locator('#caseUseTechnology').getByLabel('大数据').check();
  for (const [id, value] of [
    ['caseSolveProblem', '办事材料多、跑腿次数多，部门数据不互通。'],
    ['caseAchieveResults', '高频事项全程网办，平均办理时限压缩 60%。'],
    ['caseAdvantage', '低代码表单引擎，两周完成新事项上线。'],
    ['caseApplicationPromotionProspect', '可复制到全市 38 个区县。'],
    ['caseSupportProjectManagerQualification', '信息系统项目管理师（高级）'],
    ['caseDeliveryCycles', '3 个月'],
    ['caseAfterSaleService', '一年免费运维，7x24 小时响应。'],
  ]) await page.locator(`#${id}`).fill(value!);

  // The archive shows its progress bar while it goes up (a slow uplink, so it is seen).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  await pick(page, 'caseProductDescriptionOrFunctionList', '产品说明书.zip', zip(600_000), 'application/zip');
  await expect(page.getByRole('progressbar', { name: '产品说明书.zip 上传进度' })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.locator('#caseProductDescriptionOrFunctionList').getByRole('link', { name: '产品说明书.zip' })).toBeVisible();
  await pick(page, 'casePatentCertificateOrAwardCertificate', '专利证书.zip', zip(), 'application/zip');
  await expect(page.locator('#casePatentCertificateOrAwardCertificate').getByRole('link', { name: '专利证书.zip' })).toBeVisible();
  await page.locator('#caseDemoLink').fill('https://demo.example.com/ywtb');

  await page.getByRole('button', { name: '提交方案' }).click();
  const success = page.getByRole('dialog', { name: '方案提交成功' });
  await expect(success.getByText('方案提交成功')).toBeVisible();
  const back = success.getByRole('link', { name: '返回' });
  const href = (await back.getAttribute('href'))!;
  expect(href).toMatch(/^\/optimalSchemeDetails\.html\?id=\d+$/);

  // 新增方案 clears the scheme part only.
  await success.getByRole('button', { name: '新增方案' }).click();
  await expect(page.locator('#caseName')).toHaveValue('');
  await expect(page.locator('#compName')).toHaveValue('重庆数智云科技有限公司');

  await page.goto(href);
  await expect(page.getByRole('heading', { name: '区县一网通办政务服务平台' })).toBeVisible();
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByText('数字政府 / 政务服务 / 一网通办')).toBeVisible();
  await expect(page.getByText('268.5 万元（人民币）')).toBeVisible();
  await expect(page.getByText('3560.25 万元（人民币）')).toBeVisible();
  await expect(page.getByText('已上市 / 新三板')).toBeVisible();
  await expect(page.getByText('售前 15%　研发 60%　实施 25%')).toBeVisible();
  await expect(page.getByRole('link', { name: '专利证书.zip' })).toBeVisible();

  // Another user cannot read it.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(other);
  const res = await (await other.newPage()).goto(href);
  expect(res?.status()).toBe(404);
  await other.close();
  await context.close();
});
