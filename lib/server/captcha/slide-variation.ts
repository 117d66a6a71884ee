import 'server-only';
import { randomInt } from 'node:crypto';
import { PIECE_SIZE, SLIDE_WIDTH } from '@/lib/captcha/rules';
import { blendPixel, createBitmap, type Bitmap, type Rgb } from './bitmap';

// What makes every slide puzzle an image nobody has seen: the committed backgrounds are only a
// starting point, flipped, recoloured and overlaid with shapes per challenge, so a table of known
// backgrounds finds nothing; noise and a random depth of the hole's shade make exact pixel ratios
// useless; decoy holes mislead a search for the darkest piece-shaped place. An image matcher that
// fits the piece to the shade still finds it: README "Limits and hostile input" says what holds then.

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

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
  for (let i = 0; i < image.data.length; i += 4) {
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.max(0, Math.min(255, image.data[i + c]! + randomInt(-amplitude, amplitude + 1)));
  }
}

/** The darkening of a hole, random per challenge (the share of black laid over the background). */
export const randomShadeDepth = () => rand(0.45, 0.65);

/** One or two places for decoy holes: inside the image, a piece's width or more from the answer. */
export function decoyPositions(answerX: number, y: number, height: number): { x: number; y: number }[] {
  const count = randomInt(1, 3);
  const out: { x: number; y: number }[] = [];
  for (let tries = 0; out.length < count && tries < 50; tries++) {
    const x = randomInt(0, SLIDE_WIDTH - PIECE_SIZE + 1);
    const taken = [answerX, ...out.map((d) => d.x)];
    if (taken.every((t) => Math.abs(t - x) >= PIECE_SIZE)) out.push({ x, y: Math.max(0, Math.min(height - PIECE_SIZE, y + randomInt(-30, 31))) });
  }
  return out;
}
