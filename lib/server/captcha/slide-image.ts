import 'server-only';
import { PIECE_SIZE } from '@/lib/captcha/rules';
import { blendPixel, clamp01, createBitmap, mixRgb, type Bitmap, type Rgb } from './bitmap';

// Jigsaw shapes as signed distance fields in piece coordinates (0..PIECE_SIZE; negative inside): a
// rounded square whose four sides each carry a knob, a notch or nothing. A distance field gives smooth
// anti-aliased edges, an outline of even width and a hole grown or shrunk by a pixel in one formula.

export type Side = 'knob' | 'notch' | 'flat';
/** The sides top, right, bottom, left. */
export type PieceShape = readonly [Side, Side, Side, Side];

const BODY = { left: 9, top: 9, size: 32, radius: 3 };
const CENTRE = BODY.left + BODY.size / 2;
const KNOB = { radius: 6, out: 2.5 };
const NOTCH = { radius: 5.5, in: 1.5 };
/** Outward unit vectors of the sides top, right, bottom, left. */
const NORMALS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

function roundedSquare(px: number, py: number, grow: number): number {
  const half = BODY.size / 2 - BODY.radius + grow;
  const dx = Math.abs(px - CENTRE) - half;
  const dy = Math.abs(py - CENTRE) - half;
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - BODY.radius;
}

/**
 * Distance from (px, py) to the outline of `shape` (negative inside), the outline moved out by `grow`
 * px: sides and knobs move out, a notch moves with its side and keeps its size, so it stays as plain.
 */
export function shapeDistance(shape: PieceShape, px: number, py: number, grow = 0): number {
  let d = roundedSquare(px, py, grow);
  shape.forEach((side, i) => {
    if (side === 'flat') return;
    const [nx, ny] = NORMALS[i]!;
    const reach = BODY.size / 2 + grow + (side === 'knob' ? KNOB.out : -NOTCH.in);
    const circle = Math.hypot(px - CENTRE - nx * reach, py - CENTRE - ny * reach) - (side === 'knob' ? KNOB.radius + grow : NOTCH.radius);
    d = side === 'knob' ? Math.min(d, circle) : Math.max(d, -circle);
  });
  return d;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Coverage of a pixel whose centre lies `d` from the edge, over a ramp `soft` px wide (1: anti-aliasing only). */
const coverage = (d: number, soft = 1) => clamp01(0.5 - d / soft);
/** Weight of the light rim just inside the edge, about 1.5 px wide. */
const rim = (d: number) => clamp01(1 - Math.abs(d + 1) / 1.2);

/** How one hole is drawn: each hole of a puzzle its own, so no one depth or edge marks the answer. */
export interface HoleStyle {
  /** Share of black at the hole's centre. */
  depth: number;
  /** Change of that share across the hole per px from its centre, in x and y (a hole lit from one side). */
  tilt: readonly [number, number];
  /** Px the hole's outline is moved out (negative: in) from the shape's. */
  grow: number;
  /** Width in px of the ramp from the background into the hole (a soft or a crisp edge). */
  soft: number;
  /** Strength of the light rim along the inside of the edge (0..1). */
  rim: number;
}

/** Darkens a hole of `shape` at (x, y) of `image`, drawn as `style` says. */
export function drawHole(image: Bitmap, x: number, y: number, shape: PieceShape, style: HoleStyle): void {
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const d = shapeDistance(shape, px + 0.5, py + 0.5, style.grow);
      const alpha = coverage(d, style.soft);
      if (alpha === 0) continue;
      const depth = clamp01(style.depth + style.tilt[0] * (px - CENTRE) + style.tilt[1] * (py - CENTRE));
      blendPixel(image, x + px, y + py, BLACK, alpha * depth);
      blendPixel(image, x + px, y + py, WHITE, rim(d) * style.rim);
    }
  }
}

/** A thin light line along the outline of `shape` at (x, y): a drawn shape, not a hole. */
export function drawOutline(image: Bitmap, x: number, y: number, shape: PieceShape, color: Rgb, alpha: number): void {
  for (let py = -1; py <= PIECE_SIZE; py++) {
    for (let px = -1; px <= PIECE_SIZE; px++) {
      const d = Math.abs(shapeDistance(shape, px + 0.5, py + 0.5));
      if (d < 1.2) blendPixel(image, x + px, y + py, color, alpha * (1 - d / 1.2));
    }
  }
}

/**
 * The piece a person drags: the shape filled with a gradient of two colours of its own and a light rim.
 * It carries no pixels of the picture, so no matcher can look for its content in the shade; a person
 * matches its outline to the hole of the same outline.
 */
export function drawPiece(shape: PieceShape, from: Rgb, to: Rgb): Bitmap {
  const piece = createBitmap(PIECE_SIZE, PIECE_SIZE);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const d = shapeDistance(shape, px + 0.5, py + 0.5);
      const alpha = coverage(d);
      if (alpha === 0) continue;
      const i = (py * PIECE_SIZE + px) * 4;
      mixRgb(from, to, (px + py) / (2 * PIECE_SIZE)).forEach((v, c) => (piece.data[i + c] = Math.round(v)));
      blendPixel(piece, px, py, WHITE, rim(d) * 0.85);
      piece.data[i + 3] = Math.round(alpha * 255);
    }
  }
  return piece;
}
