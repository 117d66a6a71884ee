import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { PIECE_SIZE } from '@/lib/captcha/rules';
import { blendPixel, createBitmap, type Bitmap, type Rgb } from './bitmap';
import type { HoleStyle, PieceShape, Side } from './slide-image';

// What makes every slide puzzle an image nobody has seen and no generic image analysis reads: the
// committed backgrounds are only a starting point, flipped, recoloured and overlaid with shapes per
// challenge, so a table of known backgrounds finds nothing; the piece carries none of the picture, so
// a template matcher has nothing to find; the answer's hole shares its row with decoy holes of other
// jigsaw shapes, each hole with its own depth, lighting, edge softness and a slightly grown or shrunk
// outline, so neither the darkest place nor the best edge fit is the answer more often than a decoy;
// outlines of jigsaw shapes drawn over the picture give an edge matcher better fits than any hole.
// A person matches the piece's knobs and notches to the one hole that has them.
// docs/limits.md gives the measured rates (lib/server/captcha/slide-attack.test.ts).

export const rand = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

/** A new image from `background`: maybe mirrored, each channel's gain and offset changed, 3-6 shapes laid over. */
export function varyBackground(background: Bitmap): Bitmap {
  const { width, height } = background;
  const out = createBitmap(width, height);
  const mirror = randomInt(2) === 1;
  const gain = [rand(0.8, 1.2), rand(0.8, 1.2), rand(0.8, 1.2)];
  const offset = [rand(-20, 20), rand(-20, 20), rand(-20, 20)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + (mirror ? width - 1 - x : x)) * 4;
      const to = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) out.data[to + c] = Math.max(0, Math.min(255, Math.round(background.data[from + c]! * gain[c]! + offset[c]!)));
      out.data[to + 3] = 255;
    }
  }
  for (let n = randomInt(3, 7); n > 0; n--) overlayShape(out);
  return out;
}

/** A translucent circle or rectangle of a random colour somewhere on the image. */
function overlayShape(image: Bitmap): void {
  const color: Rgb = [randomInt(256), randomInt(256), randomInt(256)];
  const alpha = rand(0.12, 0.3);
  const [cx, cy] = [randomInt(image.width), randomInt(image.height)];
  const size = randomInt(15, 60);
  const circle = randomInt(2) === 1;
  for (let y = cy - size; y <= cy + size; y++) {
    for (let x = cx - size; x <= cx + size; x++) {
      if (circle && (x - cx) ** 2 + (y - cy) ** 2 > size * size) continue;
      blendPixel(image, x, y, color, alpha);
    }
  }
}

/** Adds independent noise of up to ±`amplitude` to every colour value (alpha untouched). */
export function addNoise(image: Bitmap, amplitude: number): void {
  // One draw of random bytes for the whole image: a call of randomInt per value cost 10x the drawing.
  const bytes = randomBytes(image.data.length);
  const span = 2 * amplitude + 1;
  for (let i = 0; i < image.data.length; i += 4) {
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.max(0, Math.min(255, image.data[i + c]! + (bytes[i + c]! % span) - amplitude));
  }
}

const SIDES: readonly Side[] = ['knob', 'notch', 'flat'];

/** A jigsaw shape with a knob or a notch on at least two of its sides. */
export function randomShape(): PieceShape {
  for (;;) {
    const shape = [0, 1, 2, 3].map(() => SIDES[randomInt(3)]!) as unknown as PieceShape;
    if (shape.filter((side) => side !== 'flat').length >= 2) return shape;
  }
}

/** What a side may become so the shape only grows: a notch fills in, a flat side gains a knob. */
const GROWN: Record<Side, readonly Side[]> = { notch: ['flat', 'knob'], flat: ['knob'], knob: [] };

/**
 * A decoy's shape: `shape` with one or two sides grown (another knob, a notch filled in), so the decoy
 * holds the whole piece as the answer's hole does and a person tells them apart by that knob. A shape
 * that cannot grow (knobs all round) changes one side instead.
 */
export function decoyShape(shape: PieceShape): PieceShape {
  const out = [...shape];
  const growable = [0, 1, 2, 3].filter((i) => GROWN[shape[i]!].length > 0);
  if (growable.length === 0) {
    const i = randomInt(4);
    out[i] = randomInt(2) === 1 ? 'flat' : 'notch';
    return out as unknown as PieceShape;
  }
  for (let n = Math.min(growable.length, randomInt(1, 3)); n > 0; n--) {
    const [i] = growable.splice(randomInt(growable.length), 1) as [number];
    const options = GROWN[shape[i]!];
    out[i] = options[randomInt(options.length)]!;
  }
  return out as unknown as PieceShape;
}

/**
 * How one hole is drawn (slide-image.ts HoleStyle), anew for every hole. The answer's hole is a cut
 * with clearance: grown by 1.5-2.5 px, with a soft edge, so the piece's own outline lies inside it and
 * not on its edge; decoys are cut to size, crisper and darker, so the darkest place and the sharpest
 * fit of the piece's outline are a decoy's.
 */
export function randomHoleStyle(answer: boolean): HoleStyle {
  return answer
    ? { depth: rand(0.35, 0.45), tilt: [rand(-0.002, 0.002), rand(-0.002, 0.002)], grow: rand(2.5, 3.5), soft: rand(2, 3), rim: rand(0.3, 0.5) }
    : { depth: rand(0.5, 0.68), tilt: [rand(-0.002, 0.002), rand(-0.002, 0.002)], grow: rand(1, 2), soft: rand(1, 2), rim: rand(0.3, 0.5) };
}

/**
 * `count` left edges in min..max, a piece's width or more apart (fewer when the range is too narrow),
 * in random order: the caller takes the first for the answer and the rest for decoys.
 */
export function rowPositions(count: number, min: number, max: number): number[] {
  const n = Math.max(1, Math.min(count, Math.floor((max - min) / PIECE_SIZE) + 1));
  const slack = max - min - (n - 1) * PIECE_SIZE;
  const shifts = Array.from({ length: n }, () => randomInt(slack + 1)).sort((a, b) => a - b);
  const positions = shifts.map((shift, i) => min + i * PIECE_SIZE + shift);
  for (let i = positions.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions;
}

/** A light colour pair for the piece's gradient: one random hue, two lightnesses. */
export function pieceColors(): [Rgb, Rgb] {
  const hue = rand(0, 360);
  return [hsl(hue, 0.55, 0.78), hsl((hue + 40) % 360, 0.5, 0.62)];
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/**
 * A place for a decorative outline, clear of the piece's row (where it would cross the holes a person
 * compares), or null when the row leaves no room. Outlines may run over the image's border.
 */
export function outlinePlace(row: number, width: number, height: number): { x: number; y: number } | null {
  const above = row - PIECE_SIZE + 6;
  const below = row + PIECE_SIZE - 6;
  const room = [...(above >= -15 ? [[-15, above]] : []), ...(below <= height - PIECE_SIZE + 15 ? [[below, height - PIECE_SIZE + 15]] : [])];
  const band = room[randomInt(Math.max(room.length, 1))];
  if (!band) return null;
  return { x: randomInt(-10, width - PIECE_SIZE + 10), y: randomInt(band[0]!, band[1]! + 1) };
}

/** A light colour for a decorative outline. */
export const outlineColor = (): Rgb => [randomInt(200, 256), randomInt(200, 256), randomInt(200, 256)];

