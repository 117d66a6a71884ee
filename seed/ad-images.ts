// Draws a demo ad banner as SVG (340x136): a gradient ground with soft shapes, the kicker, headline,
// subline and button on the left, and a line drawing of the creative's motif on the right. Text is
// set in the portal's system font stack, as the pages are: no font file travels with the picture.
import { AD_HEIGHT, AD_WIDTH, type Creative, type Motif } from './ad-creatives';

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans SC','Noto Sans CJK SC',sans-serif";

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Line drawings in a 100x100 box, white strokes over the ground. */
export const MOTIFS: Record<Motif, string> = {
  building:
    '<rect x="18" y="30" width="40" height="62" rx="3"/><rect x="58" y="50" width="26" height="42" rx="3"/>' +
    '<path d="M28 42h8M42 42h8M28 54h8M42 54h8M28 66h8M42 66h8M66 62h10M66 74h10"/><path d="M10 92h82"/><path d="M32 92V80h12v12"/>',
  document:
    '<rect x="22" y="12" width="50" height="66" rx="4"/><path d="M32 28h30M32 40h30M32 52h20"/>' +
    '<path d="M58 88l26-26 8 8-26 26h-8z"/><path d="M78 68l8 8"/>',
  cloud:
    '<path d="M28 70a16 16 0 0 1 2-32 22 22 0 0 1 42-6 18 18 0 0 1 6 38z"/><path d="M36 82v10M50 82v10M64 82v10"/>' +
    '<circle cx="36" cy="94" r="2"/><circle cx="50" cy="94" r="2"/><circle cx="64" cy="94" r="2"/>',
  shield: '<path d="M50 10l34 12v24c0 22-14 38-34 46C30 84 16 68 16 46V22z"/><path d="M34 50l12 12 22-24"/>',
  chart: '<path d="M14 88h76M14 88V14"/><rect x="24" y="56" width="12" height="32"/><rect x="44" y="42" width="12" height="46"/><rect x="64" y="26" width="12" height="62"/><path d="M22 48l20-14 18 8 26-22"/>',
  code: '<rect x="10" y="16" width="80" height="64" rx="6"/><path d="M10 30h80"/><circle cx="20" cy="23" r="2"/><circle cx="28" cy="23" r="2"/><path d="M38 44l-10 10 10 10M62 44l10 10-10 10M54 40l-8 28"/>',
  skyline:
    '<path d="M6 92h88"/><rect x="12" y="46" width="16" height="46"/><rect x="30" y="24" width="18" height="68"/><rect x="50" y="38" width="14" height="54"/><rect x="66" y="56" width="20" height="36"/>' +
    '<path d="M39 24V12M35 34h8M35 46h8M35 58h8M17 56h6M17 68h6M55 50h4M55 62h4M71 66h10"/>',
  bell: '<path d="M50 14c-16 0-24 12-24 28v18l-8 12h64l-8-12V42c0-16-8-28-24-28z"/><path d="M42 78a8 8 0 0 0 16 0"/><path d="M76 20c6 4 10 10 10 18M24 20c-6 4-10 10-10 18"/>',
  search: '<circle cx="42" cy="42" r="24"/><path d="M60 60l24 24"/><circle cx="42" cy="36" r="7"/><path d="M30 54c4-8 20-8 24 0"/>',
  chip: '<rect x="26" y="26" width="48" height="48" rx="4"/><rect x="38" y="38" width="24" height="24"/><path d="M36 14v12M50 14v12M64 14v12M36 74v12M50 74v12M64 74v12M14 36h12M14 50h12M14 64h12M74 36h12M74 50h12M74 64h12"/>',
  phone: '<rect x="28" y="8" width="44" height="84" rx="8"/><path d="M44 16h12"/><circle cx="50" cy="82" r="3"/><rect x="36" y="26" width="12" height="12" rx="2"/><rect x="52" y="26" width="12" height="12" rx="2"/><rect x="36" y="44" width="12" height="12" rx="2"/><rect x="52" y="44" width="12" height="12" rx="2"/>',
  pin: '<path d="M50 90S24 60 24 40a26 26 0 0 1 52 0c0 20-26 50-26 50z"/><circle cx="50" cy="40" r="10"/><path d="M10 92l20-8 20 8 20-8 20 8"/>',
};

/** The banner of a creative as SVG text. */
export function drawAdSvg(c: Creative): string {
  const [from, to, accent] = c.colors;
  const id = `g-${c.key}`;
  const cta = esc(c.cta);
  // The button grows with its text: about 13 px a character plus the padding and the arrow.
  const ctaWidth = [...c.cta].length * 13 + 34;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AD_WIDTH}" height="${AD_HEIGHT}" viewBox="0 0 ${AD_WIDTH} ${AD_HEIGHT}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<pattern id="${id}-d" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1" fill="#fff" fill-opacity=".14"/></pattern></defs>`,
    `<rect width="${AD_WIDTH}" height="${AD_HEIGHT}" fill="url(#${id})"/>`,
    `<rect x="200" width="140" height="${AD_HEIGHT}" fill="url(#${id}-d)"/>`,
    `<circle cx="300" cy="150" r="86" fill="#fff" fill-opacity=".08"/><circle cx="330" cy="-10" r="52" fill="#fff" fill-opacity=".1"/>`,
    `<path d="M0 118c60-18 120 14 190-4s110-10 150 6v16H0z" fill="#fff" fill-opacity=".07"/>`,
    `<g transform="translate(226 18)" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".92">${MOTIFS[c.motif]}</g>`,
    `<g font-family="${FONT}" fill="#fff">`,
    `<text x="20" y="32" font-size="12" fill-opacity=".82">${esc(c.kicker)}</text>`,
    `<text x="20" y="62" font-size="22" font-weight="700" letter-spacing=".5">${esc(c.headline)}</text>`,
    `<text x="20" y="84" font-size="12.5" fill-opacity=".9">${esc(c.subline)}</text>`,
    `<rect x="20" y="96" width="${ctaWidth}" height="24" rx="12" fill="#fff"/>`,
    `<text x="${20 + ctaWidth / 2}" y="112.5" font-size="12.5" font-weight="600" fill="${accent}" text-anchor="middle">${cta} →</text>`,
    `</g></svg>`,
  ].join('');
}
