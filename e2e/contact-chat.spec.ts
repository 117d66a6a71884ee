import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { clientAddress, loginFreshPhone } from './support/api-login';
import { loginKnownPhone } from './support/demo-login';

// Contacting a merchant (001 §2 Side bar, §7 Contact) in real Chromium on the production build, with two browser contexts:
// a buyer on a solution of the demo merchant's supplier, and the merchant (王立, who answers for
// supplier 1 in the demo data) on /chatRT.html. The visitor is sent to log in first (001 §6); then the
// side bar's private number, its release, the QR code and the suggestion form; then chat: text, a
// picture and a file arrive on the merchant's page in real time and survive a reload, read receipts,
// history pages up 50 at a time, and an unsupported picture is refused with 图片类型不支持.
// The buyer is a fresh phone and the first message carries a tag of the attempt, so a retry starts
// from an empty conversation instead of the one the failed attempt left.

const MERCHANT = '13800000003';

const newContext = (browser: import('@playwright/test').Browser) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });

function pngBytes(): Buffer {
  const png = new PNG({ width: 24, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([22, 119, 255, 255], i);
  return PNG.sync.write(png);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A solution page of the demo merchant's supplier, found as a buyer finds it: from the supplier's page. */
async function merchantSolution(page: Page): Promise<string> {
  await page.goto('/search-supplierdetail.html?id=1');
  await expect(page.getByTestId('merchant-side-bar')).toHaveAttribute('data-contact-route', 'merchant');
  const href = await page.locator('a[href*="solution-detail.html?id="], a[href*="scheme-detail.html?originIdSec="]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

async function openChat(context: BrowserContext, page: Page): Promise<Page> {
  const [chat] = await Promise.all([context.waitForEvent('page'), page.getByTestId('sidebar-chat').click()]);
  await chat.waitForURL(/\/chatRT\.html\?c=\d+/);
  return chat;
}

test('a buyer contacts the merchant from the side bar: login first, private number, suggestion form, then real-time chat', async ({ browser }) => {
  test.setTimeout(300_000);
  const buyer = await newContext(browser);
  const merchant = await newContext(browser);
  const page = await buyer.newPage();
  const solution = await merchantSolution(page);
  await page.goto(solution);
  const bar = page.getByTestId('merchant-side-bar');
  await expect(bar).toHaveAttribute('data-contact-route', 'merchant');

  // A visitor pressing chat goes to the login page, coming back here (001 §6).
  await page.getByTestId('sidebar-chat').click();
  await expect(page).toHaveURL(/\/login\?/);
  const login = new URL(page.url());
  expect(new URL(login.searchParams.get('callback')!).pathname + new URL(login.searchParams.get('callback')!).search).toBe(solution);
  expect([login.searchParams.get('authsrc'), login.searchParams.get('static'), login.searchParams.get('scRegEntry')]).toEqual(['001', 'true', 'A06']);
  const buyerPhone = await loginFreshPhone(buyer);
  const buyerName = `用户${buyerPhone.slice(-4)}`;
  const tag = Date.now().toString(36);
  const question = `您好，请问这个方案支持私有化部署吗？（${tag}）`;
  await page.goto(login.searchParams.get('callback')!);

  // The order-progress QR code, drawn on the server, opens on hover.
  await page.getByRole('button', { name: '订单进度' }).hover();
  await expect(page.getByTestId('order-progress-panel').getByRole('img', { name: '订单进度二维码' })).toBeVisible();
  await expect(page.getByTestId('order-progress-panel').getByRole('link')).toHaveAttribute('href', /\/inbox\.html\?kind=order$/);

  // Phone: a private number formatted 3-4-rest, released when the pop-up closes.
  await page.getByTestId('sidebar-phone').click();
  const number = page.getByTestId('private-number');
  await expect(number).toHaveText(/^170-9\d{3}-\d{4}$/);
  const shown = (await number.textContent())!.replace(/-/g, '');
  const released = page.waitForResponse((r) => r.url().includes('/api/relieveYXHContact'));
  await page.getByTestId('phone-close').click();
  const relieve = await released;
  expect((await relieve.json()).code).toBe(0);
  expect(new URL(relieve.url()).searchParams.get('mobile')).toBe(shown);
  await expect(number).toHaveCount(0);

  // The suggestion and complaint form, stored by the server.
  await page.getByTestId('sidebar-feedback').click();
  const form = page.frameLocator('[data-testid="feedback-frame"]');
  await form.getByRole('radio', { name: '投诉' }).check();
  await form.getByLabel('反馈内容').fill('短');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('反馈内容至少10个字')).toBeVisible();
  await form.getByLabel('反馈内容').fill('方案详情页的交付周期描述不清楚，希望补充里程碑说明。');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByTestId('feedback-done')).toBeVisible();
  await page.getByRole('dialog', { name: '建议与投诉' }).getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The merchant waits on the chat page.
  await loginKnownPhone(merchant, MERCHANT);
  const desk = await merchant.newPage();
  await desk.goto('/chatRT.html');
  await expect(desk.getByTestId('chat-connection')).toHaveCount(0);

  // The buyer opens the chat window from the side bar and sends text, a picture and a file.
  const chat = await openChat(buyer, page);
  await expect(chat.getByTestId('chat-connection')).toHaveCount(0);
  const peer = (await chat.getByTestId('chat-peer').textContent())!;
  await chat.getByTestId('chat-input').fill(question);
  await chat.getByTestId('chat-input').press('Enter');
  await expect(chat.getByTestId('chat-message').filter({ hasText: '私有化部署' })).toContainText('未读');

  // It reaches the merchant's list at once, counted unread, and the header's inbox count holds it.
  const conversation = desk.getByTestId('conversation').filter({ hasText: tag });
  await expect(conversation.getByTestId('unread-badge')).toHaveText('1');
  const counts = await (await merchant.request.get('/api/getMsgNum')).json();
  expect(counts.data.receiverUnread).toBeGreaterThanOrEqual(1);
  await conversation.click();
  await expect(desk.getByTestId('chat-message').filter({ hasText: '私有化部署' })).toBeVisible();
  await expect(desk.getByTestId('chat-peer')).toHaveText(buyerName);
  // Opened: the buyer sees it read.
  await expect(chat.getByTestId('chat-message').filter({ hasText: '私有化部署' })).toContainText('已读');

  await chat.getByTestId('chat-image-input').setInputFiles({ name: '架构图.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(desk.locator('[data-testid="chat-message"][data-kind="2"] img')).toBeVisible();
  await chat.getByTestId('chat-file-input').setInputFiles({ name: '需求说明.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(desk.locator('[data-testid="chat-message"][data-kind="3"]')).toContainText('需求说明.pdf');
  // A picture of another type is refused before it is sent, and one that only claims to be a picture by the server.
  await chat.getByTestId('chat-image-input').setInputFiles({ name: 'scan.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM fake') });
  await expect(chat.getByTestId('chat-notice')).toHaveText('图片类型不支持');
  await chat.getByTestId('chat-image-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(chat.getByTestId('chat-notice')).toHaveText('图片类型不支持');

  // The merchant answers; the buyer sees it at once.
  await desk.getByTestId('chat-input').fill('支持的，我们可以安排工程师上门评估。');
  await desk.getByTestId('chat-send').click();
  await expect(chat.getByTestId('chat-message').filter({ hasText: '上门评估' })).toBeVisible();
  expect(peer.length).toBeGreaterThan(0);

  // Everything survives a reload of the merchant's page.
  await desk.reload();
  await expect(desk.getByTestId('chat-message').filter({ hasText: '私有化部署' })).toBeVisible();
  await expect(desk.locator('[data-testid="chat-message"][data-kind="2"] img')).toBeVisible();
  await expect(desk.locator('[data-testid="chat-message"][data-kind="3"] a')).toHaveAttribute('href', /^\/files\/[a-f0-9]{32}\.pdf$/);

  // History pages up 50 at a time: 52 more messages, then the merchant's page shows the newest 50 and
  // loads the rest when the reader scrolls to the top. (Clicking the button there would race that
  // scroll: Playwright scrolls the button into view, the load starts, and the button goes away.)
  const conversationId = Number(new URL(chat.url()).searchParams.get('c'));
  await chat.evaluate(async (id) => {
    const ws = new WebSocket(`ws://${location.host}/chat/ws`);
    await new Promise((r) => (ws.onopen = r));
    let acks = 0;
    const done = new Promise<void>((resolve) => {
      ws.onmessage = (e) => {
        if (JSON.parse(String(e.data)).type === 'ack' && ++acks === 52) resolve();
      };
    });
    for (let i = 1; i <= 52; i++) ws.send(JSON.stringify({ type: 'send', cid: `page${id}n${i}xx`, conversationId: id, kind: 1, text: `第${i}条补充说明` }));
    await done;
    ws.close();
  }, conversationId);
  await expect(chat.getByTestId('chat-message').filter({ hasText: '第52条补充说明' })).toBeVisible();
  await desk.reload();
  await expect(desk.getByTestId('chat-message').filter({ hasText: '第52条补充说明' })).toBeVisible();
  await expect(desk.getByTestId('chat-message')).toHaveCount(50);
  await expect(desk.getByTestId('chat-message').filter({ hasText: '私有化部署' })).toHaveCount(0);
  await expect(desk.getByTestId('chat-older')).toHaveText('查看更多历史消息');
  await desk.getByTestId('chat-messages').evaluate((el) => el.scrollTo(0, 0));
  await expect(desk.getByTestId('chat-message').filter({ hasText: '私有化部署' })).toBeVisible();
  await expect(desk.getByText('没有更早的消息了')).toBeVisible();

  await buyer.close();
  await merchant.close();
});

test('chat and private numbers refuse what is not the caller\'s', async ({ browser }) => {
  const context = await newContext(browser);
  const api = context.request;
  const origin = { origin: `http://localhost:${process.env.E2E_PORT || 3100}` };
  // A visitor gets 401 from every call (the socket's 4401 close: lib/server/chat/socket.int.test.ts).
  expect((await api.get('/api/chatSessions')).status()).toBe(401);
  expect((await api.get('/api/checkYXHContact?jfid=1&idSecret=1&sysType=pc')).status()).toBe(401);
  expect((await api.get('/common/userid/1')).status()).toBe(401);
  // A forged chat address is refused once logged in (any phone will do: a fresh one).
  await loginFreshPhone(context);
  const forged = await api.post('/api/chatOpen', { data: { owner: 1, userid: 1, ts: Date.now(), sign: 'a'.repeat(64) }, headers: origin });
  expect([forged.status(), (await forged.json()).msg]).toEqual([403, '聊天链接无效']);
  // Another user's conversation is missing; another user's jfid is refused.
  const history = await api.get('/api/chatHistory?conversationId=1');
  expect(history.status()).toBe(404);
  expect((await api.get('/api/checkYXHContact?jfid=1&idSecret=1&sysType=pc')).status()).toBe(403);
  const bad = await api.post('/api/submitFeedback', { data: { kind: 3, content: '太短' }, headers: origin });
  expect(bad.status()).toBe(400);
  await context.close();
});
