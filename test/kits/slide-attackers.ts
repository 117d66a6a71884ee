// What an attacker scripts against the slide puzzle, from the two images a page shows (the shade
// and the piece) and the piece's row y. These are the classic approaches of published slider-captcha
// solvers, written plainly and without knowledge of how the puzzle is drawn: each scores every x of
// the row and answers the best. lib/server/captcha/slide-attack.test.ts measures how often they win.

/** An RGBA image, row by row (the shape of lib/server/captcha/bitmap.ts and of pngjs). */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

export type SlideSolver = (shade: Rgba, piece: Rgba, y: number) => number;

const luminance = (img: Rgba) =>
  Float64Array.from({ length: img.width * img.height }, (_, i) => 0.299 * img.data[i * 4]! + 0.587 * img.data[i * 4 + 1]! + 0.114 * img.data[i * 4 + 2]!);
const alphaOf = (img: Rgba) => Float64Array.from({ length: img.width * img.height }, (_, i) => img.data[i * 4 + 3]!);

/** Sobel gradient magnitude of a single-channel image (borders left at 0). */
function sobel(values: Float64Array, width: number, height: number): Float64Array {
  const out = new Float64Array(width * height);
  const v = (x: number, y: number) => values[y * width + x]!;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const gx = v(x + 1, y - 1) + 2 * v(x + 1, y) + v(x + 1, y + 1) - v(x - 1, y - 1) - 2 * v(x - 1, y) - v(x - 1, y + 1);
      const gy = v(x - 1, y + 1) + 2 * v(x, y + 1) + v(x + 1, y + 1) - v(x - 1, y - 1) - 2 * v(x, y - 1) - v(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}

/** Normalised cross-correlation (OpenCV's TM_CCOEFF_NORMED) of `template` with `image` at (x, y), over `cells`. */
function ncc(image: Float64Array, width: number, template: Float64Array, tWidth: number, cells: readonly number[], x: number, y: number): number {
  let [si, st, sii, stt, sit] = [0, 0, 0, 0, 0];
  for (const cell of cells) {
    const a = image[(y + Math.floor(cell / tWidth)) * width + x + (cell % tWidth)]!;
    const b = template[cell]!;
    si += a;
    st += b;
    sii += a * a;
    stt += b * b;
    sit += a * b;
  }
  const n = cells.length;
  const denominator = Math.sqrt((sii - (si * si) / n) * (stt - (st * st) / n));
  return denominator > 0 ? (sit - (si * st) / n) / denominator : -Infinity;
}

/** The x of the row whose score is highest. */
function best(shade: Rgba, piece: Rgba, score: (x: number) => number): number {
  let found = { x: -1, score: -Infinity };
  for (let x = 0; x + piece.width <= shade.width; x++) {
    const s = score(x);
    if (s > found.score) found = { x, score: s };
  }
  return found.x;
}

const allCells = (piece: Rgba) => Array.from({ length: piece.width * piece.height }, (_, i) => i);

/** (a) Edges: the piece's outline (Sobel of its alpha) correlated with the shade's Sobel edges. */
export const edgeSolver: SlideSolver = (shade, piece, y) => {
  const edges = sobel(luminance(shade), shade.width, shade.height);
  const outline = sobel(alphaOf(piece), piece.width, piece.height);
  const cells = allCells(piece);
  return best(shade, piece, (x) => ncc(edges, shade.width, outline, piece.width, cells, x, y));
};

/** Cells of the piece's solid inside, and of a ring up to `width` px outside its outline (offsets may leave the box). */
function insideAndRing(piece: Rgba, width: number): { inside: [number, number][]; ring: [number, number][] } {
  const solid = (x: number, y: number) => x >= 0 && y >= 0 && x < piece.width && y < piece.height && piece.data[(y * piece.width + x) * 4 + 3]! >= 128;
  const around: [number, number][] = [];
  for (let dy = -width; dy <= width; dy++) for (let dx = -width; dx <= width; dx++) around.push([dx, dy]);
  const inside: [number, number][] = [];
  const ring: [number, number][] = [];
  for (let y = -width; y < piece.height + width; y++) {
    for (let x = -width; x < piece.width + width; x++) {
      if (solid(x, y)) inside.push([x, y]);
      else if (around.some(([dx, dy]) => solid(x + dx, y + dy))) ring.push([x, y]);
    }
  }
  return { inside, ring };
}

/** (b) Shading: the place where the piece's shape is darkest against the ring just around it. */
export const shadeSolver: SlideSolver = (shade, piece, y) => {
  const gray = luminance(shade);
  const { inside, ring } = insideAndRing(piece, 3);
  const mean = (cells: [number, number][], x: number) => {
    let [sum, n] = [0, 0];
    for (const [px, py] of cells) {
      const [sx, sy] = [x + px, y + py];
      if (sx < 0 || sy < 0 || sx >= shade.width || sy >= shade.height) continue;
      sum += gray[sy * shade.width + sx]!;
      n++;
    }
    return n ? sum / n : 0;
  };
  return best(shade, piece, (x) => mean(ring, x) - mean(inside, x));
};

/** (c) Template: the piece's colours correlated (normalised, so any darkening cancels) with the shade's. */
export const templateSolver: SlideSolver = (shade, piece, y) => {
  const solidCells = allCells(piece).filter((cell) => piece.data[cell * 4 + 3] === 255);
  const channel = (img: Rgba, c: number) => Float64Array.from({ length: img.width * img.height }, (_, i) => img.data[i * 4 + c]!);
  const shadeChannels = [0, 1, 2].map((c) => channel(shade, c));
  const pieceChannels = [0, 1, 2].map((c) => channel(piece, c));
  return best(shade, piece, (x) => [0, 1, 2].reduce((sum, c) => sum + ncc(shadeChannels[c]!, shade.width, pieceChannels[c]!, piece.width, solidCells, x, y), 0));
};

/**
 * (d) The least-squares fit the end-to-end test once used: at the right x the shade under the piece's
 * solid inside is the piece times one darkening factor k, so the x whose best k leaves the least error wins.
 */
export const leastSquaresSolver: SlideSolver = (shade, piece, y) => {
  const solidCells = allCells(piece).filter((cell) => piece.data[cell * 4 + 3] === 255);
  let found = { x: -1, error: Infinity };
  for (let x = 0; x + piece.width <= shade.width; x++) {
    let [sp, pp, ss] = [0, 0, 0];
    for (const cell of solidCells) {
      const i = ((y + Math.floor(cell / piece.width)) * shade.width + x + (cell % piece.width)) * 4;
      for (let c = 0; c < 3; c++) {
        const [sv, pv] = [shade.data[i + c]!, piece.data[cell * 4 + c]!];
        sp += sv * pv;
        pp += pv * pv;
        ss += sv * sv;
      }
    }
    const k = pp ? sp / pp : 0;
    const error = (ss - 2 * k * sp + k * k * pp) / solidCells.length;
    if (k > 0 && k < 1 && error < found.error) found = { x, error };
  }
  return found.x;
};

export const SLIDE_SOLVERS = { edges: edgeSolver, shading: shadeSolver, template: templateSolver, leastSquares: leastSquaresSolver } as const;
