import type { BrowserContext } from '@playwright/test';

/** The text of the first row of the development inbox (/dev/sms-inbox) that `selector` finds, read in a page of its own. */
export async function inboxRow(context: BrowserContext, selector: string): Promise<string> {
  const inbox = await context.newPage();
  await inbox.goto('/dev/sms-inbox');
  const text = await inbox.locator(selector).first().innerText();
  await inbox.close();
  return text;
}

/** The latest SMS code sent to `phone`, from the development inbox. */
export async function smsCodeOf(context: BrowserContext, phone: string): Promise<string> {
  const code = /验证码为 (\d{6})/.exec(await inboxRow(context, `tr[data-phone="${phone}"]`))?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the inbox`);
  return code;
}
