import { expect, type Page } from '@playwright/test';

/**
 * Submits a preferred scheme through /preferredScheme.html with its required fields only, as `compName`
 * (a listed supplier's name links the approved scheme to the supplier's page, as the seeded ones are).
 */
export async function submitSchemeForm(page: Page, caseName: string, compName: string): Promise<void> {
  await page.goto('/preferredScheme.html');
  await page.locator('#compName').fill(compName);
  await page.locator('#serviceCoverMarketArea').getByLabel('重庆', { exact: true }).check();
  await page.locator('#caseName').fill(caseName);
  await page.locator('#casePrice').fill('120');
  await page.locator('#caseType').selectOption({ label: '数字政府' });
  await page.locator('#caseType-2').selectOption({ label: '政务服务' });
  await page.locator('#caseType-3').selectOption({ label: '一网通办' });
  await page.locator('#caseServiceCustomerType').getByLabel('政府机关').check();
  await page.locator('#caseUseTechnology').getByLabel('大数据').check();
  for (const id of ['caseSolveProblem', 'caseAchieveResults', 'caseAdvantage', 'caseApplicationPromotionProspect', 'caseSupportProjectManagerQualification', 'caseDeliveryCycles', 'caseAfterSaleService']) {
    await page.locator(`#${id}`).fill('区县政务服务事项全程网办，材料共享，一次办成。');
  }
  await page.getByRole('button', { name: '提交方案' }).click();
  await expect(page.getByRole('dialog', { name: '方案提交成功' }).getByText('方案提交成功')).toBeVisible();
}
