// Draws a news thumbnail as SVG (320x200): the column's gradient, soft circles, a large line drawing
// of one of its motifs and the column's name, so lists of articles read as a real news site's.
import { MOTIFS } from './ad-images';
import { NEWS_COLUMNS, THUMBS_PER_COLUMN, type NewsColumnDef } from './news-columns';

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans SC','Noto Sans CJK SC',sans-serif";

export function drawNewsThumb(column: NewsColumnDef, n: number): string {
  const [from, to] = column.colors;
  const motif = column.motifs[n % column.motifs.length]!;
  const id = `n-${column.labelCode}-${n}`;
  // Each variant turns the ground and moves the circles, so four pictures of a column differ.
  const angle = (n * 37) % 90;
  const cx = 60 + ((n * 71) % 200);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${column.labelName}">`,
    `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle})"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="320" height="200" fill="url(#${id})"/>`,
    `<circle cx="${cx}" cy="40" r="70" fill="#fff" opacity=".08"/><circle cx="${320 - cx / 2}" cy="190" r="90" fill="#fff" opacity=".07"/>`,
    `<g transform="translate(170 40) scale(1.3)" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity=".9">${MOTIFS[motif]}</g>`,
    `<text x="24" y="168" font-family="${FONT}" font-size="22" font-weight="600" fill="#fff">${column.labelName}</text>`,
    `<text x="24" y="188" font-family="${FONT}" font-size="11" fill="#fff" opacity=".8">云采汇 · 软件前沿</text>`,
    '</svg>',
  ].join('');
}

/** Every thumbnail: [file path under public, svg]. */
export function allNewsThumbs(): [string, string][] {
  return NEWS_COLUMNS.flatMap((c) => Array.from({ length: THUMBS_PER_COLUMN }, (_, n) => [`${c.labelCode.toLowerCase()}-${n}.svg`, drawNewsThumb(c, n)] as [string, string]));
}
