import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as newsDelete } from '@/app/api/admin/newsDelete/route';
import { POST as newsSave } from '@/app/api/admin/newsSave/route';
import { POST as newsState } from '@/app/api/admin/newsState/route';
import { POST as newsUploadImage } from '@/app/api/admin/newsUploadImage/route';
import { GET as feed } from '@/app/rss/news/[file]/route';
import type { UploadedFile } from '@/lib/files/types';
import { getDb } from '@/lib/server/db/client';
import { newsArticles, storedFiles } from '@/lib/server/db/schema';
import { auditTrail, grantRole } from '@/lib/server/operators';
import { markSteppedUp } from '@/lib/server/operators/console-session';
import { readSessionCookie } from '@/lib/server/session/cookie';
import { sitemapEntries } from '@/lib/server/seo/sitemap';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { gif, png, uploadRequest, zip } from '@/test/kits/files';
import { articleDetail, latestArticles, listArticles } from './articles';
import { consoleArticle, consoleArticles } from './editor';

// The console's news editor (docs/features.md, Operator console "News"): states and what the public sees
// of each, scheduling by publish time, the body sanitized on save, pictures claimed from the editor's own
// uploads, the trail, and the refusals (a reviewer and a plain user get the 404 of an unknown call).

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };
let editor = '';
let otherEditor = '';
let reviewer = '';
let plain = '';

beforeAll(async () => {
  const operator = async (role: 'editor' | 'reviewer') => {
    const phone = newPhone();
    await grantRole(cli, phone, role);
    return loginAs(phone);
  };
  editor = await operator('editor');
  otherEditor = await operator('editor');
  reviewer = await operator('reviewer');
  plain = await loginAs(newPhone());
});

const call = (handler: typeof newsSave, name: string, body: unknown, cookie = editor) => handler(request(`/api/admin/${name}`, { body, cookie, headers: origin }));
const save = async (body: Record<string, unknown>, cookie = editor) => {
  const res = await call(newsSave, 'newsSave', body, cookie);
  return { status: res.status, ...(await answerOf<{ id: number; state: string }>(res)) };
};
const state = async (body: Record<string, unknown>, cookie = editor) => {
  const res = await call(newsState, 'newsState', body, cookie);
  return { status: res.status, ...(await answerOf<{ state: string; publishTime: string }>(res)) };
};
async function upload(cookie: string | undefined, data = png(), name = '插图.png') {
  const req = uploadRequest({ name, data, cookie, headers: origin });
  const res = await newsUploadImage(req);
  return { status: res.status, ...(await answerOf<UploadedFile>(res)) };
}

const form = (over: Record<string, unknown> = {}) => ({ title: `编辑部文章${Math.random().toString(36).slice(2, 8)}`, labelCode: 'ZCJD', summary: '一段摘要', cover: '/images/news/zcjd-1.svg', bodyHtml: '<p>正文</p>', ...over });
const isPublic = async (id: number) => {
  const [detail, list, latest] = await Promise.all([articleDetail(id), listArticles({ topFlag: undefined, relatedLabel: 'ZCJD', pageStart: 1, pageSize: 50 }), latestArticles(20)]);
  return { detail: detail !== null, list: list.list.some((a) => a.id === id), latest: latest.some((a) => a.id === id) };
};
const feedXml = async () => (await feed(new Request('http://localhost/rss/news/ZCJD.xml'), { params: Promise.resolve({ file: 'ZCJD.xml' }) })).text();
const inSitemap = async (id: number) => ((await sitemapEntries('articles', 1, 'http://x')) ?? []).some((e) => e.loc.endsWith(`informatinId=${id}`));

describe('the news editor', () => {
  it('creates a draft nobody sees, publishes it everywhere, takes it down, and audits each step', async () => {
    const cover = await upload(editor);
    expect(cover).toMatchObject({ status: 200, code: 0 });
    const created = await save(form({ cover: cover.data.fileUrl, bodyHtml: `<h2>小标题</h2><p>正文<strong>要点</strong></p><img src="${cover.data.fileUrl}" alt="图">` }));
    expect(created).toMatchObject({ code: 0, data: { state: 'draft' } });
    const id = created.data.id;
    expect(await isPublic(id)).toEqual({ detail: false, list: false, latest: false });
    expect(await inSitemap(id)).toBe(false);

    // The picture is now the article's: kept, and readable by anyone holding its link.
    const [file] = await (await getDb()).select({ refTable: storedFiles.refTable, refId: storedFiles.refId }).from(storedFiles).where(eq(storedFiles.fileKey, cover.data.fileKey));
    expect(file).toEqual({ refTable: 'news_article', refId: String(id) });

    expect(await state({ id, action: 'publish' })).toMatchObject({ code: 0, data: { state: 'published' } });
    expect(await isPublic(id)).toEqual({ detail: true, list: true, latest: true });
    expect((await articleDetail(id))?.bodyHtml).toContain('<strong>要点</strong>');
    expect(await feedXml()).toContain(`informatinId=${id}`);
    expect(await inSitemap(id)).toBe(true);
    expect((await state({ id, action: 'publish' })).msg).toBe('文章已发布，请先下线');

    // Editing a published article keeps it published; the trail names only what changed.
    expect(await save({ ...form({ cover: cover.data.fileUrl, bodyHtml: `<p>新正文</p><img src="${cover.data.fileUrl}">` }), id, title: '改过的标题' })).toMatchObject({ code: 0, data: { id, state: 'published' } });
    const [edit] = await auditTrail({ limit: 1, recordType: 'news_article', recordId: String(id) });
    expect(edit).toMatchObject({ action: 'news.edit', before: { title: expect.any(String), body: { chars: expect.any(Number), sha256: expect.any(String) } }, after: { title: '改过的标题' } });
    expect(Object.keys(edit!.after!).sort()).toEqual(['body', 'title']);

    expect(await state({ id, action: 'unpublish' })).toMatchObject({ code: 0, data: { state: 'unpublished' } });
    expect(await isPublic(id)).toEqual({ detail: false, list: false, latest: false });
    expect(await feedXml()).not.toContain(`informatinId=${id}`);
    expect(await inSitemap(id)).toBe(false);
    expect((await state({ id, action: 'unpublish' })).msg).toBe('文章未发布');

    const trail = await auditTrail({ limit: 10, recordType: 'news_article', recordId: String(id) });
    expect(trail.map((e) => e.action)).toEqual(['news.unpublish', 'news.edit', 'news.publish', 'news.create']);
    expect(trail[0]).toMatchObject({ before: { state: 'published' }, after: { state: 'unpublished' } });
  });

  it('schedules an article: hidden until its time, then public by itself', async () => {
    const { data } = await save(form());
    const soon = new Date(Date.now() + 3_600_000);
    expect(await state({ id: data.id, action: 'schedule', publishAt: soon.toISOString() })).toMatchObject({ code: 0, data: { state: 'scheduled' } });
    expect(await isPublic(data.id)).toEqual({ detail: false, list: false, latest: false });
    expect((await consoleArticles({ state: 'scheduled', page: 1, q: undefined, labelCode: undefined })).lines.map((l) => l.id)).toContain(data.id);

    // The time comes (moved into the past here): the public queries show it with nothing else run.
    await (await getDb()).update(newsArticles).set({ publishTime: new Date(Date.now() - 1000) }).where(eq(newsArticles.id, data.id));
    expect(await isPublic(data.id)).toEqual({ detail: true, list: true, latest: true });
    expect((await consoleArticle(data.id))?.state).toBe('published');

    const past = await state({ id: data.id, action: 'unpublish' }).then(() => state({ id: data.id, action: 'schedule', publishAt: new Date(Date.now() - 60_000).toISOString() }));
    expect(past).toMatchObject({ status: 400, msg: '发布时间应晚于当前时间' });
    const far = await state({ id: data.id, action: 'schedule', publishAt: new Date(Date.now() + 400 * 86_400_000).toISOString() });
    expect(far).toMatchObject({ status: 400, msg: '发布时间最晚为 366 天后' });
    expect((await state({ id: data.id, action: 'schedule', publishAt: 'tomorrow' })).status).toBe(400);
  });

  it('sanitizes the body on save: scripts, handlers, javascript: links and foreign pictures are gone', async () => {
    const { data } = await save(
      form({ bodyHtml: '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a><a href="https://example.com">外链</a></p><img src="https://evil.example/x.png"><iframe src="https://evil.example"></iframe>' }),
    );
    const stored = (await consoleArticle(data.id))!.bodyHtml;
    expect(stored).toBe('<p>正文<a target="_blank" rel="noopener noreferrer nofollow">链接</a><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外链</a></p>');
    expect((await save(form({ bodyHtml: '<script>alert(1)</script><p> </p>' }))).msg).toBe('请填写正文');
  });

  it('refuses pictures that are not the editor’s to show, bad fields, and missing articles', async () => {
    const others = await upload(otherEditor);
    expect((await save(form({ cover: others.data.fileUrl })))).toMatchObject({ status: 400, msg: '图片不存在或已失效，请重新上传' });
    expect((await save(form({ bodyHtml: `<p>x</p><img src="/files/${'b'.repeat(32)}.png">` }))).msg).toBe('图片不存在或已失效，请重新上传');
    expect((await save(form({ cover: 'https://evil.example/x.png' }))).msg).toContain('请上传封面图片');
    expect((await save(form({ title: ' ' }))).msg).toContain('请填写标题');
    expect((await save(form({ labelCode: 'NOPE' }))).msg).toBe('栏目不存在');
    expect((await save({ ...form(), id: 999_999 })).status).toBe(404);
    expect((await state({ id: 999_999, action: 'publish' })).status).toBe(404);
    // Uploads are checked by content: an archive named .png is refused.
    expect((await upload(editor, zip(), 'a.png')).status).toBe(400);
    expect((await upload(editor, gif(), 'a.gif')).status).toBe(200);
  });

  it('deletes an article after a step-up and keeps what it was in the trail', async () => {
    const { data } = await save(form({ title: '将被删除' }));
    const refused = await call(newsDelete, 'newsDelete', { id: data.id });
    expect(refused.status).toBe(403);
    expect((await answerOf(refused)).code).toBe(40310);
    expect(await consoleArticle(data.id)).not.toBeNull();
    const session = await readSessionCookie(decodeURIComponent(editor.split('=').slice(1).join('=')));
    if (session.kind !== 'ok') throw new Error('no session in the cookie');
    await markSteppedUp(session.data.sessionId);
    const res = await call(newsDelete, 'newsDelete', { id: data.id });
    expect((await answerOf(res)).code).toBe(0);
    expect(await consoleArticle(data.id)).toBeNull();
    const [entry] = await auditTrail({ limit: 1, recordType: 'news_article', recordId: String(data.id) });
    expect(entry).toMatchObject({ action: 'news.delete', before: { title: '将被删除', state: 'draft' }, after: null });
    expect((await call(newsDelete, 'newsDelete', { id: data.id })).status).toBe(404);
  });

  it('answers a reviewer, a plain user and a stranger with the 404 of an unknown call', async () => {
    const { data } = await save(form());
    for (const cookie of [reviewer, plain, undefined]) {
      for (const [handler, name, body] of [
        [newsSave, 'newsSave', { ...form(), id: data.id }],
        [newsState, 'newsState', { id: data.id, action: 'publish' }],
        [newsDelete, 'newsDelete', { id: data.id }],
      ] as const) {
        const res = await handler(request(`/api/admin/${name}`, { body, cookie, headers: origin }));
        expect(res.status, `${name} ${cookie ? 'as someone' : 'as a stranger'}`).toBe(404);
        expect((await answerOf(res)).msg).toBe('接口不存在');
      }
      expect((await upload(cookie)).status).toBe(404);
    }
    expect((await consoleArticle(data.id))?.state).toBe('draft');
  });
});
