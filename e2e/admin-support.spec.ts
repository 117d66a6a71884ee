import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { smsCodeOf } from './support/sms-inbox';
import { stepUpInDialog } from './support/step-up';

// Support's part of the console (docs/features.md, Operator console: Support): a user's suggestion
// answered into their inbox; a chat conversation reported from /chatRT.html and read by support; a ban
// that ends the user's open session and refuses their login, then lifted; a reviewer and a plain user get
// the 404 on every support page and call.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };
const newContext = (browser: Browser) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });

async function operatorContext(browser: Browser, role: string): Promise<BrowserContext> {
  return (await operator(browser, role)).context;
}

async function operator(browser: Browser, role: string): Promise<{ context: BrowserContext; phone: string }> {
  const context = await newContext(browser);
  const phone = await loginFreshPhone(context);
  expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return { context, phone };
}

/** A user who logs in (its own network, so no captcha) and the answer of /api/login. */
async function tryLogin(browser: Browser, phone: string) {
  const context = await newContext(browser);
  const sent = await context.request.post('/api/getPhoneVerifyCode', { headers, data: { telephone: phone, purpose: 'login' } });
  expect((await sent.json()).code).toBe(0);
  const res = await context.request.post('/api/login', { headers, data: { phone, smsCode: await smsCodeOf(context, phone) } });
  const answer = { status: res.status(), msg: ((await res.json()) as { msg: string }).msg };
  await context.close();
  return answer;
}

const PAGES = ['/admin/feedback', '/admin/users', '/admin/reports'];
const CALLS = ['handleFeedback', 'decideReport', 'banUser', 'unbanUser', 'clearSmsLimits'];

test('support answers a suggestion into the user\'s inbox and reads a reported chat; a reviewer and a user get 404', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const user = await newContext(browser);
  await loginFreshPhone(user);
  const support = await operatorContext(browser, 'support');
  const reviewer = await operatorContext(browser, 'reviewer');

  // The user writes a suggestion on the side bar's form.
  const page = await user.newPage();
  await page.goto('/feedback.html');
  await page.getByRole('radio', { name: '建议' }).check();
  const content = `希望资讯页面增加按城市筛选的功能（${stamp}）`;
  await page.getByLabel('反馈内容').fill(content);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('feedback-done')).toBeVisible();

  // Support finds it in the queue with its age, takes it, notes and answers it.
  const desk = await support.newPage();
  await desk.goto('/admin');
  await desk.getByTestId('support-links').getByRole('link', { name: /意见反馈与投诉/ }).click();
  const row = desk.getByTestId('feedback-queue').locator('tr').filter({ hasText: stamp });
  await expect(row).toContainText('待处理');
  await expect(row).toContainText('分钟');
  await row.getByRole('link').click();
  await desk.getByRole('button', { name: '开始处理' }).click();
  await expect(desk.getByTestId('feedback-status')).toHaveText('处理中');
  await desk.getByTestId('feedback-note').getByRole('textbox').fill('已转产品组评估');
  await desk.getByRole('button', { name: '保存备注' }).click();
  await expect(desk.getByTestId('feedback-note').getByRole('textbox')).toHaveValue('已转产品组评估');
  await desk.getByTestId('feedback-reply').getByRole('textbox').fill('感谢建议，城市筛选将在下个版本上线。');
  await desk.getByRole('button', { name: '发送回复' }).click();
  await expect(desk.getByTestId('feedback-status')).toHaveText('已回复');
  await expect(desk.getByTestId('feedback-reply-text')).toHaveText('感谢建议，城市筛选将在下个版本上线。');

  await page.goto('/inbox.html?kind=sys');
  await expect(page.getByText('您的建议已有回复')).toBeVisible();
  await expect(page.getByText('感谢建议，城市筛选将在下个版本上线。')).toBeVisible();

  // The user reports their conversation with the customer service; support reads it with its messages.
  const chat = await user.newPage();
  await chat.goto('/chatRT.html?type=2');
  await chat.waitForURL(/\/chatRT\.html\?c=\d+/);
  await expect(chat.getByTestId('chat-connection')).toHaveCount(0);
  await chat.getByTestId('chat-input').fill(`请问发票怎么开？（${stamp}）`);
  await chat.getByTestId('chat-input').press('Enter');
  await expect(chat.getByTestId('chat-message').filter({ hasText: stamp })).toBeVisible();
  await chat.getByTestId('chat-report').click();
  await chat.getByRole('dialog').getByRole('textbox').fill(`客服态度恶劣（${stamp}）`);
  await chat.getByRole('button', { name: '提交举报' }).click();
  await expect(chat.getByTestId('chat-notice')).toHaveText('举报已提交，平台将尽快核实处理');
  await chat.getByTestId('chat-report').click();
  await chat.getByRole('dialog').getByRole('textbox').fill('再次举报');
  await chat.getByRole('button', { name: '提交举报' }).click();
  await expect(chat.getByRole('dialog').getByRole('alert')).toHaveText('您已举报过该会话，我们会尽快处理');
  await chat.getByRole('button', { name: '取消' }).click();

  await desk.goto('/admin/reports');
  await desk.getByTestId('report-queue').getByRole('link', { name: new RegExp(stamp) }).click();
  await expect(desk.getByTestId('reported-messages')).toContainText(`请问发票怎么开？（${stamp}）`);
  // Dismissed: the customer service is the demo account other tests read the inbox of.
  await desk.getByTestId('report-actions').getByRole('textbox').fill('经核实客服回复符合规范');
  await desk.getByRole('button', { name: '驳回举报' }).click();
  await expect(desk.getByTestId('report-actions')).toHaveCount(0);
  await expect(desk.getByText('经核实客服回复符合规范')).toBeVisible();

  // A reviewer and a plain user: every support page and call is a 404.
  for (const context of [reviewer, user]) {
    const other = await context.newPage();
    for (const path of PAGES) expect((await other.goto(path))?.status(), path).toBe(404);
    for (const name of CALLS) expect((await context.request.post(`/api/admin/${name}`, { headers, data: {} })).status(), name).toBe(404);
    await other.close();
  }
  await Promise.all([user.close(), support.close(), reviewer.close()]);
});

test('a ban ends the user\'s open session and refuses their login until support lifts it', async ({ browser }) => {
  test.setTimeout(240_000);
  const user = await newContext(browser);
  const phone = await loginFreshPhone(user);
  const op = await operator(browser, 'support');
  const support = op.context;
  const editor = await operatorContext(browser, 'editor');
  const page = await user.newPage();
  await page.goto('/user-center.html');
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const desk = await support.newPage();
  await desk.goto(`/admin/users?q=${phone}`);
  await desk.getByTestId('user-results').getByRole('link', { name: phone }).click();
  // An editor and the user themselves: the user's page and the ban are a 404.
  await desk.waitForURL(/\/admin\/users\/\d+$/);
  const userId = /\/admin\/users\/(\d+)$/.exec(desk.url())![1]!;
  const editorPage = await editor.newPage();
  expect((await editorPage.goto(`/admin/users/${userId}`))?.status()).toBe(404);
  for (const context of [editor, user]) {
    expect((await context.request.post('/api/admin/banUser', { headers, data: { userId: Number(userId), reason: '越权' } })).status()).toBe(404);
  }
  // Cleared once the call has answered: the count on the page may still read 0 from the clear before.
  const clearLimits = async () => {
    const cleared = desk.waitForResponse((r) => r.url().endsWith('/api/admin/clearSmsLimits') && r.ok());
    await desk.getByRole('button', { name: '清除短信限制' }).click();
    await cleared;
    await expect(desk.getByTestId('sms-limit-events')).toContainText('0 次');
  };
  await expect(desk.getByTestId('user-sessions')).toContainText('有效');
  await desk.getByTestId('ban').getByRole('textbox').fill('冒充平台客服发布虚假信息');
  await desk.getByTestId('ban').getByRole('button', { name: '封禁' }).click();
  await stepUpInDialog(desk, op);
  await expect(desk.getByTestId('account-status')).toHaveText('违规封禁');
  await expect(desk.getByRole('definition').filter({ hasText: '冒充平台客服发布虚假信息' })).toBeVisible();
  await expect(desk.getByTestId('user-sessions')).not.toContainText('有效');

  // The open session is over: the next call is refused and the next page is a visitor's.
  expect((await user.request.post('/api/getUserInfo', { headers, data: {} })).status()).toBe(401);
  await page.goto('/user-center.html');
  await expect(page).toHaveURL(/\/login\?callback=/);

  // The phone sent a code minutes ago: support clears its limits, and the login is refused with the ban's message.
  await clearLimits();
  expect(await tryLogin(browser, phone)).toEqual({ status: 403, msg: '该账号因违规已被封禁，无法登录。如有疑问，请联系客服' });

  await desk.getByTestId('unban').getByRole('textbox').fill('申诉核实后解除');
  await desk.getByRole('button', { name: '解除封禁' }).click();
  await expect(desk.getByTestId('account-status')).toHaveText('正常');
  await clearLimits();
  expect((await tryLogin(browser, phone)).status).toBe(200);

  // The trail keeps both.
  await desk.goto('/admin');
  await expect(desk.getByTestId('audit-trail')).toContainText('封禁用户');
  await expect(desk.getByTestId('audit-trail')).toContainText('解除封禁');
  await Promise.all([user.close(), support.close(), editor.close()]);
});
