import 'server-only';
import { CHAR_HEIGHT, CHAR_WIDTH } from '@/lib/captcha/rules';
import { blendPixel, clamp01, createBitmap, mixRgb, type Bitmap, type Rgb } from './bitmap';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk, type GlyphChar } from './glyphs';

// Draws the character captcha: bitmap glyphs drawn as anti-aliased strokes, each one turned, moved and
// coloured a little differently, over a pale background with crossing lines and dots. Enough to stop
// plain OCR, still easy to read for a person.

const INKS: readonly Rgb[] = [
  [31, 78, 156],
  [15, 107, 92],
  [122, 47, 143],
  [156, 61, 31],
  [43, 58, 103],
  [20, 107, 46],
];
const MARGIN = 6;

const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function paintBackground(image: Bitmap): void {
  const left: Rgb = [between(232, 244), between(240, 250), 252];
  const right: Rgb = [between(236, 248), 250, between(236, 246)];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      blendPixel(image, x, y, mixRgb(left, right, x / image.width), 1);
    }
  }
}

type Segment = readonly [number, number, number, number];

// Each glyph becomes strokes between the centres of neighbouring ink cells, drawn round-capped: a
// bitmap's blocks turn into joined lines, and diagonals stay whole instead of touching at corners.
const strokeCache = new Map<GlyphChar, Segment[]>();

function strokesOf(char: GlyphChar): Segment[] {
  const cached = strokeCache.get(char);
  if (cached) return cached;
  const ink = (c: number, r: number) => glyphInk(char, c, r);
  const strokes: Segment[] = [];
  for (let r = 0; r < GLYPH_HEIGHT; r++) {
    for (let c = 0; c < GLYPH_WIDTH; c++) {
      if (!ink(c, r)) continue;
      strokes.push([c, r, c, r]);
      if (ink(c + 1, r)) strokes.push([c, r, c + 1, r]);
      if (ink(c, r + 1)) strokes.push([c, r, c, r + 1]);
      // A diagonal only where no straight neighbour already joins the two cells.
      for (const dc of [-1, 1]) {
        if (ink(c + dc, r + 1) && !ink(c + dc, r) && !ink(c, r + 1)) strokes.push([c, r, c + dc, r + 1]);
      }
    }
  }
  strokeCache.set(char, strokes);
  return strokes;
}

function distanceToSegment(u: number, v: number, [ax, ay, bx, by]: Segment): number {
  const [dx, dy] = [bx - ax, by - ay];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : clamp01(((u - ax) * dx + (v - ay) * dy) / length2);
  return Math.hypot(u - ax - t * dx, v - ay - t * dy);
}

/** Half a stroke's width, in glyph cells. */
const STROKE_RADIUS = 0.55;

function drawGlyph(image: Bitmap, char: GlyphChar, cx: number, cy: number): void {
  const [sx, sy] = [between(3, 3.4), between(3.2, 3.6)];
  const angle = between(-0.3, 0.3);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const ink = pick(INKS);
  const strokes = strokesOf(char);
  const pixelsPerCell = (sx + sy) / 2;
  const reach = Math.ceil(Math.hypot(GLYPH_WIDTH * sx, GLYPH_HEIGHT * sy) / 2) + 1;
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      const [dx, dy] = [x + 0.5 - cx, y + 0.5 - cy];
      // Glyph coordinates with cell centres on whole numbers.
      const u = (dx * cos + dy * sin) / sx + (GLYPH_WIDTH - 1) / 2;
      const v = (-dx * sin + dy * cos) / sy + (GLYPH_HEIGHT - 1) / 2;
      const distance = Math.min(...strokes.map((segment) => distanceToSegment(u, v, segment)));
      blendPixel(image, x, y, ink, clamp01((STROKE_RADIUS - distance) * pixelsPerCell + 0.5));
    }
  }
}

/** A wavy line across the whole image, about one pixel thick. */
function drawNoiseLine(image: Bitmap): void {
  const [base, amplitude, frequency, phase] = [between(8, 30), between(3, 9), between(0.04, 0.1), between(0, 6)];
  const color: Rgb = [between(80, 170), between(100, 170), between(120, 200)];
  for (let x = 0; x < image.width; x++) {
    const cy = base + amplitude * Math.sin(x * frequency + phase);
    const slope = amplitude * frequency * Math.cos(x * frequency + phase);
    const thinness = Math.sqrt(1 + slope * slope);
    for (let y = Math.floor(cy - 3); y <= cy + 3; y++) {
      blendPixel(image, x, y, color, 0.75 * clamp01(1.1 - Math.abs(y + 0.5 - cy) / thinness));
    }
  }
}

function drawDots(image: Bitmap, count: number): void {
  for (let i = 0; i < count; i++) {
    const color: Rgb = [between(60, 200), between(60, 200), between(60, 200)];
    blendPixel(image, Math.floor(between(0, image.width)), Math.floor(between(0, image.height)), color, between(0.5, 0.9));
  }
}

export function renderCharImage(chars: readonly GlyphChar[]): Bitmap {
  const image = createBitmap(CHAR_WIDTH, CHAR_HEIGHT);
  paintBackground(image);
  drawDots(image, 30);
  const cell = (CHAR_WIDTH - 2 * MARGIN) / chars.length;
  chars.forEach((char, i) => {
    drawGlyph(image, char, MARGIN + cell * (i + 0.5) + between(-1.5, 1.5), CHAR_HEIGHT / 2 + between(-3, 3));
  });
  drawNoiseLine(image);
  drawNoiseLine(image);
  drawDots(image, 40);
  return image;
}
