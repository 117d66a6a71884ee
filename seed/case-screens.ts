// Draws the enterprise cases' screenshots as SVG (800x500): made-up screens of the kinds of software
// the cases deliver (an admin dashboard, a GIS map, a form with its approval steps, phone screens, a
// command centre's big screen, a report table and a workflow designer), each kind in six palettes.
// Every picture draws its cards, series, rows and districts from a seeded stream of its own, so no
// two look alike and a redraw gives the same file. scripts/case-screens.ts writes them to
// public/images/case/; seed/case-screens.test.ts fails while a committed picture differs.
import { createRng, type Rng } from './rng';

export const SCREEN_WIDTH = 800;
export const SCREEN_HEIGHT = 500;
export const CASE_SCREEN_DIR = '/images/case';

export const SCREEN_KINDS = ['dashboard', 'map', 'form', 'mobile', 'bigscreen', 'report', 'workflow'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];
export const PALETTE_NAMES = ['blue', 'teal', 'green', 'orange', 'purple', 'dark'] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];

export interface CaseScreen {
  kind: ScreenKind;
  palette: PaletteName;
}

export const caseScreenPath = ({ kind, palette }: CaseScreen) => `${CASE_SCREEN_DIR}/case-${kind}-${palette}.svg`;

/** Every screenshot: each kind in each palette. */
export const ALL_CASE_SCREENS: readonly CaseScreen[] = SCREEN_KINDS.flatMap((kind) => PALETTE_NAMES.map((palette) => ({ kind, palette })));

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans SC','Noto Sans CJK SC',sans-serif";

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Whole-pixel coordinates, which keep the files small. */
const f = (v: number) => String(Math.round(v));
const at = <T>(items: readonly T[], i: number): T => items[((i % items.length) + items.length) % items.length] as T;

interface Palette {
  main: string;
  deep: string;
  tint: string;
  soft: string;
  /** Chart series, the main colour first. */
  series: readonly string[];
  dark: boolean;
}

const PALETTES: Record<PaletteName, Palette> = {
  blue: { main: '#1677ff', deep: '#0b3fa8', tint: '#e8f1ff', soft: '#9cc5ff', series: ['#1677ff', '#36cfc9', '#faad14', '#ff7a45', '#9254de'], dark: false },
  teal: { main: '#0fa3a3', deep: '#07595e', tint: '#e4f7f5', soft: '#8fdcd6', series: ['#0fa3a3', '#3b82f6', '#f5b82e', '#f0685a', '#8bc34a'], dark: false },
  green: { main: '#2f9e44', deep: '#1b5e2b', tint: '#ebf7ed', soft: '#a8dcb2', series: ['#2f9e44', '#1098ad', '#f59f00', '#4263eb', '#e8590c'], dark: false },
  orange: { main: '#f0780f', deep: '#8a3b06', tint: '#fff3e6', soft: '#ffcf99', series: ['#f0780f', '#2f6fed', '#22a06b', '#e5484d', '#8e6cef'], dark: false },
  purple: { main: '#7048e8', deep: '#3b1f91', tint: '#f1edff', soft: '#c4b5fd', series: ['#7048e8', '#22b8cf', '#f783ac', '#fab005', '#4dabf7'], dark: false },
  dark: { main: '#3d9bff', deep: '#0a1a33', tint: '#16263f', soft: '#2f5f99', series: ['#3d9bff', '#2ed3c0', '#f7c948', '#f0735a', '#a48bff'], dark: true },
};

/** Surfaces and text of a screen. */
interface Ui {
  bg: string;
  panel: string;
  line: string;
  text: string;
  sub: string;
  faint: string;
  track: string;
}

const LIGHT: Ui = { bg: '#f2f4f8', panel: '#fff', line: '#e6eaf0', text: '#1f2a3d', sub: '#8a94a6', faint: '#c5ccd8', track: '#eef1f6' };
const DARK: Ui = { bg: '#0c1322', panel: '#151f33', line: '#243149', text: '#e3e9f4', sub: '#7f8ca5', faint: '#3a4863', track: '#1e2a42' };
const UP = '#16a34a';
const DOWN = '#e5484d';
const WARN = '#f59e0b';

// ---------------------------------------------------------------------------------------------------
// Primitives

interface TextOptions {
  weight?: number;
  anchor?: 'middle' | 'end';
  opacity?: number;
  spacing?: number;
}

function text(x: number, y: number, s: string, size: number, fill: string, o: TextOptions = {}): string {
  const attrs = [
    `x="${f(x)}" y="${f(y)}"`,
    ` font-size="${size}"`,
    ` fill="${fill}"`,
    o.weight ? ` font-weight="${o.weight}"` : '',
    o.anchor ? ` text-anchor="${o.anchor}"` : '',
    o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : '',
    o.spacing ? ` letter-spacing="${o.spacing}"` : '',
  ];
  return `<text ${attrs.join('')}>${esc(s)}</text>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${extra} fill="${fill}"/>`;
}

const rx = (r: number) => ` rx="${r}"`;

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = ''): string {
  return `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
}

/** A smooth path through the points (Catmull-Rom as cubic Béziers). */
function smooth(points: [number, number][]): string {
  const p = points;
  let d = `M${f(p[0]![0])} ${f(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[Math.max(0, i - 1)]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[Math.min(p.length - 1, i + 2)]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** A series of `n` values in (0, 1) that wanders like real figures. */
function series(rng: Rng, n: number, low = 0.2, high = 0.9): number[] {
  let v = low + rng.next() * (high - low);
  const trend = (rng.next() - 0.4) * 0.05;
  return Array.from({ length: n }, () => {
    v += trend + rng.normal() * 0.08;
    // Bounce off the bounds rather than stick to them.
    if (v > high) v = high - (v - high);
    if (v < low) v = low + (low - v);
    v = Math.min(high, Math.max(low, v));
    return v;
  });
}

/** `n` shares that add up to 1, the first the largest. */
function shares(rng: Rng, n: number): number[] {
  const raw = Array.from({ length: n }, () => 0.3 + rng.next()).sort((a, b) => b - a);
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((v) => v / sum);
}

const thousands = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const pt = (a: number) => [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  const [x1, y1] = pt(from);
  const [x2, y2] = pt(to);
  return `M${f(x1)} ${f(y1)}A${r} ${r} 0 ${to - from > Math.PI ? 1 : 0} 1 ${f(x2)} ${f(y2)}`;
}

/** The map pin, point at (0, 0), drawn where `pin` places it. */
const PIN_DEF = '<defs><g id="pin"><path d="M0 0C-4-6-9-10-9-16a9 9 0 0 1 18 0c0 6-5 10-9 16z" stroke="#fff" stroke-width="1.5"/><circle cy="-16" r="3.2" fill="#fff"/></g></defs>';
const pin = (x: number, y: number, fill: string) => `<use href="#pin" x="${f(x)}" y="${f(y)}" fill="${fill}"/>`;

/** A small tag with its text, growing with the text. */
function tag(x: number, y: number, label: string, color: string, dark = false): string {
  const w = [...label].length * 11 + 12;
  return (
    rect(x, y - 13, w, 18, color, `${rx(3)} fill-opacity="${dark ? 0.22 : 0.12}"`) + text(x + w / 2, y, label, 11, color, { anchor: 'middle' })
  );
}

// ---------------------------------------------------------------------------------------------------
// Words

const APP_TITLES = ['综合管理平台', '数据运营中心', '业务协同平台', '智慧监管平台', '一体化服务平台', '运营管理系统', '数字化管理平台', '综合业务系统'];
const MENU = ['工作台', '数据概览', '业务办理', '事项管理', '统计分析', '预警中心', '资源目录', '档案管理', '考核评价', '消息中心', '用户管理', '系统设置'];
const KPIS: [string, string, number, number][] = [
  ['本月办件量', '件', 1200, 9800],
  ['累计服务人次', '万', 12, 380],
  ['在线设备', '台', 300, 4800],
  ['今日预警', '条', 8, 160],
  ['按时办结率', '%', 91, 99.6],
  ['新增用户', '人', 120, 3600],
  ['订单总额', '万元', 80, 2400],
  ['待办事项', '项', 6, 80],
  ['接入部门', '个', 12, 68],
  ['数据总量', '万条', 300, 9000],
  ['平均办理时长', '天', 1.2, 6.5],
  ['满意度', '%', 92, 99.5],
];
const CHART_TITLES = ['业务量趋势', '月度办件统计', '用户增长趋势', '处置情况分析', '运行指标走势', '收入走势'];
const SERIES_NAMES = [
  ['受理量', '办结量'],
  ['本年', '去年'],
  ['线上', '线下'],
  ['计划', '实际'],
];
const PIE_TITLES = ['事项类型分布', '来源渠道占比', '区域分布', '设备状态'];
const PIE_LABELS = [
  ['行政审批', '公共服务', '便民服务', '投诉建议', '其他'],
  ['小程序', 'PC 网站', '窗口', '热线', '自助终端'],
  ['城东片区', '城西片区', '高新区', '经开区', '其他'],
  ['正常', '离线', '故障', '维护中', '未激活'],
];
const PLACES = ['东城区', '西湖区', '高新区', '经开区', '滨江区', '南岸区', '城北区', '新区', '临港片区', '老城区', '江北区', '天府新区'];
const PEOPLE = ['张**', '王**', '李**', '刘**', '陈**', '杨**', '赵**', '黄**', '周**', '吴**'];
const MATTERS = ['营业执照变更', '道路占用审批', '设备报修', '采购申请', '用印申请', '投诉处理', '资质年检', '合同审批', '费用报销', '入驻申请'];
const MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);
const STATUS: [string, string][] = [
  ['已办结', UP],
  ['处理中', '#1677ff'],
  ['待审核', WARN],
  ['已退回', DOWN],
];

// ---------------------------------------------------------------------------------------------------
// The application frame: a side menu or a top bar, around the content area.

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Ctx {
  rng: Rng;
  /** The picture's place among its kind's (its palette's index): spreads the layouts evenly. */
  n: number;
  /** The kind's index, which staggers the frames between kinds. */
  k: number;
  p: Palette & { name: PaletteName };
  ui: Ui;
  o: string[];
}

function glyph(x: number, y: number, color: string, i: number): string {
  // Little menu icons: a few simple line shapes.
  const shapes = [
    `<rect x="${x}" y="${y}" width="12" height="12" rx="2"/>`,
    `<circle cx="${x + 6}" cy="${y + 6}" r="6"/>`,
    `<path d="M${x} ${y + 12}V${y + 5}M${x + 6} ${y + 12}V${y}M${x + 12} ${y + 12}V${y + 7}"/>`,
    `<path d="M${x} ${y + 3}h12M${x} ${y + 8}h12M${x} ${y + 12}h7"/>`,
    `<path d="M${x + 6} ${y}l6 4v8H${x}V${y + 4}z"/>`,
  ];
  return `<g fill="none" stroke="${color}" stroke-width="1.5">${at(shapes, i)}</g>`;
}

function logo(x: number, y: number, fill: string, mark: string): string {
  return rect(x, y, 26, 26, fill, rx(6)) + `<path d="M${x + 7} ${y + 17}l6-9 6 9M${x + 10} ${y + 13}h6" stroke="${mark}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
}

function chrome(c: Ctx, page: string, activeMenu: string): Area {
  const { rng, p, ui, o } = c;
  const style = (['side-dark', 'side-light', 'top'] as const)[(c.n + c.k) % 3]!;
  const title = rng.pick(APP_TITLES);
  const menu = [activeMenu, ...rng.sample(MENU.filter((m) => m !== activeMenu), 6)];
  const active = rng.int(0, 2);
  [menu[0], menu[active]] = [menu[active]!, menu[0]!];
  o.push(rect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, ui.bg));
  if (style === 'top') {
    o.push(rect(0, 0, SCREEN_WIDTH, 50, p.dark ? ui.panel : p.deep));
    o.push(logo(16, 12, p.dark ? p.main : '#fff', p.dark ? '#fff' : p.deep));
    o.push(text(50, 30, title, 15, '#fff', { weight: 600 }));
    let x = 64 + [...title].length * 15;
    for (const [i, m] of menu.slice(0, 5).entries()) {
      const on = i === active;
      o.push(text(x, 30, m, 13, '#fff', { opacity: on ? 1 : 0.7, weight: on ? 600 : undefined }));
      if (on) o.push(rect(x, 46, [...m].length * 13, 3, p.dark ? p.main : '#fff', rx(1.5)));
      x += [...m].length * 13 + 26;
    }
    o.push(`<circle cx="770" cy="25" r="13" fill="#fff" fill-opacity=".25"/>`, text(770, 29.5, '管', 12, '#fff', { anchor: 'middle' }));
    o.push(`<circle cx="736" cy="25" r="7" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"/>`);
    return { x: 0, y: 50, w: SCREEN_WIDTH, h: SCREEN_HEIGHT - 50 };
  }
  const dark = style === 'side-dark' || p.dark;
  const side = p.dark ? '#101a2c' : style === 'side-dark' ? '#13203a' : '#fff';
  o.push(rect(0, 0, 156, SCREEN_HEIGHT, side));
  if (!dark) o.push(line(156, 0, 156, SCREEN_HEIGHT, ui.line));
  o.push(logo(14, 12, p.main, '#fff'));
  const titleSize = [...title].length > 6 ? 12.5 : 14;
  o.push(text(48, 30, title, titleSize, dark ? '#fff' : ui.text, { weight: 600 }));
  for (const [i, m] of menu.entries()) {
    const y = 66 + i * 40;
    const on = i === active;
    if (on) o.push(dark ? rect(8, y, 140, 34, p.main, rx(5)) : rect(0, y, 156, 34, p.tint) + rect(153, y, 3, 34, p.main));
    const color = on ? (dark ? '#fff' : p.main) : dark ? '#9aa6bd' : '#5c677a';
    o.push(glyph(24, y + 11, color, i), text(46, y + 22, m, 13, color, { weight: on ? 600 : undefined }));
  }
  o.push(rect(156, 0, SCREEN_WIDTH - 156, 48, ui.panel), line(156, 48, SCREEN_WIDTH, 48, ui.line));
  o.push(text(176, 29, '首页', 12, ui.sub), text(204, 29, `/  ${page}`, 12, ui.text));
  o.push(`<circle cx="672" cy="24" r="6" fill="none" stroke="${ui.sub}" stroke-width="1.5"/><path d="M676 28l4 4" stroke="${ui.sub}" stroke-width="1.5"/>`);
  o.push(`<path d="M700 30h12l-2-3v-5a4 4 0 0 0-8 0v5z" fill="none" stroke="${ui.sub}" stroke-width="1.5"/><circle cx="712" cy="18" r="3" fill="${DOWN}"/>`);
  o.push(`<circle cx="738" cy="24" r="11" fill="${p.soft}"/>`, text(738, 28.5, '管', 11, p.dark ? '#fff' : p.deep, { anchor: 'middle' }), text(754, 28.5, '管理员', 11, ui.sub));
  return { x: 156, y: 48, w: SCREEN_WIDTH - 156, h: SCREEN_HEIGHT - 48 };
}

function panel(c: Ctx, x: number, y: number, w: number, h: number, title?: string, extra?: string): void {
  const { ui, p, o } = c;
  o.push(rect(x, y, w, h, ui.panel, `${rx(6)}${p.dark ? ` stroke="${ui.line}"` : ''}`));
  if (title) {
    o.push(rect(x + 12, y + 13, 3, 13, p.main, rx(1.5)), text(x + 21, y + 24, title, 13, ui.text, { weight: 600 }));
    if (extra) o.push(text(x + w - 12, y + 24, extra, 11, ui.sub, { anchor: 'end' }));
  }
}

// ---------------------------------------------------------------------------------------------------
// Charts

function legend(c: Ctx, right: number, y: number, names: readonly string[], colors: readonly string[]): void {
  let x = right;
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    x -= [...name].length * 11 + 20;
    c.o.push(rect(x, y - 8, 10, 8, colors[i]!, rx(2)), text(x + 14, y, name, 11, c.ui.sub));
  }
}

/** Axes with grid lines and labels; returns the plotting box. */
function axes(c: Ctx, x: number, y: number, w: number, h: number, top: number, labels: string[]): Area {
  const { ui, o } = c;
  const plot = { x: x + 34, y, w: w - 42, h: h - 20 };
  for (let i = 0; i <= 4; i++) {
    const gy = plot.y + plot.h - (plot.h * i) / 4;
    o.push(line(plot.x, gy, plot.x + plot.w, gy, i === 0 ? ui.faint : ui.line, 1, i === 0 ? '' : ' stroke-dasharray="3 3"'));
    o.push(text(plot.x - 6, gy + 4, String(Math.round((top * i) / 4)), 10, ui.sub, { anchor: 'end' }));
  }
  const step = plot.w / labels.length;
  const every = labels.length > 8 ? 2 : 1;
  labels.forEach((l, i) => {
    if (i % every === 0) o.push(text(plot.x + step * (i + 0.5), plot.y + plot.h + 14, l, 10, ui.sub, { anchor: 'middle' }));
  });
  return plot;
}

function niceTop(rng: Rng): number {
  return rng.pick([100, 200, 500, 800, 1000, 1200, 2000, 5000]);
}

function lineChart(c: Ctx, x: number, y: number, w: number, h: number, area: boolean): void {
  const { rng, p, o } = c;
  const n = rng.pick([7, 8, 10, 12]);
  const labels = n === 7 ? ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] : MONTHS.slice(12 - n);
  const plot = axes(c, x, y, w, h, niceTop(rng), labels);
  const count = rng.int(1, 2);
  const step = plot.w / n;
  for (let s = count - 1; s >= 0; s--) {
    const vals = series(rng, n, s === 0 ? 0.35 : 0.15, s === 0 ? 0.92 : 0.7);
    const pts = vals.map((v, i) => [plot.x + step * (i + 0.5), plot.y + plot.h * (1 - v)] as [number, number]);
    const color = p.series[s]!;
    const d = smooth(pts);
    if (area && s === 0) {
      o.push(`<defs><linearGradient id="ga" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".32"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>`);
      o.push(`<path d="${d}L${f(pts[n - 1]![0])} ${f(plot.y + plot.h)}L${f(pts[0]![0])} ${f(plot.y + plot.h)}z" fill="url(#ga)"/>`);
    }
    o.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="2.2"${s === 1 && !area ? ' stroke-dasharray="5 4"' : ''}/>`);
    if (s === 0) {
      const peak = vals.indexOf(Math.max(...vals));
      const [px, py] = pts[peak]!;
      o.push(`<circle cx="${f(px)}" cy="${f(py)}" r="4" fill="${c.ui.panel}" stroke="${color}" stroke-width="2"/>`);
    }
  }
}

function barChart(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, p, o } = c;
  const n = rng.pick([6, 7, 8, 12]);
  const labels = n === 7 ? ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] : n === 8 ? PLACES.slice(0, 8).map((s) => s.slice(0, 2)) : MONTHS.slice(12 - n);
  const plot = axes(c, x, y, w, h, niceTop(rng), labels);
  const count = n === 12 ? 1 : rng.int(1, 2);
  const step = plot.w / n;
  const bw = Math.min(16, (step * 0.6) / count);
  const lists = Array.from({ length: count }, (_, s) => series(rng, n, 0.15 + s * 0.05, 0.95 - s * 0.2));
  for (let i = 0; i < n; i++) {
    for (let s = 0; s < count; s++) {
      const v = lists[s]![i]!;
      const bx = plot.x + step * (i + 0.5) - (bw * count) / 2 + s * bw;
      o.push(rect(bx, plot.y + plot.h * (1 - v), bw - 2, plot.h * v, p.series[s]!, rx(2)));
    }
  }
  if (rng.chance(0.5)) {
    const rate = series(rng, n, 0.45, 0.85);
    o.push(`<path d="${smooth(rate.map((v, i) => [plot.x + step * (i + 0.5), plot.y + plot.h * (1 - v)]))}" fill="none" stroke="${p.series[2]}" stroke-width="2"/>`);
  }
}

function donut(c: Ctx, x: number, y: number, w: number, h: number, labels: readonly string[]): void {
  const { rng, p, ui, o } = c;
  const n = rng.int(3, 5);
  const part = shares(rng, n);
  const r = Math.min(h / 2 - 8, Math.max(30, (w - 160) / 2));
  const cx = x + r + 14;
  const cy = y + h / 2;
  const sw = r * rng.pick([0.32, 0.42, 0.55]);
  const rr = r - sw / 2;
  const len = 2 * Math.PI * rr;
  let start = 0;
  o.push(`<g fill="none" stroke-width="${f(sw)}" transform="rotate(-90 ${f(cx)} ${f(cy)})">`);
  part.forEach((v, i) => {
    o.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" stroke="${p.series[i]}" stroke-dasharray="${f(Math.max(0, v * len - 1.5))} ${f(len)}" stroke-dashoffset="${f(-start * len)}"/>`);
    start += v;
  });
  o.push('</g>');
  o.push(text(cx, cy - 1, thousands(rng.int(800, 26000)), 15, ui.text, { anchor: 'middle', weight: 700 }), text(cx, cy + 15, '总数', 10, ui.sub, { anchor: 'middle' }));
  const lx = cx + r + 18;
  const gap = Math.min(22, (h - 10) / n);
  const ly = cy - (gap * (n - 1)) / 2;
  // The shares when the legend has room for them beside the names.
  const withShares = x + w - lx >= 13 + 46 + 42;
  part.forEach((v, i) => {
    const yy = ly + i * gap;
    o.push(`<circle cx="${f(lx + 4)}" cy="${f(yy - 4)}" r="4" fill="${p.series[i]}"/>`, text(lx + 13, yy, labels[i]!, 11, ui.sub));
    if (withShares) o.push(text(x + w - 2, yy, `${(v * 100).toFixed(1)}%`, 11, ui.text, { anchor: 'end' }));
  });
}

function ranking(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, p, ui, o } = c;
  const n = Math.min(6, Math.floor(h / 30));
  const names = rng.sample(PLACES, n);
  const vals = Array.from({ length: n }, () => rng.next()).sort((a, b) => b - a);
  const top = rng.int(300, 3000);
  const gap = h / n;
  names.forEach((name, i) => {
    const yy = y + i * gap + 12;
    const rank = i < 3 ? p.series[i === 0 ? 3 : i === 1 ? 2 : 0]! : ui.faint;
    o.push(rect(x, yy - 10, 16, 14, rank, rx(3)), text(x + 8, yy + 1, String(i + 1), 10, '#fff', { anchor: 'middle', weight: 600 }));
    o.push(text(x + 24, yy + 1, name, 11, ui.text), text(x + w, yy + 1, thousands(top * vals[i]!), 11, ui.sub, { anchor: 'end' }));
    o.push(rect(x + 24, yy + 7, w - 24, 5, ui.track, rx(2.5)), rect(x + 24, yy + 7, (w - 24) * (0.25 + 0.75 * vals[i]!), 5, p.main, rx(2.5)));
  });
}

interface Column {
  label: string;
  width: number;
  align?: 'end' | 'middle';
  cell: (row: number) => { s: string; color?: string; tag?: string };
}

function table(c: Ctx, x: number, y: number, w: number, columns: Column[], rows: number, rowH: number, stripes: boolean): void {
  const { p, ui, o } = c;
  const total = columns.reduce((a, col) => a + col.width, 0);
  const scale = w / total;
  o.push(rect(x, y, w, rowH, p.dark ? ui.track : p.tint, rx(3)));
  for (let r = 0; r <= rows; r++) {
    const ry = y + r * rowH;
    if (r > 0 && stripes && r % 2 === 0) o.push(rect(x, ry, w, rowH, p.dark ? '#182338' : '#fafbfd'));
    if (r > 0) o.push(line(x, ry + rowH, x + w, ry + rowH, ui.line));
    let cx = x;
    for (const col of columns) {
      const cw = col.width * scale;
      const tx = col.align === 'end' ? cx + cw - 10 : col.align === 'middle' ? cx + cw / 2 : cx + 10;
      const ty = ry + rowH / 2 + 4;
      if (r === 0) o.push(text(tx, ty, col.label, 12, ui.text, { anchor: col.align, weight: 600 }));
      else {
        const cell = col.cell(r - 1);
        if (cell.tag) o.push(tag(cx + 10, ty + 1, cell.s, cell.tag, p.dark));
        else o.push(text(tx, ty, cell.s, 12, cell.color ?? ui.text, { anchor: col.align }));
      }
      cx += cw;
    }
  }
}

/** Short id-like codes, dates and times for table cells. */
const code = (rng: Rng, prefix: string) => `${prefix}${2024}${String(rng.int(10000, 99999))}`;
const date = (rng: Rng) => `2024-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
const clock = (rng: Rng) => `${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------------
// Kinds

function kpiValue(rng: Rng, [, unit, low, high]: [string, string, number, number]): string {
  const v = low + rng.next() * (high - low);
  if (unit === '%' || unit === '天') return v.toFixed(1);
  return thousands(v);
}

function kpiCards(c: Ctx, a: Area, y: number, h: number): void {
  const { rng, p, ui, o } = c;
  const n = rng.int(3, 5);
  const gap = 12;
  const w = (a.w - 32 - gap * (n - 1)) / n;
  const style = rng.pick(['icon', 'spark', 'filled'] as const);
  rng.sample(KPIS, n).forEach((k, i) => {
    const x = a.x + 16 + i * (w + gap);
    const filled = style === 'filled' && i === 0;
    if (filled) o.push(rect(x, y, w, h, p.main, rx(6)));
    else panel(c, x, y, w, h);
    const fg = filled ? '#fff' : ui.text;
    o.push(text(x + 14, y + 23, k[0], 12, filled ? '#fff' : ui.sub, { opacity: filled ? 0.85 : undefined }));
    const value = kpiValue(rng, k);
    o.push(text(x + 14, y + 51, value, 22, fg, { weight: 700 }), text(x + 18 + value.length * 12.6, y + 51, k[1], 11, filled ? '#fff' : ui.sub));
    const delta = (rng.next() * 24 - 6).toFixed(1);
    const up = !delta.startsWith('-');
    o.push(text(x + 14, y + 68, `较上月 ${up ? '↑' : '↓'}${delta.replace('-', '')}%`, 10.5, filled ? '#fff' : up ? UP : DOWN, { opacity: filled ? 0.85 : undefined }));
    if (style === 'icon' && w > 120) {
      const color = p.series[i % p.series.length]!;
      o.push(`<circle cx="${f(x + w - 26)}" cy="${f(y + 28)}" r="15" fill="${color}" fill-opacity=".14"/>`, glyph(x + w - 32, y + 22, color, i + 1));
    } else if (style !== 'icon' && w >= 190 && w - 28 - value.length * 12.6 - [...k[1]].length * 11 > 76) {
      const vals = series(rng, 8, 0.1, 0.9);
      const pts = vals.map((v, j) => [x + w - 78 + j * 9, y + 62 - v * 22] as [number, number]);
      o.push(`<path d="${smooth(pts)}" fill="none" stroke="${filled ? '#fff' : p.series[i % 3]}" stroke-width="1.6"/>`);
    }
  });
}

function drawDashboard(c: Ctx): void {
  const { rng, p, ui, o } = c;
  const page = ['数据概览', '工作台', '统计分析'][c.n % 3]!;
  const a = chrome(c, page, page);
  o.push(text(a.x + 16, a.y + 30, page, 16, ui.text, { weight: 700 }));
  const tabs = ['今日', '本周', '本月', '全年'];
  const on = rng.int(0, 3);
  tabs.forEach((t, i) => {
    const tx = a.x + a.w - 16 - (4 - i) * 44;
    if (i === on) o.push(rect(tx, a.y + 14, 44, 24, p.main, rx(4)));
    else o.push(rect(tx, a.y + 14, 44, 24, ui.panel, `${rx(4)} stroke="${ui.line}"`));
    o.push(text(tx + 22, a.y + 30, t, 12, i === on ? '#fff' : ui.sub, { anchor: 'middle' }));
  });
  const top = a.y + 48;
  kpiCards(c, a, top, 78);
  const y1 = top + 90;
  const bottom = a.y + a.h - 12;
  const mainW = Math.round((a.w - 44) * rng.pick([0.58, 0.62, 0.66]));
  const sideX = a.x + 16 + mainW + 12;
  const sideW = a.x + a.w - 16 - sideX;
  const withTable = rng.chance(0.55);
  const chartH = withTable ? 156 : bottom - y1;
  const chartTitle = rng.pick(CHART_TITLES);
  panel(c, a.x + 16, y1, mainW, chartH, chartTitle);
  legend(c, a.x + 16 + mainW - 12, y1 + 24, rng.pick(SERIES_NAMES), p.series);
  const chart = rng.pick(['line', 'area', 'bar'] as const);
  if (chart === 'bar') barChart(c, a.x + 20, y1 + 40, mainW - 16, chartH - 50);
  else lineChart(c, a.x + 20, y1 + 40, mainW - 16, chartH - 50, chart === 'area');
  const pie = rng.int(0, PIE_TITLES.length - 1);
  if (withTable) {
    if (rng.chance(0.5)) {
      panel(c, sideX, y1, sideW, chartH, PIE_TITLES[pie]);
      donut(c, sideX + 8, y1 + 36, sideW - 22, chartH - 42, PIE_LABELS[pie]!);
    } else {
      panel(c, sideX, y1, sideW, chartH, '区域排名', '单位：件');
      ranking(c, sideX + 14, y1 + 40, sideW - 28, chartH - 46);
    }
    const ty = y1 + chartH + 12;
    panel(c, a.x + 16, ty, a.w - 32, bottom - ty, rng.pick(['最新办件', '待办事项', '预警中心']), '查看更多 ›');
    const rows = Math.floor((bottom - ty - 34 - 30) / 26);
    const names = rng.sample(MATTERS, rows);
    table(
      c,
      a.x + 28,
      ty + 34,
      a.w - 56,
      [
        { label: '编号', width: 130, cell: () => ({ s: code(rng, 'BJ'), color: ui.sub }) },
        { label: '事项名称', width: 150, cell: (r) => ({ s: names[r]! }) },
        { label: '申请人', width: 80, cell: () => ({ s: rng.pick(PEOPLE) }) },
        { label: '状态', width: 90, cell: () => { const [s, color] = rng.pick(STATUS); return { s, tag: color }; } },
        { label: '提交时间', width: 110, align: 'end', cell: () => ({ s: `${date(rng).slice(5)} ${clock(rng)}`, color: ui.sub }) },
      ],
      rows,
      26,
      false,
    );
  } else {
    const h1 = Math.round((chartH - 12) * 0.52);
    panel(c, sideX, y1, sideW, h1, PIE_TITLES[pie]);
    donut(c, sideX + 8, y1 + 34, sideW - 22, h1 - 38, PIE_LABELS[pie]!);
    const y2 = y1 + h1 + 12;
    panel(c, sideX, y2, sideW, bottom - y2, '区域排名');
    ranking(c, sideX + 14, y2 + 38, sideW - 28, bottom - y2 - 44);
  }
}

/** A city outline: a wobbly closed shape around (cx, cy). */
function outline(rng: Rng, cx: number, cy: number, rX: number, rY: number, n = 22): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    const k = 0.8 + rng.next() * 0.2;
    return [cx + Math.cos(t) * rX * k, cy + Math.sin(t) * rY * k] as [number, number];
  });
}

const polygon = (pts: [number, number][]) => pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' ');

/** Districts: a jittered grid of cells; returns each cell's corners and centre. */
function districts(rng: Rng, x: number, y: number, w: number, h: number, cols: number, rows: number) {
  const grid = Array.from({ length: rows + 1 }, (_, r) =>
    Array.from({ length: cols + 1 }, (_, col) => {
      const edge = r === 0 || r === rows || col === 0 || col === cols;
      const jx = edge ? 0 : (rng.next() - 0.5) * (w / cols) * 0.55;
      const jy = edge ? 0 : (rng.next() - 0.5) * (h / rows) * 0.55;
      return [x + (w * col) / cols + jx, y + (h * r) / rows + jy] as [number, number];
    }),
  );
  const cells: { pts: [number, number][]; cx: number; cy: number }[] = [];
  for (let r = 0; r < rows; r++)
    for (let col = 0; col < cols; col++) {
      const pts = [grid[r]![col]!, grid[r]![col + 1]!, grid[r + 1]![col + 1]!, grid[r + 1]![col]!];
      cells.push({ pts, cx: pts.reduce((s, q) => s + q[0], 0) / 4, cy: pts.reduce((s, q) => s + q[1], 0) / 4 });
    }
  return cells;
}

function drawMap(c: Ctx): void {
  const { rng, p, ui, o } = c;
  const a = chrome(c, rng.pick(['一张图', '网格地图', '资源分布', '态势感知']), rng.pick(['资源目录', '数据概览', '预警中心']));
  // A list on the left or the right, or only a summary card floating over a wide map.
  const side = (['left', 'right', 'none'] as const)[c.n % 3]!;
  const listW = side === 'none' ? 0 : 206;
  const listX = side === 'right' ? a.x + a.w - 12 - listW : a.x + 12;
  const mx = side === 'left' ? a.x + listW + 24 : a.x + 10;
  const mw = (side === 'right' ? listX - 14 : a.x + a.w - 10) - mx;
  const land = p.dark ? '#0f1a2c' : '#edf1f5';
  o.push(`<defs><clipPath id="area"><rect x="${a.x}" y="${a.y}" width="${a.w}" height="${a.h}"/></clipPath></defs><g clip-path="url(#area)">`);
  o.push(rect(a.x, a.y, a.w, a.h, land));
  // Faint street grid, turned a little.
  const angle = rng.int(-14, 14);
  o.push(`<defs><pattern id="st" width="34" height="34" patternUnits="userSpaceOnUse"><path d="M34 0V34H0" fill="none" stroke="${p.dark ? '#18253b' : '#e1e7ee'}"/></pattern></defs>`);
  o.push(`<rect x="-200" y="-200" width="1300" height="1000" fill="url(#st)" transform="rotate(${angle} 480 280)"/>`);
  const cx = mx + mw / 2 + (side === 'none' ? 40 : 0);
  const cy = a.y + a.h / 2 + 8;
  const rX = Math.min(mw / 2 - 4, 300);
  const rY = a.h / 2 - 28;
  const shape = outline(rng, cx, cy, rX, rY);
  o.push(`<defs><polygon id="shape" points="${polygon(shape)}"/><clipPath id="city"><use href="#shape"/></clipPath></defs>`);
  const cells = districts(rng, cx - rX, cy - rY, rX * 2, rY * 2, rng.int(4, 6), rng.int(3, 4));
  const mode = rng.pick(['choropleth', 'tint'] as const);
  const ground = p.dark ? '#0f1a2c' : '#fff';
  o.push(`<g clip-path="url(#city)" stroke="${ground}" stroke-width="2">`);
  for (const cell of cells) {
    const level = rng.next();
    const fill = mode === 'choropleth' ? p.main : at(p.series, Math.floor(level * 5));
    const op = mode === 'choropleth' ? 0.1 + level * 0.5 : 0.16 + level * 0.1;
    o.push(`<polygon points="${polygon(cell.pts)}" fill="${fill}" fill-opacity="${op.toFixed(2)}"/>`);
  }
  o.push('</g>');
  // A river and roads over the districts.
  const ry = cy + (rng.next() - 0.5) * 120;
  o.push(`<path d="M${a.x} ${f(ry + 60)}C${f(mx + mw * 0.3)} ${f(ry - 40)} ${f(mx + mw * 0.6)} ${f(ry + 90)} ${a.x + a.w} ${f(ry - 20)}" stroke="${p.dark ? '#1d3b63' : '#b9d9f7'}" stroke-width="12" fill="none"/>`);
  const roads = Array.from({ length: 4 }, (_, i) =>
    i % 2 === 0
      ? `M${a.x} ${f(a.y + 60 + rng.next() * (a.h - 120))}C${f(mx + mw * 0.3)} ${f(a.y + rng.next() * a.h)} ${f(mx + mw * 0.7)} ${f(a.y + rng.next() * a.h)} ${a.x + a.w} ${f(a.y + 40 + rng.next() * (a.h - 80))}`
      : `M${f(mx + rng.next() * mw)} ${a.y}C${f(mx + rng.next() * mw)} ${f(a.y + a.h * 0.4)} ${f(mx + rng.next() * mw)} ${f(a.y + a.h * 0.6)} ${f(mx + rng.next() * mw)} ${a.y + a.h}`,
  );
  o.push(`<path d="${roads.join('')}" stroke="${p.dark ? '#2a3b57' : '#fff'}" stroke-width="4" fill="none"/>`);
  o.push(`<path d="${roads.slice(0, 2).join('')}" stroke="${p.dark ? '#caa54a' : '#f8c76b'}" stroke-width="2" fill="none" stroke-opacity=".8"/>`);
  o.push('</g>');
  o.push(`<use href="#shape" fill="none" stroke="${p.main}" stroke-width="2" stroke-dasharray="7 4"/>`);
  // District names, then markers.
  const named = rng.sample(cells.filter((cell) => Math.hypot((cell.cx - cx) / rX, (cell.cy - cy) / rY) < 0.62), 5);
  const names = rng.sample(PLACES, named.length);
  named.forEach((cell, i) => o.push(text(cell.cx, cell.cy, names[i]!, 11, p.dark ? '#b7c4da' : p.deep, { anchor: 'middle', opacity: 0.85 })));
  const marks = Array.from({ length: rng.int(8, 14) }, () => {
    const t = rng.next() * Math.PI * 2;
    const k = Math.sqrt(rng.next()) * 0.72;
    return [cx + Math.cos(t) * rX * k, cy + Math.sin(t) * (rY - 10) * k] as [number, number];
  });
  const colors = [p.main, p.main, DOWN, WARN, UP];
  if (rng.chance(0.5)) {
    o.push(`<defs><radialGradient id="heat"><stop offset="0" stop-color="${DOWN}" stop-opacity=".55"/><stop offset="1" stop-color="${WARN}" stop-opacity="0"/></radialGradient></defs>`);
    for (const [hx, hy] of marks.slice(0, 3)) o.push(`<circle cx="${f(hx)}" cy="${f(hy)}" r="${rng.int(26, 46)}" fill="url(#heat)"/>`);
  }
  o.push(PIN_DEF);
  marks.forEach(([x, y], i) => o.push(pin(x, y, at(colors, i + rng.int(0, 4)))));
  // A popup over a marker low enough to leave the tools above it clear.
  const [px, py] = marks.find(([, y]) => y > a.y + 150) ?? marks[0]!;
  const bx = Math.max(mx, Math.min(px - 30, mx + mw - 166));
  const by = Math.max(a.y + 48, py - 112);
  const place = rng.pick(PLACES);
  o.push(rect(bx + 2, by + 3, 160, 76, '#000', `${rx(6)} fill-opacity=".12"`), rect(bx, by, 160, 76, ui.panel, rx(6)), `<path d="M${f(px - 7)} ${f(by + 75)}l7 9 7-9z" fill="${ui.panel}"/>`);
  o.push(text(bx + 12, by + 21, `${place}第${rng.int(1, 28)}网格`, 12, ui.text, { weight: 600 }));
  o.push(text(bx + 12, by + 41, `事件：${rng.pick(['占道经营', '井盖缺失', '违规停车', '垃圾满溢', '路灯故障'])}`, 11, ui.sub));
  o.push(text(bx + 12, by + 60, '状态：', 11, ui.sub), tag(bx + 46, by + 61, rng.pick(['处置中', '待派单', '已核查']), WARN, p.dark));
  // Tools on the map's right, the legend below them or on the left.
  const tx = mx + mw - 34;
  o.push(rect(tx, a.y + 14, 30, 60, ui.panel, `${rx(4)} stroke="${ui.line}"`), line(tx, a.y + 44, tx + 30, a.y + 44, ui.line));
  o.push(`<path d="M${tx + 9} ${a.y + 29}h12M${tx + 15} ${a.y + 23}v12M${tx + 9} ${a.y + 59}h12" stroke="${ui.text}" stroke-width="1.6"/>`);
  const layers = ['矢量', '影像', '三维'];
  const layer = rng.int(0, 2);
  layers.forEach((l, i) => o.push(rect(tx - 150 + i * 46, a.y + 14, 44, 24, i === layer ? p.main : ui.panel, `${rx(4)}${i === layer ? '' : ` stroke="${ui.line}"`}`)));
  layers.forEach((l, i) => o.push(text(tx - 128 + i * 46, a.y + 30, l, 12, i === layer ? '#fff' : ui.text, { anchor: 'middle' })));
  const gx = side === 'right' ? mx + 2 : mx + mw - 102;
  const gy = a.y + a.h - 92;
  o.push(rect(gx, gy, 100, 80, ui.panel, `${rx(6)} fill-opacity=".94"`), text(gx + 12, gy + 19, '图例', 11, ui.text, { weight: 600 }));
  [0.6, 0.35, 0.15].forEach((op, i) => o.push(rect(gx + 12, gy + 28 + i * 16, 16, 10, p.main, `${rx(2)} fill-opacity="${op}"`)));
  ['高', '中', '低'].forEach((l, i) => o.push(text(gx + 34, gy + 37 + i * 16, `${l}密度`, 10.5, ui.sub)));
  if (side === 'none') {
    // A summary card floating at the top left.
    const sx = a.x + 14;
    const sy = a.y + 14;
    o.push(rect(sx + 1, sy + 2, 196, 150, '#000', `${rx(8)} fill-opacity=".06"`), rect(sx, sy, 196, 150, ui.panel, rx(8)));
    o.push(text(sx + 14, sy + 26, rng.pick(['今日概况', '运行态势', '资源统计']), 14, ui.text, { weight: 700 }));
    rng.sample(KPIS, 4).forEach((k, i) => {
      const kx = sx + 14 + (i % 2) * 92;
      const ky = sy + 44 + Math.floor(i / 2) * 50;
      o.push(text(kx, ky + 12, k[0], 10.5, ui.sub), text(kx, ky + 34, `${kpiValue(rng, k)}`, 17, i === 0 ? p.main : ui.text, { weight: 700 }));
    });
    return;
  }
  // The list.
  const lyTop = a.y + 12;
  const lh = a.h - 24;
  o.push(rect(listX + 1, lyTop + 2, listW, lh, '#000', `${rx(8)} fill-opacity=".06"`), rect(listX, lyTop, listW, lh, ui.panel, rx(8)));
  const listTitle = rng.pick(['网格事件', '重点点位', '监测站点', '预警列表']);
  o.push(text(listX + 14, lyTop + 26, listTitle, 14, ui.text, { weight: 700 }), text(listX + listW - 14, lyTop + 26, `共${rng.int(18, 260)}条`, 11, ui.sub, { anchor: 'end' }));
  o.push(rect(listX + 12, lyTop + 38, listW - 24, 28, p.dark ? ui.track : '#f5f7fa', rx(14)), text(listX + 26, lyTop + 56, '搜索名称或地址', 11, ui.faint));
  const items = Array.from({ length: Math.floor((lh - 84) / 56) }, (_, i) => ({
    iy: lyTop + 78 + i * 56,
    name: `${rng.pick(PLACES)}${rng.pick(['监测点', '网格站', '执法点', '服务站'])}${String(rng.int(1, 40)).padStart(2, '0')}`,
    where: `${rng.pick(['人民路', '建设路', '中山路', '解放路', '滨河路', '科技大道'])}${rng.int(1, 400)}号 · ${clock(rng)}`,
    status: rng.pick(STATUS),
  }));
  items.forEach(({ iy }, i) => o.push(`<circle cx="${listX + 20}" cy="${iy + 12}" r="4" fill="${at(colors, i + 1)}"/>`));
  items.forEach(({ iy, name }) => o.push(text(listX + 30, iy + 16, name, 12, ui.text, { weight: 500 })));
  items.forEach(({ iy, where }) => o.push(text(listX + 30, iy + 36, where, 10.5, ui.sub)));
  items.forEach(({ iy, status }) => o.push(tag(listX + listW - 60, iy + 17, status[0], status[1], p.dark)));
  o.push(`<path d="${items.slice(0, -1).map(({ iy }) => `M${listX + 12} ${iy + 48}H${listX + listW - 12}`).join('')}" stroke="${ui.line}"/>`);
}

function input(c: Ctx, x: number, y: number, w: number, value: string, placeholder: boolean, suffix?: 'select' | 'date'): void {
  const { ui, o } = c;
  o.push(rect(x, y, w, 30, ui.panel, `${rx(4)} stroke="${ui.faint}"`), text(x + 10, y + 19.5, value, 12, placeholder ? ui.faint : ui.text));
  if (suffix === 'select') o.push(`<path d="M${x + w - 18} ${y + 13}l4 4 4-4" fill="none" stroke="${ui.sub}" stroke-width="1.4"/>`);
  if (suffix === 'date') o.push(rect(x + w - 22, y + 9, 12, 12, 'none', ` stroke="${ui.sub}" stroke-width="1.2" rx="2"`), line(x + w - 22, y + 13, x + w - 10, y + 13, ui.sub, 1.2));
}

function button(c: Ctx, x: number, y: number, label: string, primary: boolean, h = 30): number {
  const w = [...label].length * 13 + 30;
  const { p, ui, o } = c;
  o.push(rect(x, y, w, h, primary ? p.main : ui.panel, `${rx(4)}${primary ? '' : ` stroke="${ui.faint}"`}`));
  o.push(text(x + w / 2, y + h / 2 + 4.5, label, 13, primary ? '#fff' : ui.text, { anchor: 'middle' }));
  return w;
}

const FIELDS: [string, string, 'select' | 'date' | undefined][] = [
  ['申请单位', '市数据资源管理局', undefined],
  ['联系人', '张**', undefined],
  ['联系电话', '138****6021', undefined],
  ['事项类型', '行政许可', 'select'],
  ['申请日期', '2024-06-18', 'date'],
  ['所属区域', '高新区', 'select'],
  ['项目名称', '办公设备采购', undefined],
  ['预算金额', '36.80 万元', undefined],
  ['办理方式', '全程网办', 'select'],
  ['紧急程度', '一般', 'select'],
  ['统一信用代码', '91510100MA6*****', undefined],
  ['完成时限', '2024-07-30', 'date'],
];

function drawForm(c: Ctx): void {
  const { rng, p, ui, o } = c;
  const review = rng.chance(0.4);
  const page = review ? '审批详情' : rng.pick(['新建申请', '事项受理', '信息登记']);
  const a = chrome(c, page, rng.pick(['业务办理', '事项管理', '工作台']));
  const withLog = rng.chance(0.6);
  const logW = withLog ? 196 : 0;
  const fx = a.x + 16;
  const fw = a.w - 32 - (withLog ? logW + 12 : 0);
  // Steps.
  const steps = rng.pick([
    ['填写信息', '部门审核', '领导审批', '办结归档'],
    ['提交申请', '受理', '审查', '决定', '送达'],
    ['基本信息', '材料上传', '确认提交'],
  ]);
  const current = rng.int(1, steps.length - 1);
  panel(c, fx, a.y + 14, fw, 66);
  const sw = (fw - 24) / steps.length;
  steps.forEach((s, i) => {
    const sx = fx + 12 + sw * (i + 0.5) - 12;
    const done = i < current;
    const now = i === current;
    if (i > 0) o.push(line(sx - sw + 32, a.y + 36, sx - 8, a.y + 36, done || now ? p.main : ui.faint, 1.5));
    o.push(`<circle cx="${f(sx + 12)}" cy="${a.y + 36}" r="12" fill="${done ? (p.dark ? ui.track : p.tint) : now ? p.main : ui.panel}" stroke="${done || now ? p.main : ui.faint}" stroke-width="1.5"/>`);
    if (done) o.push(`<path d="M${f(sx + 6.5)} ${a.y + 36}l4 4 7-8" fill="none" stroke="${p.main}" stroke-width="2"/>`);
    else o.push(text(sx + 12, a.y + 40, String(i + 1), 12, now ? '#fff' : ui.sub, { anchor: 'middle', weight: 600 }));
    o.push(text(sx + 12, a.y + 66, s, 12, now ? ui.text : ui.sub, { anchor: 'middle', weight: now ? 600 : undefined }));
  });
  // The form.
  const fy = a.y + 92;
  const bottom = a.y + a.h - 14;
  panel(c, fx, fy, fw, bottom - fy, rng.pick(['基本信息', '申请信息', '登记信息']));
  if (review) reviewBody(c, fx, fy, fw, bottom);
  else editBody(c, fx, fy, fw, bottom);
  if (withLog) approvalLog(c, a.x + a.w - 16 - logW, a.y + 14, logW, bottom, current);
}

/** A read-only record with the reviewer's opinion under it. */
function reviewBody(c: Ctx, fx: number, fy: number, fw: number, bottom: number): void {
  const { rng, p, ui, o } = c;
  const cols = fw > 420 ? 2 : 1;
  const rows = rng.int(3, 4);
  const fields = rng.sample(FIELDS, rows * cols);
  const x0 = fx + 14;
  const w = fw - 28;
  const cellW = w / cols;
  const labelW = 96;
  const y0 = fy + 40;
  const rowH = 34;
  fields.forEach((_, i) => o.push(rect(x0 + (i % cols) * cellW, y0 + Math.floor(i / cols) * rowH, labelW, rowH, p.dark ? ui.track : '#f7f9fc')));
  fields.forEach(([label], i) => o.push(text(x0 + (i % cols) * cellW + 12, y0 + Math.floor(i / cols) * rowH + 21, label, 12, ui.sub)));
  fields.forEach(([, value], i) => o.push(text(x0 + (i % cols) * cellW + labelW + 12, y0 + Math.floor(i / cols) * rowH + 21, value, 12, ui.text)));
  const grid = [
    ...Array.from({ length: rows + 1 }, (_, r) => `M${x0} ${y0 + r * rowH}h${f(w)}`),
    ...Array.from({ length: cols }, (_, col) => `M${f(x0 + col * cellW + labelW)} ${y0}v${rows * rowH}`),
    `M${x0} ${y0}v${rows * rowH}M${f(x0 + w)} ${y0}v${rows * rowH}`,
    cols === 2 ? `M${f(x0 + cellW)} ${y0}v${rows * rowH}` : '',
  ];
  o.push(`<path d="${grid.join('')}" stroke="${ui.line}" fill="none"/>`);
  let y = y0 + rows * rowH + 18;
  o.push(text(x0, y + 12, '审批意见', 13, ui.text, { weight: 600 }));
  const choice = rng.int(0, 1);
  ['同意', '不同意'].forEach((t, i) => {
    const rx0 = x0 + 80 + i * 76;
    o.push(`<circle cx="${rx0 + 7}" cy="${y + 8}" r="7" fill="${ui.panel}" stroke="${i === choice ? p.main : ui.faint}" stroke-width="${i === choice ? 4.5 : 1}"/>`, text(rx0 + 20, y + 12, t, 12, ui.text));
  });
  y += 24;
  const areaH = Math.max(36, Math.min(70, bottom - y - 64));
  o.push(rect(x0, y, w, areaH, ui.panel, `${rx(4)} stroke="${ui.faint}"`));
  o.push(text(x0 + 10, y + 20, choice === 0 ? rng.pick(['材料齐全，符合办理条件，同意。', '经审核，情况属实，拟同意办理。']) : rng.pick(['请补充相关证明材料后再提交。', '材料不全，请按要求补正。']), 12, ui.text));
  const by = bottom - 46;
  o.push(line(fx + 12, by - 6, fx + fw - 12, by - 6, ui.line));
  let bx = x0;
  bx += button(c, bx, by + 4, rng.pick(['审批通过', '提交意见']), true) + 10;
  const back = [...'退回修改'].length * 13 + 30;
  o.push(rect(bx, by + 4, back, 30, ui.panel, `${rx(4)} stroke="${DOWN}"`), text(bx + back / 2, by + 23.5, '退回修改', 13, DOWN, { anchor: 'middle' }));
  button(c, bx + back + 10, by + 4, '转办', false);
}

/** Inputs in one or two columns, a text area, attachments and the buttons. */
function editBody(c: Ctx, fx: number, fy: number, fw: number, bottom: number): void {
  const { rng, p, ui, o } = c;
  const twoCols = fw > 420;
  // Rows that leave room for the text area (40), the attachments (30) and the buttons (46).
  const rows = Math.min(rng.int(3, 5), Math.floor((bottom - fy - 42 - 40 - 14 - 30 - 14 - 56) / 44));
  const fields = rng.sample(FIELDS, rows * (twoCols ? 2 : 1));
  const colW = twoCols ? (fw - 24) / 2 : fw - 24;
  const labelW = 92;
  fields.forEach(([label, value, suffix], i) => {
    const col = twoCols ? i % 2 : 0;
    const row = twoCols ? Math.floor(i / 2) : i;
    const x = fx + 12 + col * colW;
    const y = fy + 42 + row * 44;
    const required = rng.chance(0.6);
    o.push(text(x + labelW - 8, y + 20, label, 12, ui.text, { anchor: 'end' }));
    if (required) o.push(text(x + labelW - 12 - [...label].length * 12, y + 20, '*', 12, DOWN, { anchor: 'end' }));
    const blank = rng.chance(0.25);
    input(c, x + labelW, y, colW - labelW - 14, blank ? (suffix ? '请选择' : '请输入') : value, blank, suffix);
  });
  let y = fy + 42 + rows * 44;
  const lx = fx + 12 + labelW;
  o.push(text(lx - 8, y + 18, rng.pick(['情况说明', '申请事由', '备注']), 12, ui.text, { anchor: 'end' }));
  const areaH = bottom - y - 104 >= 56 ? 56 : 40;
  const areaW = fw - 24 - labelW - 14;
  const note = rng.pick(['因业务发展需要，申请办理相关事项，材料已按要求准备齐全。', '请相关部门予以审核，如有问题请及时联系。', '本次申请内容真实有效，特此说明。']);
  o.push(rect(lx, y, areaW, areaH, ui.panel, `${rx(4)} stroke="${ui.faint}"`));
  o.push(text(lx + 10, y + 20, [...note].slice(0, Math.floor((areaW - 20) / 12)).join(''), 12, ui.text));
  o.push(text(lx + areaW - 10, y + areaH - 8, `${rng.int(18, 60)}/500`, 10, ui.faint, { anchor: 'end' }));
  y += areaH + 14;
  o.push(text(lx - 8, y + 18, '附件材料', 12, ui.text, { anchor: 'end' }));
  o.push(rect(lx, y, 96, 30, p.dark ? ui.track : p.tint, `${rx(4)} stroke="${p.main}" stroke-dasharray="4 3"`), text(lx + 48, y + 19.5, '+ 上传文件', 12, p.main, { anchor: 'middle' }));
  const files = rng.sample(['申请表.pdf', '营业执照.jpg', '授权委托书.pdf', '现场照片.png', '方案说明.docx'], rng.int(1, 2));
  let fxx = lx + 108;
  for (const file of files) {
    const w = [...file].length * 8 + 34;
    if (fxx + w > fx + fw - 12) break;
    o.push(rect(fxx, y + 3, w, 24, p.dark ? ui.track : '#f5f7fa', rx(4)), rect(fxx + 8, y + 9, 9, 12, p.main, rx(1.5)), text(fxx + 23, y + 19.5, file, 11, ui.text));
    fxx += w + 8;
  }
  y = bottom - 46;
  o.push(line(fx + 12, y - 6, fx + fw - 12, y - 6, ui.line));
  let bx = lx;
  bx += button(c, bx, y + 4, rng.pick(['提交审核', '确认提交', '保存并提交']), true) + 10;
  bx += button(c, bx, y + 4, '暂存', false) + 10;
  button(c, bx, y + 4, '取消', false);
}

/** The approval record: who did what, when, and the step that waits. */
function approvalLog(c: Ctx, gx: number, top: number, logW: number, bottom: number, current: number): void {
  const { rng, p, ui, o } = c;
  panel(c, gx, top, logW, bottom - top, '审批记录');
  const nodes = ['提交申请', '科室初审', '部门审核', '分管领导审批', '办结归档'].slice(0, current + 2);
  nodes.forEach((n, i) => {
    const ny = top + 48 + i * 72;
    if (ny > bottom - 40) return;
    const done = i < nodes.length - 1;
    const color = done ? (i === nodes.length - 2 ? p.main : UP) : ui.faint;
    if (i < nodes.length - 1 && ny + 72 < bottom - 30) o.push(line(gx + 22, ny + 8, gx + 22, ny + 70, ui.line, 2));
    o.push(`<circle cx="${gx + 22}" cy="${ny}" r="6" fill="${ui.panel}" stroke="${color}" stroke-width="3"/>`);
    o.push(text(gx + 38, ny + 4, n, 12, ui.text, { weight: 600 }));
    o.push(text(gx + 38, ny + 23, done ? `${rng.pick(PEOPLE)} · ${i === 0 ? '已提交' : '同意'}` : '待处理', 11, done ? ui.sub : WARN));
    if (done) o.push(text(gx + 38, ny + 40, `${date(rng)} ${clock(rng)}`, 10.5, ui.faint));
  });
}

// ---------------------------------------------------------------------------------------------------
// Phone screens

const APP_TILES = ['办事指南', '预约', '订单', '进度查询', '资讯', '咨询', '缴费', '网点', '投诉建议', '积分', '证照', '全部'];

function statusBar(c: Ctx, x: number, y: number, w: number, light: boolean): void {
  const color = light ? '#fff' : c.ui.text;
  c.o.push(text(x + 14, y + 16, '9:41', 11, color, { weight: 600 }), rect(x + w - 30, y + 7, 18, 9, 'none', ` stroke="${color}" rx="2"`), rect(x + w - 28, y + 9, 11, 5, color, rx(1)));
}

function tabBar(c: Ctx, x: number, y: number, w: number, active: number): void {
  const { p, ui, o } = c;
  o.push(rect(x, y, w, 44, ui.panel), line(x, y, x + w, y, ui.line));
  // Shapes of a kind one after another, so the file can group what they share.
  const tabs = ['首页', '服务', '消息', '我的'];
  const tx = (i: number) => x + (w / 4) * (i + 0.5);
  const color = (i: number) => (i === active ? p.main : ui.sub);
  tabs.forEach((_, i) => o.push(rect(tx(i) - 7, y + 8, 14, 14, i === active ? p.main : 'none', ` rx="4" stroke="${color(i)}" stroke-width="1.4"`)));
  tabs.forEach((t, i) => o.push(text(tx(i), y + 36, t, 9.5, color(i), { anchor: 'middle' })));
}

function phoneHome(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, p, ui, o } = c;
  o.push(`<defs><linearGradient id="ph" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark ? '#1d4ed8' : p.main}"/><stop offset="1" stop-color="${p.dark ? '#0a1a33' : p.deep}"/></linearGradient></defs>`);
  o.push(rect(x, y, w, 128, 'url(#ph)'));
  statusBar(c, x, y, w, true);
  o.push(text(x + 14, y + 44, rng.pick(['掌上办', '智慧服务', '随手拍', '惠企通', '数字社区']), 17, '#fff', { weight: 700 }));
  o.push(rect(x + 14, y + 54, w - 28, 26, '#fff', `${rx(13)} fill-opacity=".22"`), text(x + 30, y + 71, '搜索服务、事项', 11, '#fff', { opacity: 0.8 }));
  o.push(rect(x + 12, y + 90, w - 24, 58, ui.panel, `${rx(10)}${p.dark ? ` stroke="${ui.line}"` : ''}`));
  o.push(text(x + 24, y + 111, rng.pick(['本月已办', '待办提醒', '我的积分']), 10.5, ui.sub), text(x + 24, y + 136, thousands(rng.int(12, 3800)), 19, ui.text, { weight: 700 }));
  const spark = series(rng, 7, 0.2, 0.9).map((v, i) => [x + w - 92 + i * 12, y + 138 - v * 30] as [number, number]);
  o.push(`<path d="${smooth(spark)}" fill="none" stroke="${p.main}" stroke-width="2"/>`);
  const tiles = rng.sample(APP_TILES, 8);
  const tx = (i: number) => x + 8 + ((w - 16) / 4) * ((i % 4) + 0.5);
  const ty = (i: number) => y + 160 + Math.floor(i / 4) * 54;
  const color = (i: number) => at(p.series, i + (i > 3 ? 2 : 0));
  tiles.forEach((_, i) => o.push(rect(tx(i) - 15, ty(i), 30, 30, color(i), `${rx(10)} fill-opacity=".15"`)));
  tiles.forEach((_, i) => o.push(glyph(tx(i) - 6, ty(i) + 9, color(i), i)));
  tiles.forEach((t, i) => o.push(text(tx(i), ty(i) + 44, t, 9.5, ui.text, { anchor: 'middle' })));
  const ly = y + 284;
  o.push(text(x + 14, ly, rng.pick(['热门活动', '为您推荐', '通知公告']), 13, ui.text, { weight: 700 }), text(x + w - 14, ly, '更多 ›', 10, ui.sub, { anchor: 'end' }));
  o.push(`<defs><linearGradient id="pb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.series[1]}"/><stop offset="1" stop-color="${p.series[0]}"/></linearGradient></defs>`);
  o.push(rect(x + 12, ly + 10, w - 24, 60, 'url(#pb)', `${rx(8)} fill-opacity=".9"`));
  o.push(text(x + 24, ly + 34, rng.pick(['政策直达 · 免申即享', '新用户专享礼包', '线上办 · 不用跑', '积分兑换进行中']), 11, '#fff', { weight: 700 }), text(x + 24, ly + 54, rng.pick(['点击了解详情 ›', '限时参与 ›', '立即查看 ›']), 10, '#fff', { opacity: 0.85 }));
  o.push(`<circle cx="${x + w - 28}" cy="${ly + 40}" r="13" fill="#fff" fill-opacity=".2"/>`);
  tabBar(c, x, y + h - 44, w, 0);
}

function phoneList(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, p, ui, o } = c;
  o.push(rect(x, y, w, h, p.dark ? ui.bg : '#f4f6f9'), rect(x, y, w, 84, ui.panel));
  statusBar(c, x, y, w, false);
  o.push(`<path d="M${x + 20} ${y + 35}l-6 6 6 6" fill="none" stroke="${ui.text}" stroke-width="1.8"/>`);
  o.push(text(x + w / 2, y + 46, rng.pick(['我的申请', '工单列表', '订单管理', '巡查任务']), 14, ui.text, { anchor: 'middle', weight: 600 }));
  const tabs = ['全部', '待处理', '进行中', '已完成'];
  const on = rng.int(0, 3);
  tabs.forEach((t, i) => {
    const tx = x + (w / 4) * (i + 0.5);
    o.push(text(tx, y + 74, t, 11, i === on ? p.main : ui.sub, { anchor: 'middle', weight: i === on ? 600 : undefined }));
    if (i === on) o.push(rect(tx - 10, y + 79, 20, 3, p.main, rx(1.5)));
  });
  for (let i = 0; i < 4; i++) {
    const cy = y + 94 + i * 76;
    if (cy + 68 > y + h - 8) break;
    o.push(rect(x + 10, cy, w - 20, 68, ui.panel, rx(8)));
    o.push(text(x + 20, cy + 21, rng.pick(MATTERS), 12, ui.text, { weight: 600 }));
    const [s, color] = rng.pick(STATUS);
    o.push(tag(x + w - 70, cy + 22, s, color, p.dark));
    o.push(text(x + 20, cy + 41, `编号 ${code(rng, '')}`, 10, ui.sub), text(x + 20, cy + 58, `${date(rng)} ${clock(rng)}`, 10, ui.sub));
    o.push(text(x + w - 20, cy + 58, '详情 ›', 10, p.main, { anchor: 'end' }));
  }
}

function phoneStats(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, p, ui, o } = c;
  o.push(rect(x, y, w, h, p.dark ? ui.bg : '#f4f6f9'), rect(x, y, w, 120, p.dark ? '#12305a' : p.main));
  statusBar(c, x, y, w, true);
  const [title, figure] = rng.pick([
    ['经营日报', '今日营业额(元)'],
    ['数据看板', '今日办件量'],
    ['运行监测', '在线设备数'],
  ]);
  o.push(text(x + 14, y + 46, title, 15, '#fff', { weight: 700 }));
  o.push(text(x + 14, y + 72, figure, 10.5, '#fff', { opacity: 0.8 }), text(x + 14, y + 100, thousands(rng.int(1200, 98000)), 24, '#fff', { weight: 700 }));
  o.push(rect(x + 10, y + 130, w - 20, 120, ui.panel, rx(8)), text(x + 20, y + 152, '近7日趋势', 12, ui.text, { weight: 600 }));
  const vals = series(rng, 7);
  const pts = vals.map((v, i) => [x + 24 + i * ((w - 48) / 6), y + 236 - v * 64] as [number, number]);
  o.push(`<path d="${smooth(pts)}L${f(x + w - 24)} ${y + 240}L${x + 24} ${y + 240}z" fill="${p.main}" fill-opacity=".14"/><path d="${smooth(pts)}" fill="none" stroke="${p.main}" stroke-width="2"/>`);
  o.push(rect(x + 10, y + 260, w - 20, h - 270, ui.panel, rx(8)), text(x + 20, y + 282, '分类占比', 12, ui.text, { weight: 600 }));
  const part = shares(rng, 3);
  let left = x + 20;
  part.forEach((v, i) => {
    o.push(rect(left, y + 294, (w - 40) * v - 2, 10, p.series[i]!, rx(3)));
    left += (w - 40) * v;
  });
  const labels = rng.pick(PIE_LABELS);
  part.forEach((v, i) => {
    const ly = y + 324 + i * 20;
    if (ly > y + h - 8) return;
    o.push(`<circle cx="${x + 24}" cy="${ly - 4}" r="3.5" fill="${p.series[i]}"/>`, text(x + 32, ly, labels[i]!, 10.5, ui.sub), text(x + w - 20, ly, `${Math.round(v * 100)}%`, 10.5, ui.text, { anchor: 'end' }));
  });
}

function phoneProfile(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, p, ui, o } = c;
  o.push(rect(x, y, w, h, p.dark ? ui.bg : '#f4f6f9'));
  o.push(`<defs><linearGradient id="pp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.dark ? '#1e3a66' : p.soft}"/><stop offset="1" stop-color="${p.dark ? ui.bg : '#f4f6f9'}"/></linearGradient></defs>`);
  o.push(rect(x, y, w, 170, 'url(#pp)'));
  statusBar(c, x, y, w, p.dark);
  o.push(`<circle cx="${x + 40}" cy="${y + 64}" r="22" fill="#fff"/><circle cx="${x + 40}" cy="${y + 58}" r="8" fill="${p.main}"/><path d="M${x + 26} ${y + 78}a14 12 0 0 1 28 0" fill="${p.main}"/>`);
  o.push(text(x + 72, y + 60, rng.pick(PEOPLE).replace('**', '先生'), 14, p.dark ? '#fff' : ui.text, { weight: 700 }), text(x + 72, y + 79, '已实名认证', 10, p.dark ? '#b7c4da' : p.deep));
  o.push(rect(x + 10, y + 104, w - 20, 58, ui.panel, rx(8)));
  ['待办', '已办', '收藏'].forEach((t, i) => {
    const tx = x + 10 + ((w - 20) / 3) * (i + 0.5);
    o.push(text(tx, y + 129, String(rng.int(0, 60)), 16, ui.text, { anchor: 'middle', weight: 700 }), text(tx, y + 148, t, 10, ui.sub, { anchor: 'middle' }));
  });
  const items = rng.sample(['我的证照', '我的预约', '消息通知', '地址管理', '帮助中心', '意见反馈', '设置'], 5);
  o.push(rect(x + 10, y + 172, w - 20, items.length * 40, ui.panel, rx(8)));
  const iy = (i: number) => y + 172 + i * 40;
  items.forEach((_, i) => o.push(glyph(x + 22, iy(i) + 14, at(p.series, i), i)));
  items.forEach((t, i) => o.push(text(x + 44, iy(i) + 25, t, 11.5, ui.text)));
  items.forEach((_, i) => o.push(text(x + w - 22, iy(i) + 25, '›', 13, ui.faint, { anchor: 'end' })));
  o.push(`<path d="${items.slice(1).map((_, i) => `M${x + 44} ${iy(i + 1)}H${x + w - 10}`).join('')}" stroke="${ui.line}"/>`);
  tabBar(c, x, y + h - 44, w, 3);
}

function phoneForm(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, p, ui, o } = c;
  o.push(rect(x, y, w, h, p.dark ? ui.bg : '#f4f6f9'), rect(x, y, w, 58, ui.panel));
  statusBar(c, x, y, w, false);
  o.push(`<path d="M${x + 20} ${y + 35}l-6 6 6 6" fill="none" stroke="${ui.text}" stroke-width="1.8"/>`, text(x + w / 2, y + 46, rng.pick(['在线预约', '问题上报', '报修登记', '申请开票']), 14, ui.text, { anchor: 'middle', weight: 600 }));
  const fields = rng.sample(FIELDS, 4);
  o.push(rect(x, y + 68, w, fields.length * 42, ui.panel));
  fields.forEach(([label, value, suffix], i) => {
    const fy = y + 68 + i * 42;
    o.push(text(x + 14, fy + 26, label, 11.5, ui.text), text(x + w - (suffix ? 26 : 14), fy + 26, suffix ? '请选择' : value.slice(0, 8), 11, suffix ? ui.faint : ui.sub, { anchor: 'end' }));
    if (suffix) o.push(text(x + w - 14, fy + 26, '›', 13, ui.faint, { anchor: 'end' }));
    if (i > 0) o.push(line(x + 14, fy, x + w, fy, ui.line));
  });
  const py = y + 78 + fields.length * 42;
  o.push(rect(x, py, w, 96, ui.panel), text(x + 14, py + 22, '现场照片', 11.5, ui.text));
  for (let i = 0; i < 3; i++) {
    const filled = i < rng.int(1, 2);
    o.push(rect(x + 14 + i * 58, py + 34, 50, 50, filled ? at(p.series, i + 1) : 'none', `${rx(6)}${filled ? ' fill-opacity=".3"' : ` stroke="${ui.faint}" stroke-dasharray="4 3"`}`));
    if (!filled) o.push(text(x + 39 + i * 58, py + 65, '+', 18, ui.faint, { anchor: 'middle' }));
  }
  o.push(rect(x + 14, y + h - 54, w - 28, 38, p.main, rx(19)), text(x + w / 2, y + h - 30.5, '提交', 13, '#fff', { anchor: 'middle', weight: 600 }));
}

const PHONE_SCREENS = [phoneHome, phoneList, phoneStats, phoneProfile, phoneForm];

function drawMobile(c: Ctx): void {
  const { rng, p, o } = c;
  const n = c.n % 2 === 0 ? 3 : 2;
  const ground = p.dark ? ['#0b1322', '#16263f'] : [p.tint, '#ffffff'];
  o.push(`<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient></defs>`);
  o.push(rect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 'url(#bg)'));
  o.push(`<circle cx="${rng.int(560, 760)}" cy="${rng.int(40, 120)}" r="${rng.int(140, 220)}" fill="${p.main}" fill-opacity="${p.dark ? 0.12 : 0.08}"/>`);
  o.push(`<circle cx="${rng.int(40, 200)}" cy="${rng.int(400, 480)}" r="${rng.int(90, 150)}" fill="${p.series[1]}" fill-opacity="${p.dark ? 0.1 : 0.07}"/>`);
  // Most sets open with the home screen; the others show inner pages only.
  const inner = PHONE_SCREENS.filter((s) => s !== phoneHome);
  const screens = c.n % 3 === 2 ? rng.sample(inner, n) : [phoneHome, ...rng.sample(inner, n - 1)];
  const pw = 200;
  const ph = 420;
  let x0: number;
  if (n === 2) {
    // A title block on the left, the phones on the right.
    const tx = 56;
    o.push(text(tx, 176, at(['掌上服务', '移动办公', '随时随地', '一部手机'], c.n >> 1), 30, p.dark ? '#fff' : p.deep, { weight: 700 }));
    o.push(text(tx, 214, at(['业务办理更便捷', '数据随身看', '服务触手可及', '管理一手掌握'], (c.n >> 1) + 1), 20, p.dark ? '#b7c4da' : '#4b5565'));
    const bullets = rng.sample(['小程序 / APP 双端', '实名认证一键登录', '进度实时推送', '离线也能填报', '数据加密传输'], 3);
    bullets.forEach((b, i) => {
      o.push(`<circle cx="${tx + 6}" cy="${258 + i * 28}" r="6" fill="${p.main}"/><path d="M${tx + 3} ${258 + i * 28}l2 2 4-4" stroke="#fff" stroke-width="1.5" fill="none"/>`);
      o.push(text(tx + 20, 262 + i * 28, b, 13, p.dark ? '#cbd5e1' : '#4b5565'));
    });
    x0 = 330;
  } else x0 = 70;
  const gap = n === 2 ? 30 : (SCREEN_WIDTH - 140 - 3 * pw) / 2;
  screens.forEach((draw, i) => {
    const x = x0 + i * (pw + gap);
    const y = n === 3 && i === 1 ? 28 : 52;
    o.push(rect(x + 4, y + 8, pw, ph, '#000', `${rx(30)} fill-opacity=".12"`));
    o.push(rect(x, y, pw, ph, p.dark ? '#2a3345' : '#1d2330', rx(30)));
    const sx = x + 7;
    const sy = y + 7;
    const sw = pw - 14;
    const sh = ph - 14;
    o.push(`<clipPath id="s${i}"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="24"/></clipPath><g clip-path="url(#s${i})">`);
    o.push(rect(sx, sy, sw, sh, c.ui.panel));
    draw(c, sx, sy, sw, sh);
    o.push('</g>', rect(x + pw / 2 - 30, y + 12, 60, 14, p.dark ? '#2a3345' : '#1d2330', rx(7)));
  });
}

// ---------------------------------------------------------------------------------------------------
// Big screen of a command centre

function bigPanel(c: Ctx, x: number, y: number, w: number, h: number, title: string, accent: string): void {
  const { o } = c;
  o.push(rect(x, y, w, h, '#0b1f3f', ` fill-opacity=".55" stroke="${accent}" stroke-opacity=".35"`));
  o.push(`<path d="M${x} ${y + 12}V${y}h12M${x + w - 12} ${y}h12v12M${x} ${y + h - 12}v12h12M${x + w - 12} ${y + h}h12v-12" fill="none" stroke="${accent}" stroke-width="2"/>`);
  o.push(rect(x + 1, y + 1, w - 2, 26, 'url(#hd)'), text(x + 12, y + 19, title, 13, '#fff', { weight: 600, spacing: 1 }));
}

const BIG_MUTED = '#9fb3d1';

function bigGauges(c: Ctx, x: number, y: number, w: number, accent: string): void {
  const { rng, p, o } = c;
  const colors = p.dark ? ['#2ee6f0', '#f7c948', '#4ade80'] : [accent, '#f7c948', '#2ee6f0'];
  rng.sample(['在线率', '处置率', '利用率', '完好率', '达标率'], 3).forEach((g, i) => {
    const gx = x + w / 6 + (i * w) / 3;
    const v = 0.55 + rng.next() * 0.43;
    const from = Math.PI * 0.75;
    o.push(`<path d="${arc(gx, y, 26, from, Math.PI * 2.25)}" stroke="#1c3358" stroke-width="6" fill="none"/>`);
    o.push(`<path d="${arc(gx, y, 26, from, from + Math.PI * 1.5 * v)}" stroke="${colors[i]}" stroke-width="6" fill="none" stroke-linecap="round"/>`);
    o.push(text(gx, y + 5, `${Math.round(v * 100)}%`, 13, '#fff', { anchor: 'middle', weight: 700 }), text(gx, y + 46, g, 11, BIG_MUTED, { anchor: 'middle' }));
  });
}

function bigRing(c: Ctx, x: number, y: number, w: number, accent: string): void {
  const { rng, o } = c;
  const part = shares(rng, 4);
  const colors = [accent, '#f7c948', '#4ade80', '#f0735a'];
  const labels = rng.pick(PIE_LABELS);
  const cx = x + 44;
  const r = 33;
  const len = 2 * Math.PI * r;
  let start = 0;
  o.push(`<circle cx="${cx}" cy="${y}" r="${r + 9}" fill="none" stroke="${accent}" stroke-opacity=".3" stroke-dasharray="2 4"/>`);
  o.push(`<g fill="none" stroke-width="10" transform="rotate(-90 ${cx} ${f(y)})">`);
  part.forEach((v, i) => {
    o.push(`<circle cx="${cx}" cy="${f(y)}" r="${r}" stroke="${colors[i]}" stroke-dasharray="${f(v * len - 2)} ${f(len)}" stroke-dashoffset="${f(-start * len)}"/>`);
    start += v;
  });
  o.push('</g>');
  part.forEach((v, i) => {
    const ly = y - 30 + i * 21;
    o.push(rect(x + 96, ly - 8, 8, 8, colors[i]!), text(x + 108, ly, labels[i]!, 11, BIG_MUTED), text(x + w - 6, ly, `${Math.round(v * 100)}%`, 12, '#fff', { anchor: 'end', weight: 600 }));
  });
  o.push(text(cx, y + 5, thousands(rng.int(300, 9000)), 13, '#fff', { anchor: 'middle', weight: 700 }));
}

function bigBars(c: Ctx, x: number, y: number, w: number, h: number): void {
  const { rng, o } = c;
  const bars = rng.int(6, 8);
  const vals = series(rng, bars, 0.2, 0.95);
  const bw = w / bars;
  const top = rng.pick([120, 300, 500]);
  vals.forEach((v, i) => {
    const bx = x + i * bw + bw * 0.22;
    const bh = v * (h - 30);
    o.push(rect(bx, y + h - 16 - bh, bw * 0.56, bh, 'url(#bar)'), text(bx + bw * 0.28, y + h - 2, PLACES[i]!.slice(0, 2), 9.5, BIG_MUTED, { anchor: 'middle' }));
    o.push(text(bx + bw * 0.28, y + h - 21 - bh, String(Math.round(v * top)), 9, '#fff', { anchor: 'middle' }));
  });
}

function bigHbars(c: Ctx, x: number, y: number, w: number, h: number, accent: string): void {
  const { rng, o } = c;
  const n = Math.floor(h / 30);
  const vals = Array.from({ length: n }, () => 0.25 + rng.next() * 0.75).sort((a, b) => b - a);
  const scale = rng.int(800, 1200);
  const yy = (i: number) => y + i * 30 + 12;
  rng.sample(PLACES, n).forEach((name, i) => o.push(text(x, yy(i), `NO.${i + 1}  ${name}`, 11, i < 3 ? '#fff' : BIG_MUTED)));
  vals.forEach((v, i) => o.push(text(x + w, yy(i), thousands(v * scale), 11, accent, { anchor: 'end', weight: 600 })));
  vals.forEach((_, i) => o.push(rect(x, yy(i) + 6, w, 6, '#1c3358', rx(3))));
  vals.forEach((v, i) => o.push(rect(x, yy(i) + 6, w * v, 6, i < 3 ? 'url(#hb)' : accent, `${rx(3)}${i < 3 ? '' : ' fill-opacity=".55"'}`)));
}

function bigAlarms(c: Ctx, x: number, y: number, w: number, n: number, accent: string): void {
  const { rng, o } = c;
  const levels: [string, string][] = [
    ['紧急', '#ff4d4f'],
    ['重要', '#faad14'],
    ['一般', accent],
  ];
  const rows = Array.from({ length: n }, (_, i) => ({
    iy: y + i * 34,
    level: rng.pick(levels),
    what: `${rng.pick(PLACES).slice(0, 2)}${rng.pick(['水位超限', '烟感告警', '设备离线', '人员聚集', '占道施工', '井盖位移'])}`,
    time: clock(rng),
  }));
  for (const { iy } of rows) o.push(rect(x + 10, iy - 14, w - 20, 28, '#fff', ' fill-opacity=".04"'));
  for (const { iy, level } of rows) o.push(rect(x + 16, iy - 8, 32, 16, level[1], ' fill-opacity=".2"'), text(x + 32, iy + 4, level[0], 10, level[1], { anchor: 'middle' }));
  for (const { iy, what } of rows) o.push(text(x + 56, iy + 4, what, 11, '#dbe7ff'));
  for (const { iy, time } of rows) o.push(text(x + w - 16, iy + 4, time, 10, '#7f93b5', { anchor: 'end' }));
}

function bigTable(c: Ctx, x: number, y: number, w: number, n: number, accent: string): void {
  const { rng, o } = c;
  o.push(rect(x + 10, y - 14, w - 20, 24, accent, ' fill-opacity=".18"'));
  const cols = [x + 18, x + 74, x + 140];
  ['区域', '事项', '状态'].forEach((h, i) => o.push(text(cols[i]!, y + 2, h, 11, '#fff', { weight: 600 })));
  for (let i = 0; i < n; i++) {
    const iy = y + 30 + i * 28;
    if (i % 2 === 1) o.push(rect(x + 10, iy - 17, w - 20, 28, '#fff', ' fill-opacity=".04"'));
    const done = rng.chance(0.6);
    o.push(text(cols[0]!, iy, rng.pick(PLACES).slice(0, 3), 11, '#dbe7ff'), text(cols[1]!, iy, rng.pick(['设备巡检', '隐患排查', '工单派发', '事件核查', '联动处置']), 11, '#dbe7ff'));
    o.push(text(cols[2]!, iy, done ? '已完成' : '处理中', 11, done ? '#4ade80' : '#f7c948'));
  }
}

function bigLines(c: Ctx, x: number, y: number, w: number, h: number, accent: string): void {
  const { rng, o } = c;
  for (let i = 0; i < 4; i++) o.push(line(x, y + (i * h) / 3, x + w, y + (i * h) / 3, '#1c3358', 1, ' stroke-dasharray="3 3"'));
  for (let s = 0; s < 2; s++) {
    const v = series(rng, 12, 0.15, 0.9);
    const pts = v.map((q, i) => [x + i * (w / 11), y + h - q * h] as [number, number]);
    const color = s === 0 ? accent : '#f7c948';
    if (s === 0) o.push(`<path d="${smooth(pts)}L${x + w} ${y + h}L${x} ${y + h}z" fill="${color}" fill-opacity=".15"/>`);
    o.push(`<path d="${smooth(pts)}" fill="none" stroke="${color}" stroke-width="1.8"/>`);
  }
  ['00:00', '06:00', '12:00', '18:00', '24:00'].forEach((t, i) => o.push(text(x + (i * w) / 4, y + h + 14, t, 9, BIG_MUTED, { anchor: i === 0 ? undefined : i === 4 ? 'end' : 'middle' })));
}

function drawBigscreen(c: Ctx): void {
  const { rng, p, o } = c;
  const accent = p.dark ? '#2ee6f0' : p.name === 'blue' ? '#3da9ff' : p.main;
  const glow = p.dark ? '#1769aa' : p.main;
  o.push(
    `<defs><radialGradient id="bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${glow}" stop-opacity=".35"/><stop offset=".6" stop-color="#06122a" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="hd" x1="0" x2="1"><stop offset="0" stop-color="${accent}" stop-opacity=".5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></linearGradient>` +
      `<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity=".1"/></linearGradient>` +
      `<linearGradient id="hb" x1="0" x2="1"><stop offset="0" stop-color="${accent}" stop-opacity=".4"/><stop offset="1" stop-color="#f7c948"/></linearGradient></defs>`,
  );
  o.push(rect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, '#040b1d'), rect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 'url(#bg)'));
  // Header.
  const title = rng.pick(['城市运行监测中心', '应急指挥调度平台', '智慧园区运营中心', '生产运行监控中心', '数据资源驾驶舱', '综合治理指挥中心', '智慧水务监控中心', '交通运行监测中心']);
  o.push(`<path d="M0 46H230l24 18h292l24-18H800" fill="none" stroke="${accent}" stroke-opacity=".7" stroke-width="1.5"/>`);
  o.push(`<path d="M254 64h292l-14 10H268z" fill="${accent}" fill-opacity=".5"/>`);
  o.push(text(400, 40, title, 24, '#fff', { anchor: 'middle', weight: 700, spacing: 3 }));
  o.push(text(20, 30, `2024-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}  ${clock(rng)}:${String(rng.int(10, 59))}`, 12, BIG_MUTED));
  o.push(text(780, 30, `${rng.pick(['晴', '多云', '小雨'])} ${rng.int(8, 33)}℃`, 12, BIG_MUTED, { anchor: 'end' }));
  const colW = 210;
  // Left column: a ring or gauges over bars or a ranking; the split varies.
  const split = rng.int(150, 200);
  bigPanel(c, 14, 86, colW, split, rng.pick(['运行指标', '资源使用率', '设备状态', '事件构成']), accent);
  if (rng.chance(0.5)) bigGauges(c, 14, 86 + split / 2 + 4, colW, accent);
  else bigRing(c, 24, 86 + split / 2 + 12, colW - 14, accent);
  const ly = 86 + split + 12;
  bigPanel(c, 14, ly, colW, 486 - ly, rng.pick(['各区事件数', '近7日接警量', '分类统计', '区域排名']), accent);
  if (rng.chance(0.5)) bigBars(c, 24, ly + 36, colW - 20, 486 - ly - 44);
  else bigHbars(c, 28, ly + 40, colW - 28, 486 - ly - 48, accent);
  // Centre: a total as digits or as four tiles, over the city.
  const label = rng.pick(['累计处置事件', '接入感知设备', '今日服务人次', '汇聚数据总量']);
  if (rng.chance(0.5)) {
    const digits = String(rng.int(100000, 9999999));
    const dw = 30;
    const dx = 400 - (digits.length * (dw + 4)) / 2;
    o.push(text(400, 104, label, 13, BIG_MUTED, { anchor: 'middle', spacing: 2 }));
    // Like shapes side by side, so the file groups their attributes.
    [...digits].forEach((_, i) => o.push(rect(dx + i * (dw + 4), 114, dw, 40, '#0b1f3f', ` stroke="${accent}" stroke-opacity=".6"`)));
    [...digits].forEach((d, i) => o.push(text(dx + i * (dw + 4) + dw / 2, 143, d, 26, accent, { anchor: 'middle', weight: 700 })));
  } else {
    rng.sample(KPIS, 4).forEach((k, i) => {
      const tx = 238 + (i % 2) * 166;
      const ty = 88 + Math.floor(i / 2) * 40;
      o.push(rect(tx, ty, 158, 34, accent, ' fill-opacity=".1"'), rect(tx, ty, 3, 34, accent));
      o.push(text(tx + 12, ty + 22, k[0], 11, BIG_MUTED), text(tx + 150, ty + 23, kpiValue(rng, k), 16, i % 2 ? '#f7c948' : '#fff', { anchor: 'end', weight: 700 }));
    });
  }
  const cx = 400;
  const cy = 322;
  const city = outline(rng, cx, cy, 150, 115, 26);
  o.push(`<ellipse cx="${cx}" cy="${cy + 100}" rx="170" ry="34" fill="none" stroke="${accent}" stroke-opacity=".3"/><ellipse cx="${cx}" cy="${cy + 100}" rx="120" ry="22" fill="none" stroke="${accent}" stroke-opacity=".5"/>`);
  o.push(`<defs><polygon id="city" points="${polygon(city)}"/><clipPath id="cc"><use href="#city"/></clipPath></defs>`);
  o.push(`<use href="#city" y="10" fill="${accent}" fill-opacity=".15"/><use href="#city" fill="#0d2a52" fill-opacity=".85" stroke="${accent}" stroke-width="2"/>`);
  const inner = districts(rng, cx - 150, cy - 115, 300, 230, rng.int(3, 4), 3);
  o.push(`<g clip-path="url(#cc)" fill="none" stroke="${accent}" stroke-opacity=".35">`);
  for (const cell of inner) o.push(`<polygon points="${polygon(cell.pts)}"/>`);
  o.push('</g>');
  const spots = Array.from({ length: rng.int(6, 9) }, () => {
    const t = rng.next() * Math.PI * 2;
    const k = 0.35 + rng.next() * 0.45;
    return [cx + Math.cos(t) * 150 * k, cy + Math.sin(t) * 115 * k] as const;
  });
  if (rng.chance(0.5)) {
    // Fly lines from a hub.
    const hub = [cx + rng.int(-20, 20), cy + rng.int(-20, 10)] as const;
    o.push(`<path d="${spots.map(([sx, sy]) => `M${f(hub[0])} ${f(hub[1])}Q${f((sx + hub[0]) / 2)} ${f(Math.min(sy, hub[1]) - 40)} ${f(sx)} ${f(sy)}`).join('')}" fill="none" stroke="${accent}" stroke-width="1.4" stroke-opacity=".8"/>`);
    for (const [sx, sy] of spots) o.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="7" fill="${accent}" fill-opacity=".25"/>`);
    for (const [sx, sy] of spots) o.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="3" fill="#fff"/>`);
    o.push(`<circle cx="${hub[0]}" cy="${hub[1]}" r="14" fill="#f7c948" fill-opacity=".25"/><circle cx="${hub[0]}" cy="${hub[1]}" r="5" fill="#f7c948"/>`);
  } else {
    // Columns of light standing on the city, their height the count.
    const heights = spots.map(() => rng.int(20, 70));
    for (const [sx, sy] of spots) o.push(`<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="9" ry="3.5" fill="${accent}" fill-opacity=".4"/>`);
    spots.forEach(([sx, sy], i) => o.push(rect(sx - 3, sy - heights[i]!, 6, heights[i]!, 'url(#bar)')));
    spots.forEach(([sx, sy], i) => o.push(`<circle cx="${f(sx)}" cy="${f(sy - heights[i]!)}" r="3" fill="#fff"/>`));
  }
  const names = rng.sample(PLACES, 3);
  spots.slice(0, 3).forEach(([sx, sy], i) => o.push(text(sx, sy + 16, names[i]!, 10.5, '#dbe7ff', { anchor: 'middle' })));
  // Right column: alarms or a rolling table, over a day's lines.
  const rx0 = SCREEN_WIDTH - 14 - colW;
  const rsplit = rng.int(190, 230);
  const alarms = rng.chance(0.55);
  bigPanel(c, rx0, 86, colW, rsplit, alarms ? '预警中心' : rng.pick(['实时工单', '处置动态']), accent);
  if (alarms) bigAlarms(c, rx0, 130, colW, Math.floor((rsplit - 40) / 34), accent);
  else bigTable(c, rx0, 134, colW, Math.floor((rsplit - 64) / 28), accent);
  const ry = 86 + rsplit + 12;
  bigPanel(c, rx0, ry, colW, 486 - ry, rng.pick(['24小时趋势', '能耗走势', '客流走势', '接入量走势']), accent);
  bigLines(c, rx0 + 16, ry + 40, colW - 32, 486 - ry - 66, accent);
}

// ---------------------------------------------------------------------------------------------------
// Report and workflow

function drawReport(c: Ctx): void {
  const { rng, p, ui, o } = c;
  const page = rng.pick(['统计报表', '台账查询', '项目清单', '办件明细']);
  const a = chrome(c, page, rng.pick(['统计分析', '档案管理', '事项管理']));
  const x = a.x + 16;
  const w = a.w - 32;
  // Filters.
  panel(c, x, a.y + 14, w, 56);
  const filters: [string, string, 'select' | 'date'][] = rng.sample(
    [
      ['统计周期', '2024-01 ~ 2024-06', 'date'],
      ['所属区域', '全部', 'select'],
      ['业务类型', '全部', 'select'],
      ['办理状态', '请选择', 'select'],
    ],
    3,
  );
  const bx = x + w - 14 - 58 - 10 - 58;
  let fx = x + 14;
  for (const [label, value, suffix] of filters) {
    const iw = suffix === 'date' ? 150 : 100;
    if (fx + [...label].length * 12 + 8 + iw > bx - 12) break;
    o.push(text(fx, a.y + 46, label, 12, ui.text));
    input(c, fx + [...label].length * 12 + 8, a.y + 27, iw, value, value === '请选择', suffix);
    fx += [...label].length * 12 + iw + 24;
  }
  button(c, bx, a.y + 27, '查询', true);
  button(c, bx + 68, a.y + 27, '重置', false);
  // Summary tiles now and then.
  let y = a.y + 82;
  if (rng.chance(0.45)) {
    const tiles = rng.sample(KPIS, 4);
    const tw = (w - 36) / 4;
    tiles.forEach((k, i) => {
      const tx = x + i * (tw + 12);
      o.push(rect(tx, y, tw, 52, p.dark ? ui.panel : at([p.tint, '#fff'], i), `${rx(6)}${p.dark ? ` stroke="${ui.line}"` : ''}`));
      o.push(text(tx + 12, y + 20, k[0], 11, ui.sub), text(tx + 12, y + 42, `${kpiValue(rng, k)} ${k[1]}`, 16, i === 0 ? p.main : ui.text, { weight: 700 }));
    });
    y += 64;
  }
  const bottom = a.y + a.h - 12;
  const tabs = rng.chance(0.5) ? rng.pick([['按区县', '按部门', '按事项'], ['全部', '待办', '已办', '超期'], ['本月', '本季度', '本年']]) : null;
  if (tabs) {
    panel(c, x, y, w, bottom - y);
    const on = rng.int(0, tabs.length - 1);
    let tx = x + 16;
    tabs.forEach((t, i) => {
      const tw = [...t].length * 13;
      o.push(text(tx, y + 26, t, 13, i === on ? p.main : ui.text, { weight: i === on ? 600 : undefined }));
      if (i === on) o.push(rect(tx, y + 35, tw, 2.5, p.main));
      tx += tw + 28;
    });
    o.push(line(x + 12, y + 37, x + w - 12, y + 37, ui.line));
  } else panel(c, x, y, w, bottom - y, rng.pick(['各区县办件统计', '项目台账', '单位明细', '月度汇总']));
  let tbx = x + w - 12;
  for (const label of ['打印', '导出 Excel']) {
    const bw = [...label].length * 10 + 26;
    tbx -= bw;
    o.push(rect(tbx, y + 10, bw, 24, ui.panel, `${rx(4)} stroke="${ui.faint}"`), text(tbx + bw / 2, y + 26, label, 11.5, ui.text, { anchor: 'middle' }));
    tbx -= 8;
  }
  const rowH = 29;
  const rows = Math.floor((bottom - y - 46 - 40) / rowH) - 1;
  const schema = rng.int(0, 2);
  const names = rng.sample(schema === 0 ? PLACES : schema === 1 ? ['市交通运输局', '市卫生健康委', '市教育局', '市市场监管局', '市生态环境局', '市住建局', '市水务局', '市民政局', '市文旅局', '市司法局', '市人社局'] : MATTERS, rows);
  const up = () => (rng.chance(0.7) ? 1 : -1) * (0.3 + rng.next() * 18);
  const accepted = names.map(() => rng.int(800, 16000));
  // Cells are drawn row by row, so the rate set by a row's 办结量 is the one its 办结率 shows.
  let rate = 0;
  const columns: Column[] =
    schema === 0
      ? [
          { label: '序号', width: 50, cell: (r) => ({ s: String(r + 1) }) },
          { label: '区县', width: 110, cell: (r) => ({ s: names[r]! }) },
          { label: '受理量', width: 90, align: 'end', cell: (r) => ({ s: thousands(accepted[r]!) }) },
          { label: '办结量', width: 90, align: 'end', cell: (r) => { rate = 0.9 + rng.next() * 0.098; return { s: thousands(accepted[r]! * rate) }; } },
          { label: '办结率', width: 80, align: 'end', cell: () => ({ s: `${(rate * 100).toFixed(1)}%` }) },
          { label: '同比', width: 80, align: 'end', cell: () => { const v = up(); return { s: `${v >= 0 ? '↑' : '↓'}${Math.abs(v).toFixed(1)}%`, color: v >= 0 ? UP : DOWN }; } },
          { label: '评价', width: 90, cell: () => { const [s, color] = rng.pick<[string, string]>([['优秀', UP], ['良好', '#1677ff'], ['一般', WARN]]); return { s, tag: color }; } },
        ]
      : schema === 1
        ? [
            { label: '序号', width: 50, cell: (r) => ({ s: String(r + 1) }) },
            { label: '单位名称', width: 130, cell: (r) => ({ s: names[r]! }) },
            { label: '项目数', width: 70, align: 'end', cell: () => ({ s: String(rng.int(2, 48)) }) },
            { label: '金额(万元)', width: 100, align: 'end', cell: () => ({ s: (rng.next() * 3000 + 20).toFixed(2) }) },
            { label: '负责人', width: 80, cell: () => ({ s: rng.pick(PEOPLE) }) },
            { label: '更新日期', width: 100, cell: () => ({ s: date(rng), color: ui.sub }) },
            { label: '操作', width: 90, cell: () => ({ s: '查看  编辑', color: p.main }) },
          ]
        : [
            { label: '编号', width: 130, cell: () => ({ s: code(rng, 'SQ'), color: ui.sub }) },
            { label: '事项名称', width: 120, cell: (r) => ({ s: names[r]! }) },
            { label: '申请人', width: 70, cell: () => ({ s: rng.pick(PEOPLE) }) },
            { label: '当前环节', width: 100, cell: () => ({ s: rng.pick(['科室初审', '部门审核', '领导审批', '办结']) }) },
            { label: '状态', width: 80, cell: () => { const [s, color] = rng.pick(STATUS); return { s, tag: color }; } },
            { label: '操作', width: 80, cell: () => ({ s: '详情  催办', color: p.main }) },
          ];
  table(c, x + 12, y + 44, w - 24, columns, rows, rowH, true);
  // Pagination.
  const py = bottom - 34;
  o.push(text(x + 14, py + 17, `共 ${rng.int(40, 900)} 条`, 12, ui.sub));
  let px = x + w - 14 - 7 * 30;
  ['‹', '1', '2', '3', '4', '5', '›'].forEach((s, i) => {
    const on = i === 1;
    o.push(rect(px, py, 26, 24, on ? p.main : ui.panel, `${rx(4)}${on ? '' : ` stroke="${ui.line}"`}`), text(px + 13, py + 16.5, s, 12, on ? '#fff' : ui.text, { anchor: 'middle' }));
    px += 30;
  });
  o.push(rect(x + w - 14 - 7 * 30 - 86, py, 76, 24, ui.panel, `${rx(4)} stroke="${ui.line}"`), text(x + w - 14 - 7 * 30 - 78, py + 16.5, '10 条/页', 11.5, ui.text));
}

function arrowDefs(color: string): string {
  return `<defs><marker id="ar" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0l8 4-8 4z" fill="${color}"/></marker></defs>`;
}

function drawWorkflow(c: Ctx): void {
  const { rng, p, ui, o } = c;
  const a = chrome(c, '流程设计', rng.pick(['事项管理', '系统设置', '业务办理']));
  // Toolbar and the dotted canvas.
  o.push(rect(a.x, a.y, a.w, 44, ui.panel), line(a.x, a.y + 44, a.x + a.w, a.y + 44, ui.line));
  const name = rng.pick(['采购审批流程', '请假审批', '事项受理流程', '合同会签流程', '工单处置流程']);
  o.push(text(a.x + 16, a.y + 27, name, 14, ui.text, { weight: 700 }), tag(a.x + 24 + [...name].length * 14, a.y + 28, rng.pick(['已发布', '草稿', 'V' + rng.int(1, 6) + '.0']), p.main, p.dark));
  let bx = a.x + a.w - 16;
  for (const [label, primary] of [
    ['发布', true],
    ['保存', false],
    ['预览', false],
  ] as const) {
    bx -= [...label].length * 13 + 30;
    button(c, bx, a.y + 8, label, primary, 28);
    bx -= 8;
  }
  const cy0 = a.y + 44;
  const ch = a.h - 44;
  o.push(`<defs><pattern id="dot" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1" fill="${p.dark ? '#26344f' : '#d5dbe5'}"/></pattern></defs>`);
  o.push(rect(a.x, cy0, a.w, ch, p.dark ? ui.bg : '#f7f8fa'), rect(a.x, cy0, a.w, ch, 'url(#dot)'));
  const propsW = rng.chance(0.6) && a.w > 700 ? 0 : 176;
  // Without the properties panel, the node palette stands on the left.
  const toolW = propsW ? 0 : 150;
  const cw = a.w - propsW - toolW;
  const left = a.x + toolW;
  o.push(arrowDefs(ui.sub));
  if (toolW) {
    o.push(rect(a.x, cy0, toolW, ch, ui.panel), line(a.x + toolW, cy0, a.x + toolW, cy0 + ch, ui.line), text(a.x + 16, cy0 + 28, '节点库', 13, ui.text, { weight: 700 }));
    const kinds: [string, string][] = [
      ['审批人', p.main],
      ['办理人', '#f59e0b'],
      ['抄送人', '#3296fa'],
      ['条件分支', UP],
      ['并行分支', '#8b5cf6'],
      ['延时等待', '#ef4444'],
      ['数据处理', '#0ea5e9'],
    ];
    kinds.forEach(([, color], i) => o.push(rect(a.x + 14, cy0 + 44 + i * 44, toolW - 28, 34, ui.panel, `${rx(6)} stroke="${ui.line}"`), rect(a.x + 24, cy0 + 53 + i * 44, 16, 16, color, rx(4))));
    kinds.forEach(([label], i) => o.push(text(a.x + 50, cy0 + 66 + i * 44, label, 12, ui.text)));
  }
  if (c.n % 2 === 0) {
    // Vertical, the way approval designers draw it: cards joined by lines, a branch in the middle.
    const cx = left + cw / 2;
    const card = (x: number, y: number, head: string, body: string, color: string) => {
      o.push(rect(x - 78 + 1, y + 2, 156, 56, '#000', `${rx(6)} fill-opacity=".06"`), rect(x - 78, y, 156, 56, ui.panel, rx(6)));
      o.push(`<path d="M${f(x - 78)} ${y + 22}v-16a6 6 0 0 1 6-6h144a6 6 0 0 1 6 6v16z" fill="${color}"/>`);
      o.push(text(x - 68, y + 15.5, head, 11.5, '#fff', { weight: 600 }), text(x - 68, y + 42, body, 11.5, ui.text), text(x + 68, y + 42, '›', 13, ui.faint, { anchor: 'end' }));
    };
    const plus = (x: number, y: number) => o.push(`<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="${p.main}"/><path d="M${f(x - 4)} ${f(y)}h8M${f(x)} ${f(y - 4)}v8" stroke="#fff" stroke-width="1.6"/>`);
    let y = cy0 + 16;
    const branches = rng.int(2, cw > 560 ? 3 : 2);
    const span = Math.min(180, (cw - 40) / branches);
    o.push(line(cx, y + 56, cx, y + 90, ui.faint, 1.5));
    card(cx, y, '发起人', rng.pick(['所有人', '本部门成员', '经办人']), '#576a95');
    plus(cx, y + 73);
    y += 90;
    o.push(rect(cx - ((branches - 1) * span) / 2, y, (branches - 1) * span, 1.5, ui.faint));
    o.push(rect(cx - 36, y - 11, 72, 22, ui.panel, `${rx(11)} stroke="${UP}"`), text(cx, y + 4, '添加条件', 11, UP, { anchor: 'middle' }));
    const conds = rng.sample(['金额 ≥ 5万元', '金额 < 5万元', '类型为 采购', '部门为 财务部', '天数 > 3天', '其他情况'], branches);
    const y2 = y + 22;
    for (let i = 0; i < branches; i++) {
      const bx2 = cx - ((branches - 1) * span) / 2 + i * span;
      o.push(line(bx2, y, bx2, y + 186, ui.faint, 1.5));
      o.push(rect(bx2 - 70, y2, 140, 50, ui.panel, `${rx(6)} stroke="${ui.line}"`), text(bx2 - 60, y2 + 19, `条件${i + 1}`, 11.5, UP, { weight: 600 }), text(bx2 + 60, y2 + 19, `优先级${i + 1}`, 10, ui.sub, { anchor: 'end' }));
      o.push(text(bx2 - 60, y2 + 39, conds[i]!, 11, ui.text));
      card(bx2, y2 + 82, '审批人', rng.pick(['部门主管', '分管领导', '财务负责人', '连续多级主管', '指定成员']), p.main);
    }
    y += 186;
    o.push(rect(cx - ((branches - 1) * span) / 2, y, (branches - 1) * span, 1.5, ui.faint));
    o.push(line(cx, y, cx, y + 34, ui.faint, 1.5));
    plus(cx, y + 17);
    y += 34;
    if (y + 56 < a.y + a.h - 40) {
      card(cx, y, '抄送人', rng.pick(['办公室', '发起人自选', '人事专员']), '#3296fa');
      o.push(line(cx, y + 56, cx, y + 76, ui.faint, 1.5));
      y += 76;
    }
    o.push(`<circle cx="${f(cx)}" cy="${y + 8}" r="7" fill="${ui.faint}"/>`, text(cx + 14, y + 12, '流程结束', 11, ui.sub));
  } else {
    // Horizontal swimlanes with tasks, a gateway and arrows.
    const lanes = rng.pick([
      ['申请人', '经办部门', '分管领导'],
      ['窗口', '业务科室', '局领导', '归档'],
      ['发起部门', '财务', '总经理'],
    ]);
    const lx = left + 16;
    const lw = cw - 32;
    const lh = (ch - 32) / lanes.length;
    lanes.forEach((lane, i) => {
      const ly = cy0 + 16 + i * lh;
      o.push(rect(lx, ly, lw, lh, ui.panel, ` stroke="${ui.line}"`), rect(lx, ly, 28, lh, p.dark ? ui.track : p.tint, ` stroke="${ui.line}"`));
      [...lane].forEach((ch2, j) => o.push(text(lx + 14, ly + lh / 2 - ([...lane].length * 14) / 2 + 12 + j * 14, ch2, 12, ui.text, { anchor: 'middle' })));
    });
    const laneY = (i: number) => cy0 + 16 + i * lh + lh / 2;
    const steps = ['提交申请', '材料预审', '部门审核', '领导审批', '出具结果', '归档办结'];
    const count = Math.max(4, Math.min(6, Math.floor((lw - 112) / 104)));
    const picks = [steps[0]!, ...rng.sample(steps.slice(1, 5), count - 2), steps[5]!];
    const stepX = (lw - 112) / count;
    const nw = Math.min(88, stepX - 14);
    let lane = 0;
    const nodes = picks.map((label, i) => {
      if (i > 0 && (rng.chance(0.6) || lane === 0)) lane = rng.int(1, lanes.length - 1);
      // Filing ends the process in its own lane when there is one.
      if (lanes.at(-1) === '归档') lane = i === count - 1 ? lanes.length - 1 : Math.min(lane, lanes.length - 2);
      return { x: lx + 72 + stepX * (i + 0.5), y: laneY(lane), label, lane };
    });
    const start = { x: lx + 50, y: nodes[0]!.y };
    o.push(`<circle cx="${f(start.x)}" cy="${f(start.y)}" r="10" fill="${ui.panel}" stroke="${UP}" stroke-width="2"/>`);
    const edge = (x1: number, y1: number, x2: number, y2: number) => {
      const d = y1 === y2 ? `M${f(x1)} ${f(y1)}H${f(x2)}` : `M${f(x1)} ${f(y1)}H${f((x1 + x2) / 2)}V${f(y2)}H${f(x2)}`;
      o.push(`<path d="${d}" fill="none" stroke="${ui.sub}" stroke-width="1.4" marker-end="url(#ar)"/>`);
    };
    edge(start.x + 10, start.y, nodes[0]!.x - nw / 2 - 1, nodes[0]!.y);
    nodes.forEach((n, i) => {
      const next = nodes[i + 1];
      if (next) edge(n.x + nw / 2, n.y, next.x - nw / 2 - 1, next.y);
    });
    // A step that can send the case back to the one before it.
    const gatewayAt = rng.int(1, count - 2);
    const g = nodes[gatewayAt]!;
    const back = nodes[gatewayAt - 1]!;
    const gy = Math.max(g.y, back.y) + 36;
    o.push(`<path d="M${f(g.x)} ${f(g.y + 20)}V${f(gy)}H${f(back.x)}V${f(back.y + 22)}" fill="none" stroke="${DOWN}" stroke-width="1.3" stroke-dasharray="4 3" marker-end="url(#ar)"/>`);
    o.push(text((g.x + back.x) / 2, gy - 5, '退回', 10.5, DOWN, { anchor: 'middle' }));
    const current = rng.int(1, count - 1);
    nodes.forEach((n, i) => {
      const on = i === current;
      const done = i < current;
      o.push(rect(n.x - nw / 2, n.y - 20, nw, 40, on ? p.main : ui.panel, `${rx(6)} stroke="${done ? UP : on ? p.main : p.soft}" stroke-width="1.5"`));
      o.push(text(n.x, n.y + 4.5, n.label, 12, on ? '#fff' : ui.text, { anchor: 'middle', weight: on ? 600 : undefined }));
      if (done) o.push(`<circle cx="${f(n.x + nw / 2 - 2)}" cy="${f(n.y - 18)}" r="6" fill="${UP}"/><path d="M${f(n.x + nw / 2 - 5)} ${f(n.y - 18)}l2 2 4-4" stroke="#fff" stroke-width="1.4" fill="none"/>`);
    });
    const last = nodes[count - 1]!;
    o.push(`<circle cx="${f(last.x + nw / 2 + 24)}" cy="${f(last.y)}" r="10" fill="${ui.panel}" stroke="${DOWN}" stroke-width="3.5"/>`);
    edge(last.x + nw / 2, last.y, last.x + nw / 2 + 13, last.y);
  }
  if (!propsW) return;
  // Properties of the selected node.
  const px = a.x + a.w - propsW;
  o.push(rect(px, cy0, propsW, ch, ui.panel), line(px, cy0, px, cy0 + ch, ui.line));
  o.push(text(px + 16, cy0 + 28, '节点属性', 13, ui.text, { weight: 700 }));
  const props: [string, string][] = [
    ['节点名称', rng.pick(['部门审核', '领导审批', '材料预审'])],
    ['审批人', rng.pick(['部门主管', '指定成员', '角色：科长'])],
    ['多人审批', rng.pick(['会签', '或签', '依次审批'])],
    ['办理时限', `${rng.int(1, 5)} 个工作日`],
    ['超时处理', rng.pick(['自动提醒', '自动通过', '转交上级'])],
  ];
  props.forEach(([label, value], i) => {
    const py = cy0 + 50 + i * 58;
    o.push(text(px + 16, py + 12, label, 11.5, ui.sub));
    o.push(rect(px + 16, py + 20, propsW - 32, 28, ui.panel, `${rx(4)} stroke="${ui.faint}"`), text(px + 26, py + 38.5, value, 12, ui.text));
  });
  const sy = cy0 + 50 + props.length * 58;
  if (sy + 30 < a.y + a.h) {
    o.push(text(px + 16, sy + 12, '允许退回', 11.5, ui.sub), rect(px + propsW - 52, sy, 36, 20, p.main, rx(10)), `<circle cx="${px + propsW - 26}" cy="${sy + 10}" r="8" fill="#fff"/>`);
  }
}

// ---------------------------------------------------------------------------------------------------

const DRAW: Record<ScreenKind, (c: Ctx) => void> = {
  dashboard: drawDashboard,
  map: drawMap,
  form: drawForm,
  mobile: drawMobile,
  bigscreen: drawBigscreen,
  report: drawReport,
  workflow: drawWorkflow,
};

// Inherited presentation attributes: a run of elements that all carry one of them with the same value
// can carry it on a group around them instead, with the same look.
const INHERITED = new Set(['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'font-size', 'font-weight', 'text-anchor', 'letter-spacing']);
// Containers whose children must stay as they are (gradient stops, clip shapes, patterns).
const KEEP = /^<(defs|clipPath|pattern|marker|linearGradient|radialGradient)\b/;

const attrsOf = (tok: string) =>
  new Map([...tok.slice(0, tok.indexOf('>')).matchAll(/ ([a-z-]+)="([^"]*)"/g)].filter((m) => INHERITED.has(m[1]!)).map((m) => [m[1]!, m[2]!] as [string, string]));

/** What [i..j] share, and the bytes a group around them saves. */
function shared(leaves: { attrs: Map<string, string> }[], i: number, j: number): { attrs: string[]; saving: number } {
  let common = leaves[i]!.attrs;
  for (let k = i + 1; k <= j && common.size > 0; k++) common = new Map([...common].filter(([name, v]) => leaves[k]!.attrs.get(name) === v));
  const attrs = [...common].map(([name, v]) => ` ${name}="${v}"`);
  return { attrs, saving: attrs.join('').length * (j - i) - '<g></g>'.length };
}

/** Groups a stretch of sibling shapes: the split into runs that saves the most bytes (a small dynamic programme). */
function groupLeaves(toks: string[]): string[] {
  const leaves = toks.map((tok) => ({ tok, attrs: attrsOf(tok) }));
  const n = leaves.length;
  const best = new Array<number>(n + 1).fill(0);
  const from = new Array<number>(n + 1).fill(0);
  for (let j = 1; j <= n; j++) {
    best[j] = best[j - 1]!;
    from[j] = j - 1;
    for (let i = j - 2; i >= 0; i--) {
      const { attrs, saving } = shared(leaves, i, j - 1);
      if (attrs.length === 0) break;
      if (best[i]! + saving > best[j]!) {
        best[j] = best[i]! + saving;
        from[j] = i;
      }
    }
  }
  const out: string[] = [];
  for (let j = n; j > 0; j = from[j]!) {
    const i = from[j]!;
    if (j - i === 1) {
      out.unshift(leaves[i]!.tok);
      continue;
    }
    const { attrs } = shared(leaves, i, j - 1);
    const inner = leaves.slice(i, j).map(({ tok }) => {
      const end = tok.indexOf('>');
      return attrs.reduce((head, attr) => head.replace(attr, ''), tok.slice(0, end)) + tok.slice(end);
    });
    out.unshift(`<g${attrs.join('')}>`, ...inner, '</g>');
  }
  return out;
}

/** Moves attributes shared by runs of sibling shapes onto groups around them, which shrinks the files. */
function compact(body: string): string {
  const tokens = body.match(/<text\b[^>]*>[^<]*<\/text>|<[^>]+>/g) ?? [];
  const out: string[] = [];
  let run: string[] = [];
  let keep = 0;
  for (const tok of tokens) {
    const leaf = tok.endsWith('/>') || tok.startsWith('<text');
    if (keep === 0 && leaf) {
      run.push(tok);
      continue;
    }
    out.push(...groupLeaves(run));
    run = [];
    if (KEEP.test(tok) && !tok.endsWith('/>')) keep++;
    else if (/^<\/(defs|clipPath|pattern|marker|linearGradient|radialGradient)>/.test(tok)) keep--;
    out.push(tok);
  }
  out.push(...groupLeaves(run));
  return out.join('');
}

const LABELS: Record<ScreenKind, string> = {
  dashboard: '管理后台数据概览',
  map: 'GIS 地图',
  form: '业务表单与审批',
  mobile: '移动端界面',
  bigscreen: '指挥中心大屏',
  report: '统计报表',
  workflow: '流程设计',
};

/** One screenshot as SVG text; `seed` varies the drawing, which is otherwise fixed by kind and palette. */
export function drawCaseScreen(screen: CaseScreen, seed = 23): string {
  const p = { ...PALETTES[screen.palette], name: screen.palette };
  const c: Ctx = {
    rng: createRng(seed, `case-screen:${screen.kind}:${screen.palette}`),
    n: PALETTE_NAMES.indexOf(screen.palette),
    k: SCREEN_KINDS.indexOf(screen.kind),
    p,
    ui: p.dark ? DARK : LIGHT,
    o: [],
  };
  DRAW[screen.kind](c);
  // The commonest text size and colour go on the group, and the texts in it drop theirs.
  let body = c.o.join('');
  const hoisted = ['font-size', 'fill'].map((attr) => {
    const pattern = new RegExp(`(<text [^>]*?) ${attr}="([^"]+)"`, 'g');
    const counts = new Map<string, number>();
    for (const m of body.matchAll(pattern)) counts.set(m[2]!, (counts.get(m[2]!) ?? 0) + 1);
    const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    body = body.replace(pattern, (m, head: string, value: string) => (value === common ? head : m));
    return ` ${attr}="${common}"`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT}" viewBox="0 0 ${SCREEN_WIDTH} ${SCREEN_HEIGHT}" role="img" aria-label="${LABELS[screen.kind]}">`,
    `<g font-family="${FONT}"${hoisted.join('')}>`,
    compact(body),
    '</g></svg>',
  ].join('');
}
