import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_PICTURES, screenKindsFor } from './cases';
import { SCREEN_KINDS } from './case-screens';
import { buildDataset, DEFAULT_SEED } from './dataset';

describe('CASE_PICTURES', () => {
  it('points at the generated screenshots, small SVG files under public/', () => {
    expect(CASE_PICTURES).toHaveLength(42);
    for (const picture of CASE_PICTURES) {
      expect(picture).toMatch(/^\/images\/case\/case-[a-z]+-[a-z]+\.svg$/);
      const file = statSync(path.join(process.cwd(), 'public', picture));
      expect(file.size).toBeGreaterThan(0);
      expect(file.size).toBeLessThan(12 * 1024);
    }
  });
});

describe('screenKindsFor', () => {
  it('ranks every kind once, the one that suits the system first', () => {
    expect(screenKindsFor('会员营销小程序')[0]).toBe('mobile');
    expect(screenKindsFor('手机银行APP')[0]).toBe('mobile');
    expect(screenKindsFor('数字孪生园区可视化平台')[0]).toBe('map');
    expect(screenKindsFor('智慧停车管理平台')[0]).toBe('map');
    expect(screenKindsFor('应急指挥调度平台')[0]).toBe('bigscreen');
    expect(screenKindsFor('光伏电站智能运维平台')[0]).toBe('bigscreen');
    expect(screenKindsFor('协同办公OA系统')[0]).toBe('form');
    expect(screenKindsFor('ERP企业资源计划系统')[0]).toBe('report');
    expect(screenKindsFor('在线学习平台')[0]).toBe('dashboard');
    for (const system of ['会员营销小程序', '智慧社区综合管理平台', '在线学习平台']) expect([...screenKindsFor(system)].sort()).toEqual([...SCREEN_KINDS].sort());
  });
});

describe('case screenshots in the demo data', () => {
  const cases = [...buildDataset(DEFAULT_SEED, { bids: 0, suppliers: 60, cases: 300 }).cases()].filter((c) => c.source === 0);
  const kindOf = (slidepath: string) => /case-([a-z]+)-/.exec(slidepath)![1]!;
  const paletteOf = (slidepath: string) => /-([a-z]+)\.svg$/.exec(slidepath)![1]!;

  it('open with the kind that suits the case, in one palette per case', () => {
    const withPictures = cases.filter((c) => c.picArray.length > 0);
    expect(withPictures.length).toBeGreaterThan(50);
    for (const c of withPictures) {
      const paths = c.picArray.map((p) => p.slidepath);
      expect(new Set(paths).size, c.caseTitle).toBe(paths.length);
      for (const p of paths) expect(CASE_PICTURES).toContain(p);
      expect(new Set(paths.map(paletteOf)).size, c.caseTitle).toBe(1);
      const system = c.caseTitle.replace(c.serviceCustom ?? '', '');
      expect(screenKindsFor(system)[0], c.caseTitle).toBe(kindOf(paths[0]!));
    }
  });

  it('use many of the pictures as covers, in every kind and palette', () => {
    const covers = new Set(cases.flatMap((c) => c.picArray.slice(0, 1).map((p) => p.slidepath)));
    expect(covers.size).toBeGreaterThanOrEqual(20);
    expect(new Set([...covers].map(kindOf)).size).toBeGreaterThanOrEqual(5);
    expect(new Set([...covers].map(paletteOf)).size).toBe(6);
  });
});
