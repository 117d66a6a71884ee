// The emblem shown for a company without an uploaded logo. Demo and newly registered companies rarely
// have one, and a list of same-coloured letter tiles makes every company look the same; a generated mark
// (a shape, a brand-like colour pair and the trade name's characters) reads as a logo and tells the
// companies of a list apart. Everything is derived from a hash of the company name, so a company keeps
// its emblem on every page and every render, and the server can draw it as plain SVG.
import { supplierInitials } from './initials';

/** A brand colour pair: `ink` carries the characters (white on it, or it on white), `accent` only decorates. */
export type LogoPalette = { name: string; ink: string; accent: string };

// Each ink keeps a contrast of at least 4.5:1 with white both ways (the test computes it); the accents
// never sit behind characters, so they are chosen for looks alone.
export const LOGO_PALETTES: readonly LogoPalette[] = [
  { name: 'blue', ink: '#1d4ed8', accent: '#06b6d4' },
  { name: 'navy', ink: '#1e3a8a', accent: '#f59e0b' },
  { name: 'teal', ink: '#0f766e', accent: '#34d399' },
  { name: 'green', ink: '#166534', accent: '#84cc16' },
  { name: 'orange', ink: '#c2410c', accent: '#334155' },
  { name: 'red', ink: '#b91c1c', accent: '#f59e0b' },
  { name: 'purple', ink: '#6d28d9', accent: '#f472b6' },
  { name: 'slate', ink: '#334155', accent: '#f97316' },
  { name: 'magenta', ink: '#a21caf', accent: '#fb7185' },
  { name: 'gold', ink: '#a16207', accent: '#1e293b' },
];

export const WHITE = '#ffffff';

/** One drawn part of the emblem; the geometry lives in a 100 × 100 box. */
export type LogoPath = { d: string; fill?: string; stroke?: string; strokeWidth?: number };
/** The characters: centred on (x, y), `size` in the same units. */
export type LogoText = { chars: string; x: number; y: number; size: number; fill: string };
export type LogoDesign = { shape: LogoShape; palette: LogoPalette; paths: LogoPath[]; text: LogoText };

/** The part of the 100 × 100 box the characters may fill, by how many there are. */
type Slot = { x: number; y: number; one: number; two: number };
type ShapeDraw = (p: LogoPalette, chars: 1 | 2) => { paths: LogoPath[]; slot: Slot; onInk: boolean };

// A tenth of a unit is under a twentieth of a pixel at the largest size (80 px for 120 units): finer
// coordinates would only lengthen every list page's HTML.
const r = (n: number) => Math.round(n * 10) / 10;
const rad = (deg: number) => (deg * Math.PI) / 180;
const onCircle = (cx: number, cy: number, radius: number, deg: number) =>
  [r(cx + radius * Math.cos(rad(deg))), r(cy + radius * Math.sin(rad(deg)))] as const;

const circle = (cx: number, cy: number, radius: number) =>
  `M${cx - radius} ${cy}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0Z`;

/** An open arc, clockwise from `from` to `to` degrees (0 is east, 90 south: SVG's y points down). */
function arc(cx: number, cy: number, radius: number, from: number, to: number): string {
  const [x0, y0] = onCircle(cx, cy, radius, from);
  const [x1, y1] = onCircle(cx, cy, radius, to);
  return `M${x0} ${y0}A${radius} ${radius} 0 ${to - from > 180 ? 1 : 0} 1 ${x1} ${y1}`;
}

/** A closed polygon whose corners are rounded by `round` units (a sharp polygon looks clip-art). */
function roundedPolygon(points: readonly (readonly [number, number])[], round: number): string {
  const n = points.length;
  const towards = (a: readonly [number, number], b: readonly [number, number]) => {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const t = Math.min(round, len / 2) / len;
    return `${r(a[0] + (b[0] - a[0]) * t)} ${r(a[1] + (b[1] - a[1]) * t)}`;
  };
  return (
    points
      .map((p, i) => {
        // Indices modulo the length are always in range.
        const prev = points[(i + n - 1) % n]!;
        const next = points[(i + 1) % n]!;
        return `${i === 0 ? 'M' : 'L'}${towards(p, prev)}Q${r(p[0])} ${r(p[1])} ${towards(p, next)}`;
      })
      .join('') + 'Z'
  );
}

const regular = (sides: number, cx: number, cy: number, radius: number, startDeg: number) =>
  Array.from({ length: sides }, (_, i) => onCircle(cx, cy, radius, startDeg + (360 / sides) * i));

// The shapes. Filled marks carry white characters on their ink; line marks and lockups (a mark above
// or beside the characters) carry ink characters on the white of the logo box.
const SHAPES = {
  // A disc with an accent arc orbiting its upper right.
  circle: (p) => ({
    paths: [{ d: circle(50, 50, 42), fill: p.ink }, { d: arc(50, 50, 49, -95, -5), stroke: p.accent, strokeWidth: 5 }],
    slot: { x: 50, y: 50, one: 44, two: 28 },
    onInk: true,
  }),
  // A rounded square with two tight corners, underlined by an accent bar.
  square: (p, chars) => ({
    paths: [
      { d: 'M34 8H86Q92 8 92 14V66Q92 92 66 92H14Q8 92 8 86V34Q8 8 34 8Z', fill: p.ink },
      { d: chars === 1 ? 'M40 76H60' : 'M36 70H64', stroke: p.accent, strokeWidth: 5 },
    ],
    slot: { x: 50, y: chars === 1 ? 46 : 47, one: 42, two: 29 },
    onInk: true,
  }),
  // A hexagon with an accent hexagon inset.
  hexagon: (p) => ({
    paths: [
      { d: roundedPolygon(regular(6, 50, 50, 48, -90), 7), fill: p.ink },
      { d: roundedPolygon(regular(6, 50, 50, 39, -90), 5), stroke: p.accent, strokeWidth: 3 },
    ],
    slot: { x: 50, y: 50, one: 38, two: 25 },
    onInk: true,
  }),
  // A shield with an accent band across its brow.
  shield: (p) => ({
    paths: [
      { d: 'M12 14Q50 2 88 14V46C88 70 72 86 50 96C28 86 12 70 12 46Z', fill: p.ink },
      { d: 'M24 22Q50 14 76 22', stroke: p.accent, strokeWidth: 4 },
    ],
    slot: { x: 50, y: 50, one: 40, two: 27 },
    onInk: true,
  }),
  // A gem: a diamond whose lower tip is cut in the accent colour.
  diamond: (p) => ({
    paths: [
      { d: roundedPolygon([[50, 2], [98, 50], [50, 98], [2, 50]], 9), fill: p.ink },
      { d: roundedPolygon([[73, 75], [50, 98], [27, 75]], 9), fill: p.accent },
    ],
    slot: { x: 50, y: 47, one: 36, two: 24 },
    onInk: true,
  }),
  // A ring with a satellite: an accent orbit over the top and a dot where it ends.
  orbit: (p) => {
    const [dx, dy] = onCircle(50, 50, 47, 35);
    return {
      paths: [
        { d: circle(50, 50, 38), stroke: p.ink, strokeWidth: 5 },
        { d: arc(50, 50, 47, 160, 320), stroke: p.accent, strokeWidth: 4 },
        { d: circle(dx, dy, 5), fill: p.accent },
      ],
      slot: { x: 50, y: 50, one: 38, two: 26 },
      onInk: false,
    };
  },
  // A broad leaf with an accent seed in the corner it points away from.
  leaf: (p) => ({
    paths: [
      { d: 'M8 92C8 30 30 8 92 8C92 70 70 92 8 92Z', fill: p.ink },
      { d: circle(15, 15, 8), fill: p.accent },
    ],
    slot: { x: 50, y: 50, one: 40, two: 27 },
    onInk: true,
  }),
  // A rising bar chart above the characters, or beside a single one.
  bars: (p, chars) => {
    const bar = (x: number, bottom: number, h: number, w: number) =>
      roundedPolygon([[x, bottom - h], [x + w, bottom - h], [x + w, bottom], [x, bottom]], 2.5);
    return chars === 1
      ? {
          paths: [
            { d: bar(4, 82, 22, 9), fill: p.ink },
            { d: bar(16, 82, 40, 9), fill: p.ink },
            { d: bar(28, 82, 60, 9), fill: p.accent },
          ],
          slot: { x: 68, y: 55, one: 48, two: 0 },
          onInk: false,
        }
      : {
          paths: [
            { d: bar(30, 52, 18, 10), fill: p.ink },
            { d: bar(45, 52, 30, 10), fill: p.ink },
            { d: bar(60, 52, 42, 10), fill: p.accent },
          ],
          slot: { x: 50, y: 77, one: 0, two: 30 },
          onInk: false,
        };
  },
  // Two mountain peaks above the characters.
  peaks: (p, chars) => ({
    paths: [
      { d: roundedPolygon([[52, 48], [72, 18], [92, 48]], 3), fill: p.accent },
      { d: roundedPolygon([[10, 48], [38, 8], [66, 48]], 3), fill: p.ink },
    ],
    slot: { x: 50, y: chars === 1 ? 75 : 77, one: 40, two: 30 },
    onInk: false,
  }),
  // A Chinese seal (印章): a solid square with a white inner frame.
  seal: (p) => ({
    paths: [
      { d: roundedPolygon([[8, 8], [92, 8], [92, 92], [8, 92]], 6), fill: p.ink },
      { d: roundedPolygon([[16, 16], [84, 16], [84, 84], [16, 84]], 3), stroke: WHITE, strokeWidth: 2.5 },
    ],
    slot: { x: 50, y: 50, one: 46, two: 29 },
    onInk: true,
  }),
} satisfies Record<string, ShapeDraw>;

export type LogoShape = keyof typeof SHAPES;
export const LOGO_SHAPES = Object.keys(SHAPES) as LogoShape[];

/** FNV-1a over the name's UTF-16 units: stable across runtimes and releases, unlike any built-in. */
function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** An independent pick from the one hash per `salt` (murmur3's finaliser), so shape and colour don't move together. */
function pick<T>(hash: number, salt: number, list: readonly T[]): T {
  let h = (hash ^ Math.imul(salt, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  // The index is taken modulo the length of a non-empty list.
  return list[((h ^ (h >>> 16)) >>> 0) % list.length]!;
}

/** The generated emblem of a company: the same name always gives the same design. */
export function logoDesign(compName: string, cityName: string): LogoDesign {
  const hash = hashName(compName);
  const shape = pick(hash, 1, LOGO_SHAPES);
  const palette = pick(hash, 2, LOGO_PALETTES);
  const initials = [...supplierInitials(compName, cityName)];
  // Two characters name the company better; one large character, a third of the time, reads as a mark.
  const chars = initials.length < 2 || pick(hash, 3, [1, 2, 2]) === 1 ? 1 : 2;
  const { paths, slot, onInk } = SHAPES[shape](palette, chars);
  return {
    shape,
    palette,
    paths,
    text: {
      chars: initials.slice(0, chars).join(''),
      x: slot.x,
      y: slot.y,
      size: chars === 1 ? slot.one : slot.two,
      fill: onInk ? WHITE : palette.ink,
    },
  };
}
