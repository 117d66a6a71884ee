// Writes the demo ads' banners (seed/ad-creatives.ts, drawn by seed/ad-images.ts) to
// public/images/ads/. Run after changing a creative: `npx tsx scripts/ads-images.ts`;
// seed/ad-images.test.ts fails while a committed picture differs from its drawing.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_CREATIVES, AD_IMAGE_DIR } from '@/seed/ad-creatives';
import { drawAdSvg } from '@/seed/ad-images';

const dir = path.join(import.meta.dirname, '..', 'public', AD_IMAGE_DIR);
await mkdir(dir, { recursive: true });
for (const creative of ALL_CREATIVES) await writeFile(path.join(dir, `${creative.key}.svg`), `${drawAdSvg(creative)}\n`);
console.log(`${ALL_CREATIVES.length} banners written to public${AD_IMAGE_DIR}/`);
