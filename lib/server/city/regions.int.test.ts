import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as baseInfo } from '@/app/api/baseInfo/route';
import { POST as findAllCounty } from '@/app/api/findAllCounty/route';
import { POST as getAllentCity } from '@/app/api/getAllentCity/route';
import { POST as getCity } from '@/app/api/getCity/route';
import { POST as getRegionInfo } from '@/app/api/getRegionInfo/route';
import { GET as searchInfo } from '@/app/api/searchInfo/route';
import { answerOf, request } from '@/test/kits/account-routes';

// The region and site calls of 000 §7 on the seeded database: the city table and the GB/T 2260 tree,
// two of them sent as multipart (000 §7), bad input a 400 with a Chinese message and a non-zero code.

const CHINESE = /[\u4e00-\u9fff]/;

async function expectBadRequest(res: Response) {
  expect(res.status).toBe(400);
  const body = await answerOf(res);
  expect(body.code).not.toBe(0);
  expect(body.msg).toMatch(CHINESE);
}

/** A multipart POST as a browser's FormData sends it (the boundary in the content type). */
function multipart(path: string, fields: Record<string, string>): NextRequest {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new NextRequest(`http://localhost${path}`, { method: 'POST', body: form, headers: { host: 'localhost' } });
}

describe('city and region calls', () => {
  it('getCity answers the named city, the request city without one, and 404 for no city', async () => {
    const named = await answerOf<{ cityCode: string; cityName: string; site: string }>(await getCity(request('/api/getCity', { body: { cityCode: '500000' } })));
    expect(named).toMatchObject({ code: 0, data: { cityCode: '500100', cityName: '重庆', site: 'cq' } });
    // The test environment's default city (vitest.config.ts) without a cookie or sub-site.
    const current = await answerOf<{ cityCode: string }>(await getCity(request('/api/getCity', { body: {} })));
    expect(current.data.cityCode).toBe('510100');
    const none = await getCity(request('/api/getCity', { body: { cityCode: '999999' } }));
    expect(none.status).toBe(404);
    expect((await answerOf(none)).msg).toBe('城市不存在');
    await expectBadRequest(await getCity(request('/api/getCity', { body: { cityCode: 'cq' } })));
  });

  it('getRegionInfo answers a district with its province and city above it', async () => {
    const body = await answerOf<{ name: string; level: number; parents: { code: string }[]; children: unknown[] }>(
      await getRegionInfo(request('/api/getRegionInfo', { body: { regionCode: '110105' } })),
    );
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ name: '朝阳区', level: 3, parents: [{ code: '110000' }, { code: '110100' }], children: [] });
    const province = await answerOf<{ level: number; children: { parentCode: string }[] }>(await getRegionInfo(request('/api/getRegionInfo', { body: { regionCode: '500000' } })));
    expect(province.data.level).toBe(1);
    expect(province.data.children.every((c) => c.parentCode === '500000')).toBe(true);
    expect((await getRegionInfo(request('/api/getRegionInfo', { body: { regionCode: '990000' } }))).status).toBe(404);
    await expectBadRequest(await getRegionInfo(request('/api/getRegionInfo', { body: {} })));
  });

  it('findAllCounty (multipart) answers the districts of a city, 500000 read as 500100', async () => {
    const res = await findAllCounty(multipart('/api/findAllCounty', { cityCode: '500000' }));
    const body = await answerOf<{ code: string; name: string; parentCode: string }[]>(res);
    expect(body.code).toBe(0);
    expect(body.data.map((c) => c.name)).toContain('渝中区');
    expect(body.data.every((c) => c.parentCode === '500100')).toBe(true);
    expect((await findAllCounty(multipart('/api/findAllCounty', { cityCode: '110105' }))).status).toBe(404);
    await expectBadRequest(await findAllCounty(multipart('/api/findAllCounty', { cityCode: 'x' })));
    // A JSON body is not what the call takes.
    await expectBadRequest(await findAllCounty(request('/api/findAllCounty', { body: '{"cityCode":"500100"' })));
  });

  it('getAllentCity (multipart) answers the cities with suppliers, most first, of one province when asked', async () => {
    const all = await answerOf<{ cityCode: string; provinceCode: string; count: number }[]>(await getAllentCity(multipart('/api/getAllentCity', {})));
    expect(all.code).toBe(0);
    expect(all.data.length).toBeGreaterThan(0);
    const counts = all.data.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const province = all.data[0]!.provinceCode;
    const one = await answerOf<{ provinceCode: string }[]>(await getAllentCity(multipart('/api/getAllentCity', { provinceCode: province })));
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((c) => c.provinceCode === province)).toBe(true);
    await expectBadRequest(await getAllentCity(multipart('/api/getAllentCity', { provinceCode: '四川' })));
  });
});

describe('site calls', () => {
  it('baseInfo answers the contact details and the request city; searchInfo the hot searches', async () => {
    const base = await answerOf<{ hotline: string; city: { cityCode: string; onSubSite: boolean } }>(
      await baseInfo(request('/api/baseInfo', { headers: { host: 'cq.localhost' } })),
    );
    expect(base.code).toBe(0);
    expect(base.data.hotline.length).toBeGreaterThan(0);
    expect(base.data.city).toMatchObject({ cityCode: '500100', onSubSite: true });

    const hot = await answerOf<{ hotSearchList: string[]; opportunityHotList: string[] }>(await searchInfo(request('/api/searchInfo?cityCode=500100')));
    expect(hot.code).toBe(0);
    expect(hot.data.hotSearchList.length).toBeGreaterThan(0);
    expect(Array.isArray(hot.data.opportunityHotList)).toBe(true);
    await expectBadRequest(await searchInfo(request('/api/searchInfo?cityCode=abc')));
  });
});
