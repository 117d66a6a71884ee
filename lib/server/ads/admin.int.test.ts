import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as deleteAdCreative } from '@/app/api/admin/deleteAdCreative/route';
import { POST as saveAdCreative } from '@/app/api/admin/saveAdCreative/route';
import { POST as uploadAdImage } from '@/app/api/admin/uploadAdImage/route';
import { GET as serveFileRoute } from '@/app/files/[key]/route';
import { ErrorCode } from '@/lib/api/envelope';
import type { UploadedFile } from '@/lib/files/types';
import { toChinaLocal } from '@/lib/format/date';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema';
import { adEventCounts } from '@/lib/server/analytics/ad-counts';
import { auditTrail, grantRole } from '@/lib/server/operators';
import { markSteppedUp } from '@/lib/server/operators/console-session';
import { readSessionCookie } from '@/lib/server/session/cookie';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { png, uploadRequest } from '@/test/kits/files';
import { listSlotCreatives } from './admin';
import { getSlotAds } from './service';

// The console's ads (docs/features.md, Operator console: ads): an editor uploads a picture and saves a
// scheduled creative targeted at chosen cities, which the slot shows only there and only in its time;
// the trail keeps each change; the pages' events count per creative; anyone but an editor gets the 404
// of an unknown call.

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };
const HOUR = 3_600_000;

async function operator(role: 'editor' | 'reviewer'): Promise<string> {
  const phone = newPhone();
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

/** The step-up a deletion needs, as confirming the SMS code gives it (lib/server/operators/console-session.ts). */
async function stepUp(cookie: string): Promise<void> {
  const read = await readSessionCookie(decodeURIComponent(cookie.split('=').slice(1).join('=')));
  if (read.kind !== 'ok') throw new Error('no session in the cookie');
  await markSteppedUp(read.data.sessionId);
}

const call = (route: (req: NextRequest) => Promise<Response>, path: string, cookie: string, body: unknown) =>
  route(request(`/api/admin/${path}`, { body, cookie, headers: origin }));

async function uploaded(cookie: string): Promise<UploadedFile> {
  const res = await uploadAdImage(uploadRequest({ name: '广告.png', data: png(), srctype: 'image', cookie, headers: origin }));
  const answer = await answerOf<UploadedFile>(res);
  expect(answer.code).toBe(0);
  return answer.data;
}

const form = (now: Date) => ({
  slotCode: 'index-right-2',
  title: `测试广告${now.getTime()}`,
  href: 'https://example.com/promo',
  startsAt: toChinaLocal(new Date(now.getTime() - HOUR)),
  endsAt: toChinaLocal(new Date(now.getTime() + 24 * HOUR)),
  allCities: false,
  cityCodes: ['500100'],
  enabled: true,
  sort: -5,
});

describe('ads in the console', () => {
  it('saves a scheduled, targeted creative that shows only in its cities and its time, and keeps the trail', async () => {
    const editor = await operator('editor');
    const image = await uploaded(editor);
    const now = new Date();
    const input = form(now);
    const saved = await answerOf<{ id: number }>(await call(saveAdCreative, 'saveAdCreative', editor, { ...input, image: { fileId: image.fileId, fileKey: image.fileKey } }));
    expect(saved.code).toBe(0);
    const { id } = saved.data;

    const titles = async (city: string, at = new Date()) => (await getSlotAds(['index-right-2'], city, at))['index-right-2']!.map((a) => a.title);
    expect(await titles('500100')).toContain(input.title);
    expect(await titles('510100')).not.toContain(input.title);
    expect(await titles('500100', new Date(now.getTime() + 25 * HOUR))).not.toContain(input.title);
    // The picture is the creative's now: anyone may load it.
    const key = image.fileKey;
    expect((await serveFileRoute(request(`/files/${key}`), { params: Promise.resolve({ key }) })).status).toBe(200);

    // Switched off, it is gone from the slot; the trail has both steps with before and after.
    expect((await answerOf(await call(saveAdCreative, 'saveAdCreative', editor, { ...input, id, enabled: false, image: null }))).code).toBe(0);
    expect(await titles('500100')).not.toContain(input.title);
    const [changed, created] = await auditTrail({ limit: 2, recordType: 'ad', recordId: String(id) });
    expect(created).toMatchObject({ action: 'ad.create', before: null, after: { enabled: true, cityCodes: ['500100'], srcImg: `/files/${key}` } });
    expect(changed).toMatchObject({ action: 'ad.update', before: { enabled: true }, after: { enabled: false } });
    expect((await listSlotCreatives('index-right-2')).find((c) => c.id === id)).toMatchObject({ enabled: false, sort: -5 });

    // A deletion needs step-up: refused without it, done with it.
    const refused = await call(deleteAdCreative, 'deleteAdCreative', editor, { id });
    expect(refused.status).toBe(403);
    expect((await answerOf(refused)).code).toBe(ErrorCode.stepUpRequired);
    await stepUp(editor);
    expect((await answerOf(await call(deleteAdCreative, 'deleteAdCreative', editor, { id }))).code).toBe(0);
    expect((await listSlotCreatives('index-right-2')).some((c) => c.id === id)).toBe(false);
    expect((await auditTrail({ limit: 1, recordType: 'ad', recordId: String(id) }))[0]).toMatchObject({ action: 'ad.delete', after: null });
  });

  it('refuses a bad link, a schedule that ends before it starts, no city, no picture and an unknown city', async () => {
    const editor = await operator('editor');
    const input = { ...form(new Date()), image: null };
    const msgOf = async (body: unknown) => {
      const res = await call(saveAdCreative, 'saveAdCreative', editor, body);
      expect(res.status).toBe(400);
      return (await answerOf(res)).msg;
    };
    expect(await msgOf({ ...input, href: 'javascript:alert(1)' })).toContain('链接地址须以');
    expect(await msgOf({ ...input, startsAt: input.endsAt, endsAt: input.startsAt })).toContain('结束时间须晚于开始时间');
    expect(await msgOf({ ...input, cityCodes: [] })).toContain('请选择投放城市');
    expect(await msgOf({ ...input, title: ' ' })).toContain('请填写广告标题');
    expect(await msgOf(input)).toBe('请上传广告图片');
    expect(await msgOf({ ...input, cityCodes: ['999999'], image: null })).toBe('投放城市不存在');
  });

  it("counts each creative's impressions and clicks from the pages' events", async () => {
    const db = await getDb();
    // Ids of this run only: the PostgreSQL test database keeps the events of earlier runs.
    const a = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const [b, c] = [a + 1, a + 2];
    const event = (name: string, id: number) => ({ project: 'default', name, path: '/index.html', visit: 'visit1234', label: String(id) });
    await db.insert(analyticsEvents).values([event('ad_impression', a), event('ad_impression', a), event('ad_click', a), event('ad_impression', b), event('page_view', c)]);
    const counts = await adEventCounts([a, b, c]);
    expect(counts.get(a)).toEqual({ impressions: 2, clicks: 1 });
    expect(counts.get(b)).toEqual({ impressions: 1, clicks: 0 });
    expect(counts.get(c)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('answers a visitor, a user and a reviewer the 404 of an unknown call, whatever they send', async () => {
    const [user, reviewer] = await Promise.all([loginAs(newPhone()), operator('reviewer')]);
    for (const cookie of ['', user, reviewer]) {
      for (const [route, path] of [[saveAdCreative, 'saveAdCreative'], [deleteAdCreative, 'deleteAdCreative']] as const) {
        for (const body of [{ id: 1 }, { nonsense: true }]) {
          const res = await call(route, path, cookie, body);
          expect(res.status).toBe(404);
          expect(await answerOf(res)).toEqual({ code: 40400, msg: '接口不存在', data: null });
        }
      }
      expect((await uploadAdImage(uploadRequest({ name: 'a.png', data: png(), srctype: 'image', cookie, headers: origin }))).status).toBe(404);
    }
  });
});
