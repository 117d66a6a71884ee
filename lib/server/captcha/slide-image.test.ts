import { describe, expect, it } from 'vitest';
import { PIECE_SIZE, SLIDE_HEIGHT, SLIDE_WIDTH } from '@/lib/captcha/rules';
import { createBitmap, decodePng, pixelAt, toDataUrl, type Bitmap } from './bitmap';
import { drawHole, drawPiece, shapeDistance, type HoleStyle, type PieceShape } from './slide-image';

function plain(): Bitmap {
  const image = createBitmap(SLIDE_WIDTH, SLIDE_HEIGHT);
  for (let i = 0; i < image.data.length; i += 4) image.data.set([200, 180, 160, 255], i);
  return image;
}

const alphaAt = (image: Bitmap, x: number, y: number) => image.data[(y * image.width + x) * 4 + 3];
const SHAPE: PieceShape = ['knob', 'flat', 'notch', 'knob'];
const STYLE: HoleStyle = { depth: 0.5, tilt: [0, 0], grow: 0, soft: 1, rim: 0 };
/** The centre of the body, a point beyond each side's middle where a knob would be, and a corner outside. */
const CENTRE = { x: 25, y: 25 };

describe('jigsaw shapes', () => {
  it('puts a knob, a notch or nothing on each side', () => {
    expect(shapeDistance(SHAPE, 25, 4)).toBeLessThan(0); // top knob
    expect(shapeDistance(SHAPE, 45, 25)).toBeGreaterThan(0); // right flat: nothing beyond the body
    expect(shapeDistance(SHAPE, 25, 39)).toBeGreaterThan(0); // bottom notch cut into the body
    expect(shapeDistance(SHAPE, 4, 25)).toBeLessThan(0); // left knob
    expect(shapeDistance(SHAPE, 2, 2)).toBeGreaterThan(0); // corner
    expect(shapeDistance(SHAPE, 25, 25)).toBeLessThan(-8);
  });

  it('grows the outline outwards and keeps a notch as deep', () => {
    expect(shapeDistance(SHAPE, 25, 25, 3)).toBeCloseTo(shapeDistance(SHAPE, 25, 25) - 3, 5);
    expect(shapeDistance(SHAPE, 43, 25, 3)).toBeLessThan(0); // the flat side moved out
    expect(shapeDistance(SHAPE, 25, 42, 3)).toBeGreaterThan(0); // the notch moved out with its side
  });
});

describe('drawHole and drawPiece', () => {
  it('darkens the hole of the shape at (x, y) and nothing outside it', () => {
    const image = plain();
    drawHole(image, 137, 41, SHAPE, STYLE);
    expect(pixelAt(image, 137 + CENTRE.x, 41 + CENTRE.y)).toEqual([100, 90, 80]);
    expect(pixelAt(image, 137 + 2, 41 + 2)).toEqual([200, 180, 160]);
    expect(pixelAt(image, 137 + 25, 41 + 39)).toEqual([200, 180, 160]); // in the notch
    expect(pixelAt(image, 100, 41 + CENTRE.y)).toEqual([200, 180, 160]);
  });

  it('draws the piece in its own colours with the shape as its alpha, none of the picture', () => {
    const piece = drawPiece(SHAPE, [250, 200, 150], [150, 100, 50]);
    expect(piece).toMatchObject({ width: PIECE_SIZE, height: PIECE_SIZE });
    expect(alphaAt(piece, CENTRE.x, CENTRE.y)).toBe(255);
    expect(pixelAt(piece, CENTRE.x, CENTRE.y)).toEqual([200, 150, 100]);
    expect(alphaAt(piece, 25, 4)).toBe(255);
    for (const [x, y] of [[2, 2], [45, 25], [25, 39]] as const) expect(alphaAt(piece, x, y)).toBe(0);
  });

  it('encodes both as PNG data URLs of the agreed sizes', () => {
    const decode = (url: string) => decodePng(Buffer.from(url.replace('data:image/png;base64,', ''), 'base64'));
    expect(decode(toDataUrl(plain(), false))).toMatchObject({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
    const pieceBack = decode(toDataUrl(drawPiece(SHAPE, [250, 200, 150], [150, 100, 50]), true));
    expect(pieceBack).toMatchObject({ width: PIECE_SIZE, height: PIECE_SIZE });
    expect(alphaAt(pieceBack, 1, 1)).toBe(0);
  });
});
