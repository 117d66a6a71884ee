import { describe, expect, it } from 'vitest';
import { PIECE_SIZE, SLIDE_HEIGHT, SLIDE_WIDTH } from '@/lib/captcha/rules';
import { createBitmap, pixelAt, type Bitmap } from './bitmap';
import { composeSlide } from './slide-image';
import { addNoise, decoyPositions, randomShadeDepth, varyBackground } from './slide-variation';

function gradient(): Bitmap {
  const image = createBitmap(SLIDE_WIDTH, SLIDE_HEIGHT);
  for (let y = 0; y < SLIDE_HEIGHT; y++) for (let x = 0; x < SLIDE_WIDTH; x++) image.data.set([(x * 7) % 256, (y * 5) % 256, 120, 255], (y * SLIDE_WIDTH + x) * 4);
  return image;
}

/** Share of pixels whose colour differs by more than 12 in some channel. */
function differing(a: Bitmap, b: Bitmap): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) if ([0, 1, 2].some((c) => Math.abs(a.data[i + c]! - b.data[i + c]!) > 12)) n++;
  return n / (a.width * a.height);
}

describe('slide puzzle variation', () => {
  it('makes every challenge from one background a different image', () => {
    const background = gradient();
    const [a, b] = [varyBackground(background), varyBackground(background)];
    expect(a).toMatchObject({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
    expect(differing(a, background)).toBeGreaterThan(0.2);
    expect(differing(a, b)).toBeGreaterThan(0.2);
  });

  it('places decoys inside the image, a piece width or more from the answer and from each other', () => {
    for (let i = 0; i < 200; i++) {
      const decoys = decoyPositions(150, 40, SLIDE_HEIGHT);
      expect(decoys.length).toBeGreaterThanOrEqual(1);
      const xs = [150, ...decoys.map((d) => d.x)];
      for (const d of decoys) {
        expect(d.x).toBeGreaterThanOrEqual(0);
        expect(d.x + PIECE_SIZE).toBeLessThanOrEqual(SLIDE_WIDTH);
        expect(d.y + PIECE_SIZE).toBeLessThanOrEqual(SLIDE_HEIGHT);
        expect(xs.filter((x) => Math.abs(x - d.x) < PIECE_SIZE)).toEqual([d.x]);
      }
    }
  });

  it('darkens the decoys as deep as the answer, by a depth that changes per challenge', () => {
    const background = gradient();
    const depth = randomShadeDepth();
    expect(depth).toBeGreaterThanOrEqual(0.45);
    expect(depth).toBeLessThanOrEqual(0.65);
    const { shade } = composeSlide(background, 150, 40, { shadeDepth: depth, decoys: [{ x: 20, y: 60 }] });
    const centre = { x: 22, y: 28 };
    const ratio = (x: number, y: number) => pixelAt(shade, x + centre.x, y + centre.y)[2] / pixelAt(background, x + centre.x, y + centre.y)[2];
    expect(ratio(150, 40)).toBeCloseTo(1 - depth, 1);
    expect(ratio(20, 60)).toBeCloseTo(1 - depth, 1);
  });

  it('adds bounded noise to the colours and leaves alpha alone', () => {
    const image = gradient();
    const before = Buffer.from(image.data);
    addNoise(image, 8);
    let changed = 0;
    for (let i = 0; i < before.length; i++) {
      const delta = Math.abs(image.data[i]! - before[i]!);
      if (i % 4 === 3) expect(delta).toBe(0);
      else expect(delta).toBeLessThanOrEqual(8);
      if (delta) changed++;
    }
    expect(changed).toBeGreaterThan(before.length / 2);
  });
});
