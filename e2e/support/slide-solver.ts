import { PNG } from 'pngjs';

// Finds where the slide puzzle's piece belongs by looking, as a person would, for the darkened hole:
// the server darkens the hole to 45 % of the background the piece was cut from (lib/server/captcha/
// slide-image.ts), so at the right x the shade's pixels under the piece's solid interior are 0.45 times
// the piece's own. The answer never reaches the browser; this reads only the two images the page shows.

const HOLE_SHADE = 0.45;

function decode(dataUrl: string): PNG {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return PNG.sync.read(Buffer.from(base64, 'base64'));
}

export function solveSlide(shadeDataUrl: string, cutoutDataUrl: string, y: number): number {
  const shade = decode(shadeDataUrl);
  const piece = decode(cutoutDataUrl);
  // Solid interior only: the anti-aliased edge and the light rim are blended differently.
  const interior: { px: number; py: number; rgb: number[] }[] = [];
  for (let py = 2; py < piece.height - 2; py++) {
    for (let px = 2; px < piece.width - 2; px++) {
      const solid = [-2, 0, 2].every((dy) => [-2, 0, 2].every((dx) => piece.data[((py + dy) * piece.width + px + dx) * 4 + 3] === 255));
      if (!solid) continue;
      const i = (py * piece.width + px) * 4;
      interior.push({ px, py, rgb: [piece.data[i]!, piece.data[i + 1]!, piece.data[i + 2]!] });
    }
  }
  let best = { x: -1, error: Infinity };
  for (let x = 0; x + piece.width <= shade.width; x++) {
    let error = 0;
    for (const { px, py, rgb } of interior) {
      const i = ((y + py) * shade.width + x + px) * 4;
      for (let c = 0; c < 3; c++) error += Math.abs(shade.data[i + c]! - rgb[c]! * HOLE_SHADE);
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
}
