import { expect, type BrowserContext, type Page } from '@playwright/test';
import { smsCodeOf } from './sms-inbox';

/**
 * Step-up in the console's dialog (docs/features.md, Operator console): once the dialog is open, the code
 * to the operator's own phone is requested and typed in. Step-up codes count apart from the login's, one a
 * minute (docs/limits.md): a second step-up inside a test's minute repeats the request until it passes.
 */
export async function stepUpInDialog(page: Page, operator: { context: BrowserContext; phone: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '短信验证' });
  await expect(dialog.getByLabel('短信验证码')).toBeVisible();
  await expect(async () => {
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText(/验证码已发送至/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await dialog.getByLabel('短信验证码').fill(await smsCodeOf(operator.context, operator.phone));
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog).toHaveCount(0);
}
