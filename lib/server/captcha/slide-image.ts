import 'server-only';
import { PIECE_SIZE } from '@/lib/captcha/rules';
import { blendPixel, clamp01, createBitmap, pixelAt, type Bitmap, type Rgb } from './bitmap';

// The jigsaw piece as a signed distance field in piece coordinates (0..PIECE_SIZE; negative inside):
// a rounded square with a knob on top and on the right and a notch on the left. A distance field
// gives smooth anti-aliased edges and an outline of even width in one formula.

const BODY = { left: 4, top: 10, size: 36, radius: 3 };
const KNOB_RADIUS = 6.5;
const TOP_KNOB = { x: BODY.left + BODY.size / 2, y: BODY.top - 2.5 };
const RIGHT_KNOB = { x: BODY.left + BODY.size + 2.5, y: BODY.top + BODY.size / 2 };
const LEFT_NOTCH = { x: BODY.left - 1.5, y: BODY.top + BODY.size / 2, r: 6 };

function roundedSquare(px: number, py: number): number {
  const half = BODY.size / 2 - BODY.radius;
  const dx = Math.abs(px - (BODY.left + BODY.size / 2)) - half;
  const dy = Math.abs(py - (BODY.top + BODY.size / 2)) - half;
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - BODY.radius;
}

const circle = (px: number, py: number, c: { x: number; y: number }, r: number) => Math.hypot(px - c.x, py - c.y) - r;

export function pieceDistance(px: number, py: number): number {
  const solid = Math.min(
    roundedSquare(px, py),
    circle(px, py, TOP_KNOB, KNOB_RADIUS),
    circle(px, py, RIGHT_KNOB, KNOB_RADIUS),
  );
  return Math.max(solid, -circle(px, py, LEFT_NOTCH, LEFT_NOTCH.r));
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Coverage of a pixel whose centre lies `d` from the edge: a one-pixel anti-aliased ramp. */
const coverage = (d: number) => clamp01(0.5 - d);
/** Weight of the light rim just inside the edge, about 1.5 px wide. */
const rim = (d: number) => clamp01(1 - Math.abs(d + 1) / 1.2);

export interface SlideImagesBitmaps {
  shade: Bitmap;
  piece: Bitmap;
}

export interface ComposeOptions {
  /** Share of black laid over the hole (0.55: the hole is 45 % of the background). */
  shadeDepth?: number;
  /** Holes of the same shape, darkened alike, where the piece does not belong. */
  decoys?: readonly { x: number; y: number }[];
}

/** Darkens a piece-shaped hole at (x, y) with a light rim, as the answer's hole looks. */
function shadeHole(shade: Bitmap, x: number, y: number, depth: number): void {
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const d = pieceDistance(px + 0.5, py + 0.5);
      const alpha = coverage(d);
      if (alpha === 0) continue;
      blendPixel(shade, x + px, y + py, BLACK, alpha * depth);
      blendPixel(shade, x + px, y + py, WHITE, rim(d) * 0.45);
    }
  }
}

/** Cuts the piece out of `background` at (x, y) and darkens its hole there (and at the decoys). */
export function composeSlide(background: Bitmap, x: number, y: number, opts: ComposeOptions = {}): SlideImagesBitmaps {
  const depth = opts.shadeDepth ?? 0.55;
  const shade: Bitmap = { ...background, data: Buffer.from(background.data) };
  const piece = createBitmap(PIECE_SIZE, PIECE_SIZE);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const d = pieceDistance(px + 0.5, py + 0.5);
      const alpha = coverage(d);
      if (alpha === 0) continue;
      const i = (py * PIECE_SIZE + px) * 4;
      pixelAt(background, x + px, y + py).forEach((v, c) => (piece.data[i + c] = v));
      piece.data[i + 3] = 255;
      blendPixel(piece, px, py, WHITE, rim(d) * 0.85);
      piece.data[i + 3] = Math.round(alpha * 255);
    }
  }
  shadeHole(shade, x, y, depth);
  for (const decoy of opts.decoys ?? []) shadeHole(shade, decoy.x, decoy.y, depth);
  return { shade, piece };
}
