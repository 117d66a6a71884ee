import { describe, expect, it } from 'vitest';
import { PIECE_SIZE, SLIDE_HEIGHT, SLIDE_WIDTH } from '@/lib/captcha/rules';
import { createBitmap, decodePng, pixelAt, toDataUrl, type Bitmap } from './bitmap';
import { composeSlide, pieceDistance } from './slide-image';

/** A background whose red channel is x and green channel y: every pixel says where it came from. */
function coordinateBackground(): Bitmap {
  const image = createBitmap(SLIDE_WIDTH, SLIDE_HEIGHT);
  for (let y = 0; y < SLIDE_HEIGHT; y++) {
    for (let x = 0; x < SLIDE_WIDTH; x++) image.data.set([x % 256, y, 200, 255], (y * SLIDE_WIDTH + x) * 4);
  }
  return image;
}

const alphaAt = (image: Bitmap, x: number, y: number) => image.data[(y * image.width + x) * 4 + 3];
/** A point well inside the piece's body, and one in each corner outside its shape. */
const CENTRE = { x: 22, y: 28 };
const OUTSIDE = [
  { x: 1, y: 1 },
  { x: 48, y: 48 },
  { x: 48, y: 2 },
];

describe('composeSlide', () => {
  const background = coordinateBackground();
  const [x, y] = [137, 41];
  const { shade, piece } = composeSlide(background, x, y);

  it('darkens the hole exactly at the answer and nowhere else', () => {
    const inHole = pixelAt(shade, x + CENTRE.x, y + CENTRE.y);
    expect(inHole[2]).toBeLessThan(200 * 0.5);
    for (const p of OUTSIDE) expect(pixelAt(shade, x + p.x, y + p.y)).toEqual(pixelAt(background, x + p.x, y + p.y));
    expect(pixelAt(shade, x - 20, y + CENTRE.y)).toEqual(pixelAt(background, x - 20, y + CENTRE.y));
    expect(pixelAt(shade, x + 80, y + CENTRE.y)).toEqual(pixelAt(background, x + 80, y + CENTRE.y));
  });

  it('cuts the piece from the background at the answer', () => {
    expect(piece.width).toBe(PIECE_SIZE);
    expect(piece.height).toBe(PIECE_SIZE);
    expect(pixelAt(piece, CENTRE.x, CENTRE.y)).toEqual(pixelAt(background, x + CENTRE.x, y + CENTRE.y));
    expect(alphaAt(piece, CENTRE.x, CENTRE.y)).toBe(255);
  });

  it('gives the piece a jigsaw outline: knobs top and right, a notch left, clear corners', () => {
    for (const p of OUTSIDE) expect(alphaAt(piece, p.x, p.y)).toBe(0);
    expect(alphaAt(piece, 22, 3)).toBe(255); // top knob
    expect(alphaAt(piece, 46, 28)).toBe(255); // right knob
    expect(alphaAt(piece, 10, 5)).toBe(0); // beside the top knob
    expect(alphaAt(piece, 5, 28)).toBe(0); // inside the left notch
    expect(alphaAt(piece, 5, 14)).toBe(255); // the body above the notch
    expect(pieceDistance(22.5, 28.5)).toBeLessThan(-10);
  });

  it('encodes both as PNG data URLs of the agreed sizes', () => {
    const decode = (url: string) => decodePng(Buffer.from(url.replace('data:image/png;base64,', ''), 'base64'));
    expect(decode(toDataUrl(shade, false))).toMatchObject({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
    const pieceBack = decode(toDataUrl(piece, true));
    expect(pieceBack).toMatchObject({ width: PIECE_SIZE, height: PIECE_SIZE });
    expect(alphaAt(pieceBack, 1, 1)).toBe(0);
  });
});
