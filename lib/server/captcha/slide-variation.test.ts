import { describe, expect, it } from 'vitest';
import { PIECE_SIZE, SLIDE_HEIGHT, SLIDE_WIDTH } from '@/lib/captcha/rules';
import { createBitmap, type Bitmap } from './bitmap';
import { shapeDistance } from './slide-image';
import { addNoise, decoyShape, randomHoleStyle, randomShape, rowPositions, varyBackground } from './slide-variation';

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

  it('puts the holes of a row inside the range, a piece width or more apart', () => {
    for (let i = 0; i < 200; i++) {
      const xs = rowPositions(4, 60, 250);
      expect(xs).toHaveLength(4);
      for (const x of xs) {
        expect(x).toBeGreaterThanOrEqual(60);
        expect(x).toBeLessThanOrEqual(250);
        expect(xs.filter((other) => Math.abs(other - x) < PIECE_SIZE)).toEqual([x]);
      }
    }
    expect(rowPositions(9, 60, 250)).toHaveLength(4);
  });

  it('gives decoys another shape that, where it can, holds the whole piece', () => {
    for (let i = 0; i < 200; i++) {
      const shape = randomShape();
      expect(shape.filter((side) => side !== 'flat').length).toBeGreaterThanOrEqual(2);
      const decoy = decoyShape(shape);
      expect(decoy).not.toEqual(shape);
      if (shape.every((side) => side === 'knob')) continue;
      let outside = 0;
      for (let y = 0; y < PIECE_SIZE; y++) for (let x = 0; x < PIECE_SIZE; x++) if (shapeDistance(shape, x, y) < 0 && shapeDistance(decoy, x, y) > 0.01) outside++;
      expect(outside, `${shape.join()} -> ${decoy.join()}`).toBe(0);
    }
  });

  it("draws the answer's hole with clearance, lighter and softer than the decoys'", () => {
    for (let i = 0; i < 100; i++) {
      const [answer, decoy] = [randomHoleStyle(true), randomHoleStyle(false)];
      expect(answer.grow).toBeGreaterThan(decoy.grow);
      expect(answer.depth).toBeLessThan(decoy.depth);
      expect(answer.soft).toBeGreaterThanOrEqual(decoy.soft);
    }
  });

  it('adds bounded noise to the colours and leaves alpha alone', () => {
    const image = gradient();
    const before = Buffer.from(image.data);
    addNoise(image, 8);
    let [changed, alphaChanged, largest] = [0, 0, 0];
    for (let i = 0; i < before.length; i++) {
      const delta = Math.abs(image.data[i]! - before[i]!);
      if (i % 4 === 3) alphaChanged += delta;
      else largest = Math.max(largest, delta);
      if (delta) changed++;
    }
    expect(alphaChanged).toBe(0);
    expect(largest).toBeLessThanOrEqual(8);
    expect(changed).toBeGreaterThan(before.length / 2);
  });
});
