import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { SESSION_COOKIE } from '../lib/cookie-names.mjs';
import { clientAddress, loginFreshPhone } from './support/api-login';

// The session-expiry flow of 000 §6 in a real browser on the production build. The login window
// (SESSION_TTL_MIN) is at least a minute, so the test ages it the way time would: the end-to-end
// server's session secret is known here (scripts/serve-e2e.mjs), so the test unseals the browser's
// session cookie, moves loginExpiresAt into the past and seals it again. The session row stays live,
// so the server answers the next API call with 401 40102 and a refreshSession renews the window.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;
const secret = process.env.SESSION_SECRET || 'e2e-only-session-secret-0123456789abcdef';
const REFRESH_TTL_SEC = Number(process.env.REFRESH_TTL_DAYS || 14) * 24 * 60 * 60;
const seal = { password: secret, ttl: REFRESH_TTL_SEC };

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'logged in').toBeTruthy();
  return cookie!;
}

/** Moves the browser's login window into the past: the next API call is answered 401 40102. */
async function ageLogin(context: BrowserContext) {
  const cookie = await sessionCookie(context);
  const data = await unsealData<{ loginExpiresAt: number }>(cookie.value, seal);
  expect(data.loginExpiresAt).toBeGreaterThan(Date.now());
  await context.addCookies([{ ...cookie, value: await sealData({ ...data, loginExpiresAt: Date.now() - 1000 }, seal) }]);
}

/** Ends every session of the user from outside the browser (the user centre's 退出所有设备). */
async function logoutEverywhere(request: APIRequestContext, cookieValue: string) {
  const answer = await request.post('/api/logoutEverywhere', { data: {}, headers: { origin, cookie: `${SESSION_COOKIE}=${cookieValue}` } });
  expect((await answer.json()).code).toBe(0);
}

/**
 * What the page's calls were answered: status and envelope code per call, and the refreshes' status
 * (read at once: a refresh that fails sends the page away, and its body with it).
 */
function watchCalls(page: Page, name: string) {
  const answers: { status: number; code: number }[] = [];
  const refreshes: number[] = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/refreshSession') refreshes.push(response.status());
    if (path === `/api/${name}`) answers.push({ status: response.status(), code: (await response.json()).code });
  });
  return { answers, refreshes };
}

/** Holds the first `n` calls until all `n` are in flight, so they meet the expired login together. */
async function holdTogether(page: Page, name: string, n: number) {
  const held: Route[] = [];
  await page.route(`**/api/${name}`, async (route) => {
    if (held.length >= n) return route.continue();
    held.push(route);
    if (held.length === n) for (const r of held) await r.continue();
  });
}

const newContext = (browser: import('@playwright/test').Browser) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });

test('two calls meet an expired login at once: one refresh, both retried and done', async ({ browser }) => {
  const context = await newContext(browser);
  await loginFreshPhone(context);
  const page = await context.newPage();
  await page.goto('/business.html');
  const buttons = page.getByTestId('follow-button');
  await expect(buttons.nth(1)).toHaveText('关注');

  await ageLogin(context);
  const calls = watchCalls(page, 'addAttention');
  await holdTogether(page, 'addAttention', 2);
  await buttons.nth(0).click();
  await buttons.nth(1).click();

  await expect(buttons.nth(0)).toHaveAttribute('data-followed', '1');
  await expect(buttons.nth(1)).toHaveAttribute('data-followed', '1');
  // Both were refused together, then both retried after the one refresh (answers arrive in any order).
  await expect.poll(() => calls.answers.length).toBe(4);
  const byStatus = (status: number) => calls.answers.filter((a) => a.status === status).map((a) => a.code);
  expect(byStatus(401)).toEqual([40102, 40102]);
  expect(byStatus(200)).toEqual([0, 0]);
  expect(calls.refreshes).toEqual([200]);
  await expect(page).toHaveURL(/\/business\.html$/);

  // The follows were stored, and the renewed window serves the next call without a refresh.
  await page.reload();
  await expect(buttons.nth(0)).toHaveAttribute('data-followed', '1');
  await expect(buttons.nth(1)).toHaveAttribute('data-followed', '1');
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('data-followed', '0');
  expect(calls.refreshes).toHaveLength(1);
  await context.close();
});

test('when the refresh fails, the browser goes to the login page and comes back here', async ({ browser, playwright }) => {
  const context = await newContext(browser);
  await loginFreshPhone(context);
  const page = await context.newPage();
  await page.goto('/business.html?type=2');
  const fresh = (await sessionCookie(context)).value;
  await ageLogin(context);

  // The first answer (401 40102: the row is still live) is held while the session is ended
  // elsewhere, so the refresh that follows finds it gone (40103) and the user has to log in again.
  const api = await playwright.request.newContext({ baseURL: origin });
  await page.route('**/api/addAttention', async (route) => {
    const answer = await route.fetch();
    if (answer.status() === 401) await logoutEverywhere(api, fresh);
    await route.fulfill({ response: answer });
  });
  const calls = watchCalls(page, 'addAttention');
  await page.getByTestId('follow-button').first().click();

  await expect(page).toHaveURL(/\/login\?callback=/);
  const callback = new URL(new URL(page.url()).searchParams.get('callback')!);
  expect(callback.pathname + callback.search).toBe('/business.html?type=2');
  await expect.poll(() => calls.answers[0]).toEqual({ status: 401, code: 40102 });
  expect(calls.refreshes).toEqual([401]);
  await Promise.all([api.dispose(), context.close()]);
});

test('a no-jump call whose refresh fails stays on its page and says so', async ({ browser, playwright }) => {
  const context = await newContext(browser);
  await loginFreshPhone(context);
  const page = await context.newPage();
  await page.goto('/user-center.html?tab=profile');
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible();
  const api = await playwright.request.newContext({ baseURL: origin });
  await logoutEverywhere(api, (await sessionCookie(context)).value);

  const calls = watchCalls(page, 'updateUserProfile');
  await form.getByLabel('姓名').fill('王工');
  await form.getByRole('button', { name: '保存' }).click();

  // The form says why it could not save (the server's message), and the page stays.
  await expect(form.getByRole('status')).toHaveText('登录信息无效，请重新登录');
  // An answer is noted once its body is read, which may be after the page has shown it.
  await expect.poll(() => calls.answers).toEqual([{ status: 401, code: 40103 }]);
  expect(calls.refreshes).toEqual([401]);
  await expect(page).toHaveURL(/\/user-center\.html\?tab=profile$/);
  await Promise.all([api.dispose(), context.close()]);
});
