import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { stepUpInDialog } from './support/step-up';

// The console's door, page by page (docs/features.md, Operator console): every page under app/admin is
// walked with a visitor, a user and each role; a page opens to its role's operators and administrators
// and is the ordinary 404 to everyone else. The pages and their roles are read from the source, so a new
// page is walked by existing. Then an administrator gives a role in the console, which asks for a
// step-up SMS code first, and the new operator gets in.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };
const ROLES = ['admin', 'reviewer', 'editor', 'support'] as const;
type Caller = (typeof ROLES)[number] | 'user' | 'visitor';

/** Every console page: its URL (a dynamic segment as 1) and the role its pageOperator() asks ('any' when none). */
function consolePages(dir = path.join(process.cwd(), 'app/admin')): { url: string; role: string; dynamic: boolean }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return consolePages(file);
    if (name !== 'page.tsx') return [];
    const route = path.relative(path.join(process.cwd(), 'app'), dir).split(path.sep);
    const role = /pageOperator\('(\w+)'\)/.exec(readFileSync(file, 'utf8'))?.[1] ?? 'any';
    return [{ url: `/${route.map((s) => (s.startsWith('[') ? '1' : s)).join('/')}`, role, dynamic: route.some((s) => s.startsWith('[')) }];
  });
}

async function newClient(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
}

test('every console page opens to its roles only; an administrator gives a role after step-up', async ({ browser }) => {
  test.setTimeout(240_000);
  const pages = consolePages();
  expect(pages.map((p) => p.url)).toContain('/admin');
  // One login after another: each sends an SMS code, and the portal limits sends per moment.
  const callers = new Map<Caller, BrowserContext>();
  let adminPhone = '';
  callers.set('visitor', await newClient(browser));
  for (const caller of ['user', ...ROLES] as const) {
    const context = await newClient(browser);
    const phone = await loginFreshPhone(context);
    if (caller !== 'user') expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role: caller } })).json()).code).toBe(0);
    if (caller === 'admin') adminPhone = phone;
    callers.set(caller, context);
  }

  for (const { url, role, dynamic } of pages) {
    for (const [caller, context] of callers) {
      const admitted = caller !== 'visitor' && caller !== 'user' && (role === 'any' || caller === role || caller === 'admin');
      const status = (await context.request.get(url)).status();
      // A dynamic page's record 1 may not exist: it proves the refusals; its own tests open real records.
      if (!admitted) expect(status, `${url} as ${caller}`).toBe(404);
      else if (!dynamic) expect(status, `${url} as ${caller}`).toBe(200);
    }
  }

  const admin = await callers.get('admin')!.newPage();
  await admin.goto('/admin');
  const grantee = `136${String(Date.now()).slice(-8)}`;
  await admin.getByLabel('手机号', { exact: true }).fill(grantee);
  await admin.getByRole('combobox', { name: /^角色/ }).selectOption('editor');
  await admin.getByRole('button', { name: '授予角色' }).click();
  await stepUpInDialog(admin, { context: callers.get('admin')!, phone: adminPhone });
  await expect(admin.getByRole('status')).toContainText(`已授予 ${grantee} 内容编辑`);
  await expect(admin.getByTestId('operators')).toContainText(grantee);
  await expect(admin.getByTestId('audit-trail')).toContainText(`角色: — → editor`);

  // Within the step-up window the next sensitive action asks nothing more.
  await admin.getByRole('button', { name: `收回 ${grantee} 的内容编辑角色` }).click();
  await expect(admin.getByRole('status')).toContainText(`已收回 ${grantee} 内容编辑`);
  await expect(admin.getByTestId('operators')).not.toContainText(grantee);
  for (const context of callers.values()) await context.close();
});
