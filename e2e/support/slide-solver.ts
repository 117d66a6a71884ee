import { PNG } from 'pngjs';

// Finds where the slide puzzle's piece belongs by looking, as a person would, for the darkened hole:
// the server darkens the hole by a random share of black (lib/server/captcha/slide-variation.ts), so at
// the right x the shade's pixels under the piece's solid interior are one factor k times the piece's
// own, up to noise. For each x the best k is fitted (least squares) and the x whose fit leaves the least
// error wins; decoy holes darken other content, so no single k fits them. The answer never reaches the
// browser; this reads only the two images the page shows. That a few lines do this is the residual
// risk README "Limits and hostile input" writes down.

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
    let sp = 0;
    let pp = 0;
    let ss = 0;
    for (const { px, py, rgb } of interior) {
      const i = ((y + py) * shade.width + x + px) * 4;
      for (let c = 0; c < 3; c++) {
        const [sv, pv] = [shade.data[i + c]!, rgb[c]!];
        sp += sv * pv;
        pp += pv * pv;
        ss += sv * sv;
      }
    }
    const k = pp ? sp / pp : 0;
    // The hole keeps 35-55 % of the background: another k is not a hole of ours.
    if (k < 0.25 || k > 0.7) continue;
    const error = ss - 2 * k * sp + k * k * pp;
    if (error < best.error) best = { x, error };
  }
  return best.x;
}
