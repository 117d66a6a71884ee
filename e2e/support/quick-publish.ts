import { expect, type BrowserContext, type Page } from '@playwright/test';
import { smsCodeOf } from './sms-inbox';

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;

/**
 * A buyer (a visitor in its own context) publishes a requirement through quick publish on the default
 * city's site (杭州): a code to a new phone, then quickPublish. The memo's first line is the title.
 */
export async function publishRequirement(buyer: BrowserContext, memo: string): Promise<void> {
  const phone = `135${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  expect((await (await buyer.request.post('/api/getPhoneVerifyCode', { data: { telephone: phone, purpose: 'publish' }, headers: { origin } })).json()).code).toBe(0);
  const verifyCode = await smsCodeOf(buyer, phone);
  const published = await buyer.request.post('/api/quickPublish', { form: { memo, mobile: phone, entry: 'main_site_pc_btn', fromType: '1', verifyCode }, headers: { origin } });
  expect((await published.json()).resultcode).toBe('1');
}

/** Waits for the one push whose text has `text` to reach the logged-in page's inbox (商机推送); the queue delivers within seconds. */
export async function waitForPush(page: Page, text: string, timeout = 30_000): Promise<void> {
  await expect(async () => {
    await page.goto('/inbox.html?kind=bid_push');
    await expect(page.getByTestId('inbox-message').filter({ hasText: text })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout });
}
