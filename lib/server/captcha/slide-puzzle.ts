import 'server-only';
import { randomInt } from 'node:crypto';
import { PIECE_SIZE, SLIDE_HEIGHT } from '@/lib/captcha/rules';
import { randomBackground } from './backgrounds';
import type { Bitmap } from './bitmap';
import { drawHole, drawOutline, drawPiece } from './slide-image';
import {
  addNoise,
  decoyShape,
  outlineColor,
  outlinePlace,
  pieceColors,
  rand,
  randomHoleStyle,
  randomShape,
  rowPositions,
  varyBackground,
} from './slide-variation';

/** The target's left edge: clear of the piece's start (0..PIECE_SIZE) and of the right border. */
export const TARGET_X = { min: 60, max: 250 };
/** The piece keeps this distance from the top and bottom borders. */
const EDGE_Y = 5;
/** Holes in the piece's row: the answer's and decoys of other shapes (as many as fit). */
const HOLES = 4;

export interface SlidePuzzle {
  shade: Bitmap;
  piece: Bitmap;
  /** The answer: the piece's left edge in its hole. */
  x: number;
  y: number;
}

/** One slide puzzle, drawn anew (slide-variation.ts says what varies and why): the answer stays with the caller. */
export async function drawSlidePuzzle(): Promise<SlidePuzzle> {
  const y = randomInt(EDGE_Y, SLIDE_HEIGHT - PIECE_SIZE - EDGE_Y + 1);
  const [x, ...decoys] = rowPositions(HOLES, TARGET_X.min, TARGET_X.max) as [number, ...number[]];
  const shape = randomShape();
  const shade = varyBackground(await randomBackground());
  for (let n = randomInt(3, 6); n > 0; n--) {
    const at = outlinePlace(y, shade.width, shade.height);
    if (at) drawOutline(shade, at.x, at.y, randomShape(), outlineColor(), rand(0.35, 0.7));
  }
  drawHole(shade, x, y, shape, randomHoleStyle(true));
  for (const decoyX of decoys) drawHole(shade, decoyX, y, decoyShape(shape), randomHoleStyle(false));
  const piece = drawPiece(shape, ...pieceColors());
  addNoise(shade, 8);
  addNoise(piece, 4);
  return { shade, piece, x, y };
}
