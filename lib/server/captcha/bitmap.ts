import 'server-only';
import { PNG } from 'pngjs';

/** An RGBA image in memory, row by row, 4 bytes a pixel. */
export interface Bitmap {
  width: number;
  height: number;
  data: Buffer;
}

export type Rgb = readonly [number, number, number];

export function createBitmap(width: number, height: number): Bitmap {
  return { width, height, data: Buffer.alloc(width * height * 4) };
}

export function decodePng(file: Buffer): Bitmap {
  const { width, height, data } = PNG.sync.read(file);
  return { width, height, data };
}

/** PNG data URL; images without transparency drop the alpha channel, which makes them smaller. */
export function toDataUrl(bitmap: Bitmap, withAlpha: boolean): string {
  const png = new PNG({ width: bitmap.width, height: bitmap.height });
  png.data = bitmap.data;
  const file = PNG.sync.write(png, { colorType: withAlpha ? 6 : 2, deflateLevel: 6 });
  return `data:image/png;base64,${file.toString('base64')}`;
}

export function pixelAt(bitmap: Bitmap, x: number, y: number): Rgb {
  const i = (y * bitmap.width + x) * 4;
  return [bitmap.data[i]!, bitmap.data[i + 1]!, bitmap.data[i + 2]!];
}

/** Mixes `color` into the pixel with weight `alpha` (0..1), leaving its own alpha opaque. */
export function blendPixel(bitmap: Bitmap, x: number, y: number, color: Rgb, alpha: number): void {
  if (x < 0 || y < 0 || x >= bitmap.width || y >= bitmap.height || alpha <= 0) return;
  const a = Math.min(1, alpha);
  const i = (y * bitmap.width + x) * 4;
  for (let c = 0; c < 3; c++) bitmap.data[i + c] = Math.round(bitmap.data[i + c]! + (color[c]! - bitmap.data[i + c]!) * a);
  bitmap.data[i + 3] = 255;
}

export function mixRgb(from: Rgb, to: Rgb, t: number): Rgb {
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
}

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
