// Writes the news thumbnails (seed/news-images.ts) to public/images/news/. Run after changing a
// column's look: `npx tsx scripts/news-images.ts`; seed/news.test.ts fails while a committed picture
// differs from its drawing.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NEWS_IMAGE_DIR } from '@/seed/news-columns';
import { allNewsThumbs } from '@/seed/news-images';

const dir = path.join(import.meta.dirname, '..', 'public', NEWS_IMAGE_DIR);
await mkdir(dir, { recursive: true });
const thumbs = allNewsThumbs();
for (const [file, svg] of thumbs) await writeFile(path.join(dir, file), `${svg}\n`);
console.log(`${thumbs.length} thumbnails written to public${NEWS_IMAGE_DIR}/`);
