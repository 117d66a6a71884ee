import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_AD_SLOTS } from '@/lib/ads/slots';
import { adImagePath, ALL_CREATIVES } from './ad-creatives';
import { drawAdSvg } from './ad-images';
import { demoAds } from './ads';

const publicFile = (site: string) => readFileSync(path.join(import.meta.dirname, '..', 'public', site), 'utf8');

describe('demo ad banners', () => {
  it('are committed exactly as drawn (npx tsx scripts/ads-images.ts writes them)', () => {
    for (const c of ALL_CREATIVES) expect(publicFile(adImagePath(c.key)), c.key).toBe(`${drawAdSvg(c)}\n`);
  });

  it('are 340x136 and escape their text', () => {
    const svg = drawAdSvg({ ...ALL_CREATIVES[0]!, headline: 'A<b>&"' });
    expect(svg).toMatch(/^<svg [^>]*width="340" height="136" viewBox="0 0 340 136"/);
    expect(svg).toContain('A&lt;b&gt;&amp;&quot;');
  });
});

describe('demoAds', () => {
  const rows = demoAds();

  it('fills every slot with all-city items, and lets some cities add their own', () => {
    for (const slot of ALL_AD_SLOTS) expect(rows.some((r) => r.slotCode === slot && r.cityCodes === null), slot).toBe(true);
    const cities = new Set(rows.flatMap((r) => r.cityCodes ?? []));
    expect(cities.size).toBeGreaterThanOrEqual(3);
  });

  it('points every picture at a committed file and every link at a site path', () => {
    for (const r of rows) {
      expect(publicFile(r.srcImg)).toContain('<svg');
      expect(r.href).toMatch(/^\/[\w-]/);
    }
  });

  it('has one video item with its poster', () => {
    const videos = rows.filter((r) => r.mediaType === 2);
    expect(videos).toHaveLength(1);
    expect(videos[0]!.videoUrl).toMatch(/^\/media\/ads\/.+\.webm$/);
  });
});
