import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWS_IMAGE_DIR } from './news-columns';
import { allNewsThumbs } from './news-images';
import { demoArticles, NEWS_ARTICLE_COUNT } from './news';

const NOW = new Date('2026-11-24T08:00:00Z');

describe('news thumbnails', () => {
  it('are committed exactly as drawn (npx tsx scripts/news-images.ts writes them), and differ', () => {
    const thumbs = allNewsThumbs();
    for (const [file, svg] of thumbs) expect(readFileSync(path.join(import.meta.dirname, '..', 'public', NEWS_IMAGE_DIR, file), 'utf8'), file).toBe(`${svg}\n`);
    expect(new Set(thumbs.map(([, svg]) => svg)).size).toBe(thumbs.length);
  });
});

describe('demo articles', () => {
  const rows = demoArticles(NOW);

  it('are a few hundred in every column, newest last, a few with a video and a few featured', () => {
    expect(rows).toHaveLength(NEWS_ARTICLE_COUNT);
    expect(new Set(rows.map((r) => r.labelCode)).size).toBe(6);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.publishTime.getTime()).toBeGreaterThan(rows[i - 1]!.publishTime.getTime());
    expect(rows.at(-1)!.publishTime.getTime()).toBeLessThan(NOW.getTime());
    expect(rows.filter((r) => r.videoUrl).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.topFlag).length).toBeGreaterThanOrEqual(5);
  });

  it('read as prose that varies: no pattern left unfilled, few repeated titles, bodies never the same', () => {
    for (const r of rows) expect(`${r.title}${r.body.join('')}`).not.toMatch(/[{}]/);
    expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThan(rows.length * 0.8);
    expect(new Set(rows.map((r) => r.body.join(''))).size).toBe(rows.length);
    for (const r of rows) expect(r.body.length).toBeGreaterThanOrEqual(4);
  });
});
