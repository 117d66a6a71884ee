import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { creditCodeCheckChar } from '../lib/activation/credit-code';
import { pdf, png } from '../test/kits/file-bytes';
import { clientAddress, loginFreshPhone } from './support/api-login';

// The console's activation queue (docs/features.md, Operator console) in Chromium on the production build:
// two reviewers and one application (only the claim's holder decides; the other sees who holds it and
// the API refuses them), a rejection whose reason the applicant reads in the user centre and the inbox,
// an approval that activates the unit, and the 404 an editor and a plain user get.

const port = Number(process.env.E2E_PORT || 3100);
const headers = { origin: `http://localhost:${port}` };
const stamp = () => String(Date.now()).slice(-7);

async function loggedIn(browser: Browser): Promise<{ context: BrowserContext; phone: string }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  return { context, phone: await loginFreshPhone(context) };
}

async function operatorContext(browser: Browser, role: string): Promise<BrowserContext> {
  const { context, phone } = await loggedIn(browser);
  expect((await (await context.request.post('/dev/operator-role', { headers, data: { mobile: phone, role } })).json()).code).toBe(0);
  return context;
}

type ProofFile = { name: string; mimeType: string; buffer: Buffer };
const PICTURE_PROOF: ProofFile = { name: '事业单位法人证书.png', mimeType: 'image/png', buffer: png(4096) };

/** The applicant's upload of a proof: its stored key (what its /files/ link names). */
async function uploadProof(context: BrowserContext, file: ProofFile): Promise<string> {
  const up = await context.request.post('/api/activationUploadFile', { headers, multipart: { file } });
  return ((await up.json()) as { data: { fileKey: string } }).data.fileKey;
}

/** An application through the portal's own calls; with a proof (its key), one without a credit code. */
async function apply(context: BrowserContext, phone: string, depName: string, noCodeAttachment?: string): Promise<number> {
  const proof = !!noCodeAttachment;
  const first17 = `91500112${stamp()}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const data = {
    depName,
    creditCode: proof ? '' : first17 + creditCodeCheckChar(first17),
    noCodeFlag: proof,
    ...(proof ? { noCodeAttachment, noCodeDesc: '本中心使用上级单位统一社会信用代码。' } : {}),
    cityStationCode: '500100',
    cityStationName: '重庆站',
    provinceCode: '500000',
    cityCode: '500100',
    areaCode: '500112',
    contactName: '周老师',
    telphone: phone,
    checked: true,
  };
  const answer = (await (await context.request.post('/api/unitRegister', { headers, data })).json()) as { code: number; data: { applyId: number } };
  expect(answer.code).toBe(0);
  return answer.data.applyId;
}

const decide = (context: BrowserContext, data: Record<string, unknown>) => context.request.post('/api/admin/decideActivation', { headers, data });

test('two reviewers, one decision: a rejection the applicant reads, an approval that activates the unit; an editor and a user get 404', async ({ browser }) => {
  test.setTimeout(180_000);
  const rejectedName = `重庆市渝北区第${stamp()}社区服务中心`;
  const approvedName = `重庆市渝北区第${stamp()}街道办事处`;
  // One after another: each login sends an SMS code, and the portal limits sends per moment (docs/limits.md).
  const rejectedApplicant = await loggedIn(browser);
  const rejectedId = await apply(rejectedApplicant.context, rejectedApplicant.phone, rejectedName, await uploadProof(rejectedApplicant.context, PICTURE_PROOF));
  const approvedApplicant = await loggedIn(browser);
  const approvedId = await apply(approvedApplicant.context, approvedApplicant.phone, approvedName);
  const reviewer = await operatorContext(browser, 'reviewer');
  const second = await operatorContext(browser, 'reviewer');
  const editor = await operatorContext(browser, 'editor');

  // The console's home links the queue with its waiting count; the filters narrow it.
  const page = await reviewer.newPage();
  await page.goto('/admin');
  await expect(page.getByTestId('activation-queue-link')).toContainText(/采购单位激活审核：\d+ 个待审核/);
  await page.getByTestId('activation-queue-link').click();
  const queue = page.getByTestId('activation-queue');
  await expect(queue.getByRole('link', { name: rejectedName })).toBeVisible();
  const filters = page.getByRole('search', { name: '筛选激活申请' });
  await filters.getByLabel('信用代码').selectOption({ label: '无信用代码（证明材料）' });
  await filters.getByLabel('关键词').fill('重庆市渝北区第');
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/proof=nocode/);
  await expect(queue.getByRole('link', { name: rejectedName })).toBeVisible();
  await expect(queue.getByRole('link', { name: approvedName })).toHaveCount(0);
  await expect(queue.locator(`tr[data-activation="${rejectedId}"]`)).toContainText('分钟');

  // The detail: what the applicant submitted, and the proof shown inline.
  await queue.getByRole('link', { name: rejectedName }).click();
  await expect(page.getByRole('heading', { name: rejectedName })).toBeVisible();
  await expect(page.getByText('本中心使用上级单位统一社会信用代码。')).toBeVisible();
  await expect(page.getByText(rejectedApplicant.phone).first()).toBeVisible();
  const proof = page.getByTestId('activation-proof').getByRole('img');
  await expect(proof).toHaveAttribute('src', `/api/admin/activationProof?id=${rejectedId}`);
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '认领' }).click();
  await expect(page.getByTestId('claim-state')).toContainText('您已认领此申请');

  // The second reviewer sees who holds it, cannot claim it, and the API refuses their decision.
  const other = await second.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('claim-state')).toContainText('正在审核此申请');
  await expect(other.getByRole('button', { name: '认领' })).toBeDisabled();
  const refused = await decide(second, { id: rejectedId, decision: 'approved' });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).msg).toBe('该激活申请正由其他审核员处理');

  await page.getByLabel(/驳回原因/).fill('请上传加盖公章的事业单位法人证书');
  await page.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByRole('note')).toContainText('驳回原因：请上传加盖公章的事业单位法人证书');
  await expect(page.getByTestId('review-actions')).toHaveCount(0);
  const late = await decide(second, { id: rejectedId, decision: 'approved' });
  expect(late.status()).toBe(409);
  expect((await late.json()).msg).toBe('该激活申请已由其他审核员处理，请刷新');

  // The applicant reads the reason in the user centre and the inbox.
  const applicantPage = await rejectedApplicant.context.newPage();
  await applicantPage.goto('/user-center.html');
  await expect(applicantPage.getByTestId('uc-activation-reason')).toHaveText('未通过原因：请上传加盖公章的事业单位法人证书');
  await applicantPage.goto('/inbox.html?kind=sys');
  await expect(applicantPage.getByText(`采购单位激活未通过：${rejectedName}`)).toBeVisible();

  // The second reviewer approves the other application; its unit is the applicant's identity now.
  await other.goto(`/admin/activations/${approvedId}`);
  await other.getByRole('button', { name: '认领' }).click();
  await other.getByRole('button', { name: '审核通过' }).click();
  await expect(other.getByTestId('review-actions')).toHaveCount(0);
  await expect(other.getByText('激活单位编号')).toBeVisible();
  const approvedPage = await approvedApplicant.context.newPage();
  await approvedPage.goto('/user-center.html');
  await expect(approvedPage.getByTestId('uc-activation')).toContainText('已通过');
  await expect(approvedPage.getByText(approvedName).first()).toBeVisible();
  await approvedPage.goto('/checkSuccess.html');
  await expect(approvedPage.getByText(approvedName).first()).toBeVisible();
  await page.goto('/admin/activations?status=1');
  await expect(queue.getByRole('link', { name: approvedName })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByTestId('audit-trail')).toContainText('激活驳回');
  await expect(page.getByTestId('audit-trail')).toContainText('激活审核通过');

  // An editor and a plain user (the applicant): the pages and calls are a 404 to them.
  for (const context of [editor, rejectedApplicant.context]) {
    const p = await context.newPage();
    for (const path of ['/admin/activations', `/admin/activations/${rejectedId}`, '/admin/experts']) expect((await p.goto(path))?.status(), path).toBe(404);
    const call = await decide(context, { id: approvedId, decision: 'rejected', note: '无权限' });
    expect(call.status()).toBe(404);
    expect((await call.json()).msg).toBe('接口不存在');
    expect((await context.request.get(`/api/admin/activationProof?id=${rejectedId}`)).status()).toBe(404);
    await p.close();
  }
  await Promise.all([rejectedApplicant.context, approvedApplicant.context, reviewer, second, editor].map((c) => c.close()));
});

test("a reviewer reads a PDF proof in the browser's own viewer on the page; its answer serves reviewers only", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const depName = `重庆市江北区第${stamp()}卫生服务中心`;
  const applicant = await loggedIn(browser);
  const proofKey = await uploadProof(applicant.context, { name: '情况说明.pdf', mimeType: 'application/pdf', buffer: pdf() });
  const id = await apply(applicant.context, applicant.phone, depName, proofKey);
  const reviewer = await operatorContext(browser, 'reviewer');
  const stranger = await loggedIn(browser);
  const href = `/api/admin/activationProof?id=${id}`;

  const page = await reviewer.newPage();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/activations/${id}`);
    const viewer = page.getByTestId('activation-proof-pdf');
    await expect(viewer).toHaveAttribute('src', href);
    await expect(viewer).toHaveAttribute('title', '证明材料：情况说明.pdf');
    await expect(viewer).toBeVisible();
    // The frame holds Chromium's PDF viewer (its extension page), not an error page or a download, and
    // the viewer has laid out the proof's one page.
    const frame = (await (await viewer.elementHandle())!.contentFrame())!;
    const pagesShown = async () => {
      const pdfViewer = frame.childFrames().find((f) => f.url().startsWith('chrome-extension://'));
      type Viewer = { documentDimensions?: { pageDimensions: unknown[] } };
      return pdfViewer ? pdfViewer.evaluate(() => (document.querySelector('pdf-viewer') as Viewer | null)?.documentDimensions?.pageDimensions.length ?? 0).catch(() => 0) : 0;
    };
    await expect.poll(pagesShown).toBe(1);
    await expect(page.getByTestId('activation-proof').getByRole('link', { name: '在新标签页打开' })).toHaveAttribute('href', href);
    // The phone's screenshot shows the viewer itself (a full-page one puts the fixed bottom bar over it).
    const shot = testInfo.outputPath(`activation-pdf-proof-${width}.png`);
    if (width < 768) await viewer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot, fullPage: width >= 768 });
    await testInfo.attach(`activation-pdf-proof-${width}`, { path: shot, contentType: 'image/png' });
  }

  // The reviewer's answer: the PDF inline, framed by this site's pages only, never cached.
  const answer = await reviewer.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toMatch(/^inline;/);
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Anyone else: the console call and the file's own link are the 404 of a missing file; the applicant
  // still reads their own upload through its link.
  expect((await stranger.context.request.get(href)).status()).toBe(404);
  expect((await applicant.context.request.get(href)).status()).toBe(404);
  expect((await stranger.context.request.get(`/files/${proofKey}`)).status()).toBe(404);
  expect((await reviewer.request.get(`/files/${proofKey}`)).status()).toBe(404);
  expect((await applicant.context.request.get(`/files/${proofKey}`)).status()).toBe(200);
  const strangerPage = await stranger.context.newPage();
  expect((await strangerPage.goto(`/admin/activations/${id}`))?.status()).toBe(404);
  await Promise.all([applicant.context, reviewer, stranger.context].map((c) => c.close()));
});

test('a reviewer adds an expert who takes immediate consultations: the consult dialog shows them until paused', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `专家${stamp()}`;
  const reviewer = await operatorContext(browser, 'reviewer');
  const editor = await operatorContext(browser, 'editor');
  const user = await loggedIn(browser);
  const page = await reviewer.newPage();
  await page.goto('/admin');
  await page.getByTestId('experts-link').click();
  await expect(page.getByRole('heading', { name: '专家管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增专家' }).click();
  const form = page.getByRole('form', { name: '新增专家' });
  await form.getByRole('button', { name: '保存' }).click();
  for (const msg of ['请输入正确的专家手机号', '请输入专家姓名', '请输入擅长领域，多个用“、”分隔', '请输入专家简介']) await expect(form.getByText(msg)).toBeVisible();

  await form.getByLabel('手机号').fill(`136${String(Date.now()).slice(-8)}`);
  await form.getByLabel('专家姓名').fill(name);
  await form.getByLabel('擅长领域').fill('信创适配、国产数据库');
  await form.getByLabel('专家简介').fill('长期从事信创适配与国产数据库迁移咨询。');
  await form.getByLabel('头像地址').fill('javascript:alert(1)');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('头像地址应以 / 或 https:// 开头')).toBeVisible();
  await form.getByLabel('头像地址').fill('/images/experts/expert-4.svg');
  await form.getByLabel('排序').fill('0');
  await expect(form.getByLabel('接受即时咨询')).toBeChecked();
  await form.getByRole('button', { name: '保存' }).click();
  const line = page.getByTestId('expert-list').locator('li').filter({ hasText: name });
  await expect(line).toContainText('接受即时咨询');

  // First in order and taking consultations: the portal's consult dialog opens on them.
  const visitor = await browser.newPage();
  await visitor.goto('/search.html');
  await expect(async () => {
    await visitor.getByTestId('expert-consult').click();
    await expect(visitor.getByTestId('expert-card')).toContainText(name, { timeout: 1500 });
  }).toPass();
  await expect(visitor.getByTestId('expert-card')).toContainText('国产数据库');

  // Edited, then paused: the dialog goes back to the expert on duty before.
  await line.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('form', { name: `编辑专家 ${name}` });
  await expect(edit.getByLabel('手机号')).toHaveAttribute('readonly', '');
  await edit.getByLabel('专家简介').fill('信创适配与国产数据库迁移咨询，十年经验。');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(line).toContainText('十年经验');
  await line.getByRole('button', { name: '关闭即时咨询' }).click();
  await expect(line).toContainText('暂停即时咨询');
  await visitor.goto('/search.html');
  await expect(async () => {
    await visitor.getByTestId('expert-consult').click();
    await expect(visitor.getByTestId('expert-card')).toContainText('王建国', { timeout: 1500 });
  }).toPass();

  for (const context of [editor, user.context]) {
    const p = await context.newPage();
    expect((await p.goto('/admin/experts'))?.status()).toBe(404);
    const call = await context.request.post('/api/admin/setExpertImmediate', { headers, data: { id: 1, immediate: false } });
    expect(call.status()).toBe(404);
    expect((await call.json()).msg).toBe('接口不存在');
    await p.close();
  }
  await Promise.all([reviewer, editor, user.context, visitor.context()].map((c) => c.close()));
});
