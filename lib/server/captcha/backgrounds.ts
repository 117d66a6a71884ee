import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '@/lib/captcha/rules';
import { decodePng, type Bitmap } from './bitmap';

// Procedurally drawn landscapes and city scenes, committed as PNG files and decoded once per process.
const folder = path.join(process.cwd(), 'lib/server/captcha/backgrounds');

let loaded: Promise<Bitmap[]> | undefined;

async function load(): Promise<Bitmap[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
  const images = await Promise.all(names.map(async (name) => decodePng(await readFile(path.join(folder, name)))));
  const usable = images.filter((image) => image.width === SLIDE_WIDTH && image.height === SLIDE_HEIGHT);
  if (usable.length === 0) throw new Error(`no ${SLIDE_WIDTH}x${SLIDE_HEIGHT} captcha backgrounds in ${folder}`);
  return usable;
}

export async function randomBackground(): Promise<Bitmap> {
  loaded ??= load().catch((err: unknown) => {
    loaded = undefined;
    throw err;
  });
  const images = await loaded;
  return images[randomInt(images.length)]!;
}
