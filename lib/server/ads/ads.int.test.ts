import { inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as advertisements } from '@/app/api/advertisements/route';
import { ALL_AD_SLOTS, PAGE_AD_SLOTS } from '@/lib/ads/slots';
import type { SlotAds } from '@/lib/ads/types';
import { getDb } from '@/lib/server/db/client';
import { adItems } from '@/lib/server/db/schema';
import { getSlotAds, readAdRows } from './service';

// The seeded ads (reference data) through the service and the call, on PGlite and PostgreSQL. Rows
// this file adds go in before the first read: the service keeps what it read for a minute.

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost/api/advertisements', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

interface Answer {
  code: number;
  msg: string;
  data: { advertisementInfo: SlotAds } | null;
}

const now = new Date();
const hour = 3_600_000;

describe('ads', () => {
  it('reads rows not over yet, the ones still to start included', async () => {
    const db = await getDb();
    const added = await db
      .insert(adItems)
      .values([
        { slotCode: 'test-slot', title: '已结束', srcImg: '/images/ads/join.svg', href: '/a.html', endsAt: new Date(now.getTime() - hour) },
        { slotCode: 'test-slot', title: '未开始', srcImg: '/images/ads/join.svg', href: '/b.html', startsAt: new Date(now.getTime() + hour) },
        { slotCode: 'test-slot', title: '进行中', srcImg: '/images/ads/join.svg', href: '/c.html', cityCodes: ['500100'], sort: 1, endsAt: new Date(now.getTime() + hour) },
      ])
      .returning({ id: adItems.id });
    const titles = (await readAdRows(db, now)).filter((r) => r.slotCode === 'test-slot').map((r) => r.title);
    expect(titles.sort()).toEqual(['未开始', '进行中']);
    // Through the service only the running one shows, and only in its city.
    expect((await getSlotAds(['test-slot'], '500100'))['test-slot']!.map((a) => a.title)).toEqual(['进行中']);
    expect((await getSlotAds(['test-slot'], '510100'))['test-slot']).toEqual([]);
    await db.delete(adItems).where(inArray(adItems.id, added.map((a) => a.id)));
  });

  it('has seeded items for every slot, a city of its own first and the video in the case library', async () => {
    const chengdu = await getSlotAds(ALL_AD_SLOTS, '510100');
    for (const slot of ALL_AD_SLOTS) expect(chengdu[slot]!.length, slot).toBeGreaterThan(0);
    expect(chengdu['search-right-1']![0]!.title).toContain('成都');
    // A city without items of its own gets the all-city ones.
    const other = await getSlotAds(['search-right-1'], '450100');
    expect(other['search-right-1']!.some((a) => a.title.includes('成都'))).toBe(false);
    expect(other['search-right-1']!.length).toBeGreaterThan(1);
    const video = chengdu['jfCase-right-1']!.find((a) => a.mediaType === 2);
    expect(video?.videoUrl).toMatch(/\.webm$/);
    expect(chengdu['business-detail-right']).toHaveLength(1);
  });

  it('answers advertisements keyed by slot code for the city of the request', async () => {
    const slots = [...PAGE_AD_SLOTS['/enterprise.html'], 'no-such-slot'];
    const res = await advertisements(post({ showLocations: slots }, { cookie: 'jf_city=500100' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.code).toBe(0);
    expect(Object.keys(body.data!.advertisementInfo).sort()).toEqual([...slots].sort());
    expect(body.data!.advertisementInfo['no-such-slot']).toEqual([]);
    const first = body.data!.advertisementInfo['enterprise-right-1']![0]!;
    expect(first.title).toContain('重庆');
    expect(Object.keys(first).sort()).toEqual(['href', 'id', 'mediaType', 'srcImg', 'title', 'videoUrl']);
    // Comma-separated text is the same list.
    const text = (await (await advertisements(post({ showLocations: 'search-right-1,search-right-2' }))).json()) as Answer;
    expect(Object.keys(text.data!.advertisementInfo)).toEqual(['search-right-1', 'search-right-2']);
  });

  it.each([
    [{}, '广告位列表格式不正确'],
    [{ showLocations: [] }, '请指定广告位'],
    [{ showLocations: ['<script>'] }, '广告位编码不正确'],
    [{ showLocations: Array.from({ length: 21 }, (_, i) => `s${i}`) }, '广告位最多20个'],
    ['[1,2]', '格式不正确'],
  ])('refuses %j with 400 and a Chinese message', async (body, msg) => {
    const res = await advertisements(post(body));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Answer;
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toContain(msg);
  });

  it('refuses a cross-site call', async () => {
    const res = await advertisements(post({ showLocations: ['search-right-1'] }, { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
  });
});
