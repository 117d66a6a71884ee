import 'server-only';
import { randomInt } from 'node:crypto';
import { PIECE_SIZE, SLIDE_HEIGHT } from '@/lib/captcha/rules';
import { randomBackground } from './backgrounds';
import type { Bitmap } from './bitmap';
import { composeSlide } from './slide-image';
import { addNoise, decoyPositions, randomShadeDepth, varyBackground } from './slide-variation';

/** The target's left edge: clear of the piece's start (0..PIECE_SIZE) and of the right border. */
export const TARGET_X = { min: 60, max: 250 };
/** The piece keeps this distance from the top and bottom borders. */
const EDGE_Y = 5;

export interface SlidePuzzle {
  shade: Bitmap;
  piece: Bitmap;
  /** The answer: the piece's left edge in its hole. */
  x: number;
  y: number;
}

/** One slide puzzle, drawn anew (slide-variation.ts): the answer stays with the caller. */
export async function drawSlidePuzzle(): Promise<SlidePuzzle> {
  const x = randomInt(TARGET_X.min, TARGET_X.max + 1);
  const y = randomInt(EDGE_Y, SLIDE_HEIGHT - PIECE_SIZE - EDGE_Y + 1);
  const { shade, piece } = composeSlide(varyBackground(await randomBackground()), x, y, {
    shadeDepth: randomShadeDepth(),
    decoys: decoyPositions(x, y, SLIDE_HEIGHT),
  });
  addNoise(shade, 8);
  addNoise(piece, 4);
  return { shade, piece, x, y };
}
