import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as dimJfBaseDict } from '@/app/api/dimJfBaseDict/route';
import { GET as queryAllCity } from '@/app/api/queryAllCity/route';
import type { CityMap, DictResponse } from '@/lib/dictionaries/types';
import { getDb } from '@/lib/server/db/client';
import { seedDictionaries } from '@/seed/dictionaries';

const dict = async (baseCode: string) => {
  const res = await dimJfBaseDict(new NextRequest(`http://localhost/api/dimJfBaseDict?baseCode=${baseCode}`));
  return { res, body: (await res.json()) as { code: number; msg: string; data: DictResponse } };
};

describe('dimJfBaseDict', () => {
  it('answers the region tree T1 from GB/T 2260: provinces, cities, districts', async () => {
    const { res, body } = await dict('T1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const chongqing = body.data.firstLevelDictList.find((p) => p.firstLevelCode === '500000');
    expect(chongqing?.firstLevelName).toBe('重庆市');
    const city = chongqing?.secondLevelDictList.find((c) => c.secondLevelCode === '500100');
    // A municipality's 市辖区 level carries the municipality's name.
    expect(city?.secondLevelName).toBe('重庆市');
    expect(city?.thirdLevelDictList.map((d) => d.thirdLevelName)).toContain('渝北区');
    expect(body.data.firstLevelDictList.length).toBeGreaterThanOrEqual(31);
  });

  it('answers the scheme types T13 in three levels and the currencies T18 with Y00001 first', async () => {
    const t13 = (await dict('T13')).body.data.firstLevelDictList;
    expect(t13.length).toBeGreaterThan(3);
    for (const first of t13) {
      expect(first.secondLevelDictList.length).toBeGreaterThan(0);
      for (const second of first.secondLevelDictList) expect(second.thirdLevelDictList.length).toBeGreaterThan(0);
    }
    const t18 = (await dict('T18')).body.data.firstLevelDictList;
    expect(t18[0]).toMatchObject({ firstLevelCode: 'Y00001', firstLevelName: '人民币' });
  });

  it('gives company scales their help text and listing status two levels', async () => {
    const t2 = (await dict('T2')).body.data.firstLevelDictList;
    expect(t2.map((s) => s.help)).toEqual(['微型：10人以下', '小型：10-100人', '中型：100-300人', '大型：300人以上']);
    const t4 = (await dict('T4')).body.data.firstLevelDictList;
    expect(t4.map((s) => s.firstLevelName)).toEqual(['未上市', '已上市']);
    expect(t4[1]!.secondLevelDictList.map((s) => s.secondLevelName)).toContain('科创板');
  });

  it('refuses an unknown base code with 400 and a Chinese message', async () => {
    for (const code of ['T99', '', 'T1;drop']) {
      const { res, body } = await dict(encodeURIComponent(code));
      expect(res.status).toBe(400);
      expect(body.code).toBe(40000);
      expect(body.msg).toContain('字典类型不正确');
    }
  });

  it('writes the same dictionaries again without duplicates', async () => {
    const db = await getDb();
    const first = await seedDictionaries(db);
    expect(await seedDictionaries(db)).toBe(first);
    const t9 = (await dict('T9')).body.data.firstLevelDictList.map((e) => e.firstLevelName);
    expect(new Set(t9).size).toBe(t9.length);
  });
});

describe('queryAllCity', () => {
  it('groups every city under its initial letter, letters in order', async () => {
    const res = await queryAllCity(new NextRequest('http://localhost/api/queryAllCity'));
    const body = (await res.json()) as { code: number; data: CityMap };
    expect(body.code).toBe(0);
    const letters = Object.keys(body.data.formatCityMap);
    expect(letters).toEqual([...letters].sort());
    expect(body.data.formatCityMap.C?.map((c) => c.cityName)).toEqual(expect.arrayContaining(['重庆', '成都']));
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });
});
