import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as serveFileRoute } from '@/app/files/[key]/route';
import { GET as schemeDelete } from '@/app/api/schemeDelete/route';
import { POST as schemeUploadFile } from '@/app/api/schemeUploadFile/route';
import type { UploadedFile } from '@/lib/files/types';
import { getDb, queryRows } from '@/lib/server/db/client';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { gif, jpg, png, rar, uploadRequest, zip } from '@/test/kits/files';
import { fileStore } from './store';

const MB = 1024 * 1024;
let alice = '';
let bob = '';

beforeAll(async () => {
  alice = await loginAs(newPhone());
  bob = await loginAs(newPhone());
});

async function upload(name: string, data: Buffer, srctype = 'bulogo', cookie = alice) {
  const res = await schemeUploadFile(uploadRequest({ name, data, srctype, cookie }));
  return { res, body: await answerOf<UploadedFile>(res) };
}

const serve = (key: string, cookie?: string) =>
  serveFileRoute(request(`/files/${key}`, { cookie }), { params: Promise.resolve({ key }) });

describe('schemeUploadFile', () => {
  it('keeps pictures and archives checked by content, under generated names', async () => {
    for (const [name, data, srctype, type] of [
      ['荣誉证书.png', png(), 'bulogo', 'image/png'],
      ['资质.GIF', gif(), 'bulogo', 'image/gif'],
      ['营业执照.jpeg', jpg(), 'bulogo', 'image/jpeg'],
      ['产品说明书.zip', zip(), 'archive', 'application/zip'],
      ['专利证书.rar', rar(), 'archive', 'application/vnd.rar'],
    ] as const) {
      const { res, body } = await upload(name, data, srctype);
      expect(res.status, name).toBe(200);
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ origFileName: name, originalFilename: name });
      expect(body.data.fileKey).toMatch(/^[0-9a-f]{32}\.(png|gif|jpg|zip|rar)$/);
      expect(body.data.finalName).toBe(body.data.fileKey);
      expect(body.data.fileUrl).toBe(`/files/${body.data.fileKey}`);
      expect((await fileStore().meta(body.data.fileKey))?.contentType).toBe(type);
    }
  });

  it('refuses a file whose content is not what the field takes, whatever its name', async () => {
    for (const [name, data, srctype] of [
      ['伪装.png', zip(), 'bulogo'],
      ['说明.zip', png(), 'archive'],
      ['脚本.png', Buffer.from('<script>alert(1)</script>'), 'bulogo'],
    ] as const) {
      const { res, body } = await upload(name, data, srctype);
      expect(res.status, name).toBe(400);
      expect(body.msg).toBe('文件格式有误，请重新上传!');
    }
  });

  it('refuses pictures over 2 MB and archives over 10 MB without keeping them', async () => {
    const db = await getDb();
    const count = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stored_file`))[0]?.n ?? 0;
    const before = await count();
    const big = await upload('大图.png', png(2 * MB + 1));
    expect(big.res.status).toBe(413);
    expect(big.body.msg).toBe('上传图片大小不能超过 2M!');
    const huge = await upload('大包.zip', zip(10 * MB + 1), 'archive');
    expect(huge.res.status).toBe(413);
    expect(huge.body.msg).toBe('上传文件大小不能超过 10MB!');
    expect(await count()).toBe(before);
  });

  it('refuses a body that announces more than any upload before reading it', async () => {
    const req = new NextRequest('http://localhost/api/schemeUploadFile', {
      method: 'POST',
      headers: { host: 'localhost', cookie: alice, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * MB) },
      body: new ReadableStream({ pull: () => { throw new Error('the body must not be read'); } }),
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await schemeUploadFile(req);
    expect(res.status).toBe(413);
    expect((await answerOf(res)).msg).toBe('上传文件大小不能超过 10MB!');
  });

  it('answers bad requests with 4xx, never 500', async () => {
    const noLogin = await schemeUploadFile(uploadRequest({ name: 'a.png', data: png(), srctype: 'bulogo' }));
    expect(noLogin.status).toBe(401);
    expect((await upload('a.png', png(), 'exe')).res.status).toBe(400);
    const json = await schemeUploadFile(request('/api/schemeUploadFile', { body: { file: 'x' }, cookie: alice }));
    expect(json.status).toBe(400);
    const truncated = new NextRequest('http://localhost/api/schemeUploadFile', {
      method: 'POST',
      headers: { host: 'localhost', cookie: alice, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect([400, 413]).toContain((await schemeUploadFile(truncated)).status);
    const crossSite = await schemeUploadFile(uploadRequest({ name: 'a.png', data: png(), srctype: 'bulogo', cookie: alice, headers: { origin: 'https://evil.example' } }));
    expect(crossSite.status).toBe(403);
  });
});

describe('serving and deleting uploads', () => {
  it('serves a file to its uploader only, with its type, name and no sniffing', async () => {
    const { body } = await upload('荣誉证书.png', png());
    const own = await serve(body.data.fileKey, alice);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-security-policy')).toContain('sandbox');
    expect(own.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('荣誉证书.png')}`);
    expect(Buffer.from(await own.arrayBuffer()).equals(png())).toBe(true);
    expect((await serve(body.data.fileKey, bob)).status).toBe(404);
    expect((await serve(body.data.fileKey)).status).toBe(404);
    expect((await serve('../../etc/passwd')).status).toBe(404);
  });

  it('lets only the uploader delete an upload', async () => {
    const { body } = await upload('资质.png', png());
    const del = (cookie: string, key = body.data.fileKey) => schemeDelete(request(`/api/schemeDelete?fileName=${key}`, { cookie }));
    const foreign = await del(bob);
    expect(foreign.status).toBe(404);
    expect(await fileStore().meta(body.data.fileKey)).not.toBeNull();
    const own = await del(alice);
    expect(await answerOf(own)).toMatchObject({ code: 200, msg: '成功删除！' });
    expect(await fileStore().meta(body.data.fileKey)).toBeNull();
    expect((await del(alice, 'not-a-key')).status).toBe(400);
    const crossSite = await schemeDelete(
      request(`/api/schemeDelete?fileName=${body.data.fileKey}`, { cookie: alice, headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(crossSite.status).toBe(403);
  });

  it('removes only stale unreferenced files', async () => {
    const { body } = await upload('新.png', png());
    const db = await getDb();
    const { body: old } = await upload('旧.png', png());
    await db.execute(sql`update stored_file set created_at = now() - interval '25 hours' where file_key = ${old.data.fileKey}`);
    const removed = await fileStore().removeStale(new Date(Date.now() - 24 * 3600_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await fileStore().meta(old.data.fileKey)).toBeNull();
    expect(await fileStore().meta(body.data.fileKey)).not.toBeNull();
  });
});
