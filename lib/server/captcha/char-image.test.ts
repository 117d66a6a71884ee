import { describe, expect, it } from 'vitest';
import { CHAR_HEIGHT, CHAR_WIDTH } from '@/lib/captcha/rules';
import { decodePng, pixelAt, toDataUrl } from './bitmap';
import { renderCharImage } from './char-image';
import { CHAR_SET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './glyphs';

describe('glyphs', () => {
  it('leave out the characters people confuse', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(CHAR_SET).not.toContain(ambiguous);
    expect(CHAR_SET).toHaveLength(31);
  });

  it('are all different 5x7 bitmaps with ink', () => {
    const bitmaps = CHAR_SET.map((char) =>
      Array.from({ length: GLYPH_HEIGHT }, (_, row) =>
        Array.from({ length: GLYPH_WIDTH }, (_, col) => (glyphInk(char, col, row) ? '#' : ' ')).join(''),
      ).join('|'),
    );
    expect(new Set(bitmaps).size).toBe(CHAR_SET.length);
    for (const bitmap of bitmaps) expect(bitmap).toContain('#');
    expect(glyphInk('A', -1, 0)).toBe(false);
    expect(glyphInk('A', 0, GLYPH_HEIGHT)).toBe(false);
  });
});

describe('renderCharImage', () => {
  it('renders a PNG of the agreed size with dark ink on a pale ground', () => {
    const image = decodePng(Buffer.from(toDataUrl(renderCharImage(['A', 'B', '3', 'K']), false).split(',')[1]!, 'base64'));
    expect(image).toMatchObject({ width: CHAR_WIDTH, height: CHAR_HEIGHT });
    const luminance: number[] = [];
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const [r, g, b] = pixelAt(image, x, y);
        luminance.push(0.3 * r + 0.59 * g + 0.11 * b);
      }
    }
    const dark = luminance.filter((l) => l < 140).length / luminance.length;
    // Four glyphs cover a good share of the image, the ground the most of it.
    expect(dark).toBeGreaterThan(0.08);
    expect(dark).toBeLessThan(0.45);
  });

  it('draws the same text differently each time', () => {
    const a = renderCharImage(['2', '3', '4', '5']);
    const b = renderCharImage(['2', '3', '4', '5']);
    expect(a.data.equals(b.data)).toBe(false);
  });
});
