import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as getLocationInfo } from '@/app/api/getLocationInfo/route';
import { GET as getNavbarCitys } from '@/app/api/getNavbarCitys/route';
import { GET as locationList } from '@/app/api/locationList/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';

const get = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost${path}`, { headers });

describe('getNavbarCitys', () => {
  it("answers a city's apps in order, each opening a page of the portal", async () => {
    const body = await (await getNavbarCitys(get('/api/getNavbarCitys?cityCode=500100'))).json();
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ cityCode: '500100', cityName: '重庆', site: 'cq' });
    expect(body.data[0].appList.map((a: { appName: string }) => a.appName)).toEqual(['云上软件园', '码智护航', '云产品', '智云平台']);
    expect(body.data[0].appList[0].appUrl).toBe('/enterprise.html');
  });

  it('answers the hot cities without a code, and refuses a code that is not one', async () => {
    const all = await (await getNavbarCitys(get('/api/getNavbarCitys'))).json();
    expect(all.data.slice(0, 2).map((c: { cityName: string }) => c.cityName)).toEqual(['北京', '上海']);
    const bad = await getNavbarCitys(get('/api/getNavbarCitys?cityCode=abc'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toContain('城市编码应为 6 位数字');
    const unknown = await (await getNavbarCitys(get('/api/getNavbarCitys?cityCode=999999'))).json();
    expect(unknown.data).toEqual([]);
  });
});

describe('getLocationInfo', () => {
  it("names the visitor's city from the address the server resolved", async () => {
    const cq = await (await getLocationInfo(get('/api/getLocationInfo', { [CLIENT_ADDRESS_HEADER]: '222.180.0.1' }))).json();
    expect(cq.data).toMatchObject({ located: true, cityCode: '500100', cityName: '重庆', site: 'cq' });
    const cd = await (await getLocationInfo(get('/api/getLocationInfo', { [CLIENT_ADDRESS_HEADER]: '61.139.2.69' }))).json();
    expect(cd.data).toMatchObject({ located: true, cityName: '成都' });
  });

  it('gives the default city, not located, for a private, foreign or missing address', async () => {
    for (const address of ['10.0.0.1', '8.8.8.8', 'local']) {
      const body = await (await getLocationInfo(get('/api/getLocationInfo', { [CLIENT_ADDRESS_HEADER]: address }))).json();
      expect(body.data, address).toMatchObject({ located: false, cityCode: '510100' });
    }
  });
});

describe('locationList', () => {
  it('lists provinces, then the cities of one, then their districts', async () => {
    const provinces = (await (await locationList(get('/api/locationList'))).json()).data as { code: string; name: string }[];
    const sichuan = provinces.find((p) => p.name === '四川省');
    expect(sichuan?.code).toBe('510000');
    const cities = (await (await locationList(get('/api/locationList?parentCode=510000'))).json()).data as { code: string; name: string }[];
    expect(cities.find((c) => c.name === '成都市')?.code).toBe('510100');
    const districts = (await (await locationList(get('/api/locationList?parentCode=510100'))).json()).data as { name: string }[];
    expect(districts.map((d) => d.name)).toContain('武侯区');
  });

  it('refuses a parent code that is not six digits', async () => {
    const res = await locationList(get('/api/locationList?parentCode=51'));
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toContain('地区编码应为 6 位数字');
  });
});
