import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as changeCity } from '@/app/api/changeCity/route';
import { GET as getCityProducts } from '@/app/api/getCityProducts/route';
import { GET as getFriendlyLink } from '@/app/api/getFriendlyLink/route';
import { visibleLetterGroups } from '@/lib/city/rules';
import { getFriendlyLinks } from './friendly-links';
import { getCityData, resolveCity } from './service';

const post = (body: string) =>
  new NextRequest('http://localhost/api/changeCity', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('resolveCity', () => {
  it('maps subdomains to cities from the data', async () => {
    expect((await resolveCity({ kind: 'site', site: 'cq' })).city).toMatchObject({ cityCode: '500100', cityName: '重庆' });
    const cd = await resolveCity({ kind: 'site', site: 'cd' });
    expect(cd.city).toMatchObject({ cityCode: '510100', cityName: '成都' });
    expect(cd.onSubSite).toBe(true);
  });

  it('takes the cookie code, with 500000 meaning 500100', async () => {
    expect((await resolveCity({ kind: 'code', code: '500000' })).city.cityCode).toBe('500100');
    const hz = await resolveCity({ kind: 'code', code: '330100' });
    expect(hz.city.cityName).toBe('杭州');
    expect(hz.onSubSite).toBe(false);
  });

  it('falls back to the default city for unknown sites and codes', async () => {
    // The integration projects run with DEFAULT_CITY_CODE 510100 (vitest.config.ts).
    expect((await resolveCity({ kind: 'site', site: 'nowhere' })).city.cityCode).toBe('510100');
    expect((await resolveCity({ kind: 'code', code: '999999' })).city.cityCode).toBe('510100');
    expect((await resolveCity({ kind: 'default' })).onSubSite).toBe(false);
  });
});

describe('getCityData', () => {
  it('lists hot cities in rank order and every city under its letter', async () => {
    const data = await getCityData(await resolveCity({ kind: 'site', site: 'cd' }));
    expect(data).toMatchObject({ currentCityCode: '510100', currentCityName: '成都', hostCity: 'cd' });
    expect(data.hotCityList.slice(0, 3).map((c) => c.cityName)).toEqual(['北京', '上海', '广州']);
    const letters = data.letterCityTrees.map((t) => t.letter);
    expect(letters).toEqual([...letters].sort());
    expect(data.letterCityTrees.find((t) => t.letter === 'C')?.cityVo.map((c) => c.cityName)).toContain('成都');
    // No Chinese city name starts with I, O, U or V; every tab shown holds cities.
    for (const g of visibleLetterGroups(data.letterCityTrees)) expect(g.trees.length).toBeGreaterThan(0);
  });
});

describe('getCityProducts', () => {
  it("answers the sub-site's city data with every city", async () => {
    const res = await getCityProducts(new NextRequest('http://cd.localhost/api/getCityProducts', { headers: { host: 'cd.localhost' } }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: { currentCityCode: string; hostCity: string | null; sortCityList: { cityCode: string }[] } };
    expect(body).toMatchObject({ code: 0, data: { currentCityCode: '510100', hostCity: 'cd' } });
    expect(body.data.sortCityList.map((c) => c.cityCode)).toContain('500100');
  });
});

describe('friendly links', () => {
  it('differ by city and put the city own links first', async () => {
    const cq = await getFriendlyLinks('500100');
    const cd = await getFriendlyLinks('510100');
    expect(cq[0]?.linkName).toContain('重庆');
    expect(cd[0]?.linkName).toContain('成都');
    expect(cq.map((l) => l.linkName)).not.toEqual(cd.map((l) => l.linkName));
  });

  it('answer the envelope, and 400 with a Chinese message for a bad code', async () => {
    const ok = await getFriendlyLink(new NextRequest('http://localhost/api/getFriendlyLink?cityCode=510100'));
    const body = (await ok.json()) as { code: number; data: { friendlyLink: { linkName: string }[] } };
    expect(body.code).toBe(0);
    expect(body.data.friendlyLink.length).toBeGreaterThan(0);

    const bad = await getFriendlyLink(new NextRequest('http://localhost/api/getFriendlyLink?cityCode=%3Cscript%3E'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 40000, msg: expect.stringContaining('城市编码') });

    const unknown = await getFriendlyLink(new NextRequest('http://localhost/api/getFriendlyLink?cityCode=999999'));
    expect(unknown.status).toBe(404);
  });
});

describe('changeCity', () => {
  it('sets the one-day city cookie and answers resultcode 0000', async () => {
    const res = await changeCity(post(JSON.stringify({ cityCode: '510100', t: Date.now() })));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0, resultcode: '0000', data: { cityCode: '510100', site: 'cd' } });
    const cookie = res.cookies.get('jf_city');
    expect(cookie).toMatchObject({ value: '510100', maxAge: 86400 });
  });

  it('normalises 500000 and refuses bad input without a 500', async () => {
    const cq = await changeCity(post(JSON.stringify({ cityCode: '500000' })));
    expect(cq.cookies.get('jf_city')?.value).toBe('500100');

    for (const body of ['{"cityCode":"12"}', 'not json', '{}', JSON.stringify({ cityCode: 'x'.repeat(300_000) })]) {
      const res = await changeCity(post(body));
      expect([400, 413]).toContain(res.status);
      const json = (await res.json()) as { code: number; msg: string };
      expect(json.code).not.toBe(0);
      expect(json.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(res.cookies.get('jf_city')).toBeUndefined();
    }

    const unknown = await changeCity(post(JSON.stringify({ cityCode: '999999' })));
    expect(unknown.status).toBe(404);
  });
});
