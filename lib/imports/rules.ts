// Pure mapping rules shared by the readers (docs/imports.md "Mapping"): what kind of unit a purchaser
// is, the trade and 业务方向 of a project, amounts, credit codes and regions.
import { checkCreditCode, normalizeCreditCode } from '@/lib/activation/credit-code';
import type { City } from '@/lib/city/types';
import { BUSINESS_DIRECTIONS, PURCHASE_UNITS } from '@/lib/opportunities/options';
import type { RegionRef } from './types';

/** A refusal reason, thrown by a rule and caught per row by the mapper. */
export class RowRefused extends Error {}

/** The purchaser kinds of winning_bid.purchaser_type (seed/purchaser-types.ts), guessed from the unit's name. */
const PURCHASER_KINDS: [RegExp, string][] = [
  [/医院|卫生|疾病预防|妇幼/, '医疗机构'],
  [/大学|学院/, '高等院校'],
  [/公司|集团/, '国有企业'],
  [/协会|学会|联合会|商会/, '社会团体'],
  [/学校|中学|小学|幼儿园|中心|研究所|研究院|图书馆|博物馆|馆$|站$|台$/, '事业单位'],
  [/局|厅|委员会|政府|办公室|办事处|法院|检察院|部$|委$/, '政府机关'],
];

export function purchaserTypeOf(name: string): string {
  return PURCHASER_KINDS.find(([re]) => re.test(name))?.[1] ?? '事业单位';
}

/** The subscription option 采购单位 (lib/opportunities/options.ts) of a purchaser. */
export function purchaseUnitOf(name: string): string {
  if (/中学|小学|学校|幼儿园/.test(name) && !/大学|学院/.test(name)) return 'zxxx';
  const byType: Record<string, string> = { 政府机关: 'djjg', 事业单位: 'sydw', 国有企业: 'gyqy', 医疗机构: 'yljg', 高等院校: 'gdyx', 社会团体: 'sydw' };
  const code = byType[purchaserTypeOf(name)] ?? 'sydw';
  return PURCHASE_UNITS.some((u) => u.code === code) ? code : 'sydw';
}

/** The trades of the catalogue (seed/catalogue.ts), by words of the project or the buyer. */
const TRADES: [RegExp, string][] = [
  [/医院|医疗|卫生|健康|疾控/, '医疗'],
  [/学校|大学|学院|教育|校园/, '教育'],
  [/交通|公路|地铁|轨道|港口|机场|公交/, '交通'],
  [/银行|金融|保险|证券/, '金融'],
  [/电力|能源|燃气|供电|电网|水务/, '能源'],
  [/农业|农村|林业|畜牧/, '农业'],
  [/旅游|文化|文旅|博物馆|图书馆/, '文旅'],
  [/城市|城管|市政|应急|消防/, '城市管理'],
  [/制造|工业|园区/, '制造'],
];

export function serviceTradeOf(text: string): string {
  return TRADES.find(([re]) => re.test(text))?.[1] ?? '政务';
}

const DIRECTIONS: [RegExp, string][] = [
  [/安全|等保|密码|防火墙/, 'xxaq'],
  [/运维|维保|维护/, 'ywfw'],
  [/咨询|规划|监理|设计|评估/, 'zxgh'],
  [/云|算力|服务器托管/, 'yjs'],
  [/数据|数仓|大数据|治理/, 'sjfw'],
  [/智慧|城市大脑|一网统管/, 'zhcs'],
  [/集成|设备|硬件|网络|机房|布线/, 'xtjc'],
];

/** 业务方向 option code of a project from its title (default 软件开发). */
export function businessDirectionOf(title: string): string {
  return DIRECTIONS.find(([re]) => re.test(title))?.[1] ?? 'rjkf';
}

/** An option code from its code or its Chinese name (the template's 业务方向 column), or null. */
export function businessDirectionCode(value: string): string | null {
  const v = value.trim();
  return BUSINESS_DIRECTIONS.find((o) => o.code === v || o.name === v)?.code ?? null;
}

/** An amount in yuan: a number or a plain numeric text (thousands separators allowed); otherwise refused. */
export function parseAmount(value: unknown, what: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?[\d,]+(\.\d+)?\s*$/.test(value) ? Number(value.replace(/[,\s]/g, '')) : NaN;
  if (!Number.isFinite(n)) throw new RowRefused(`${what}不是数字：${String(value).slice(0, 40)}`);
  if (n < 0 || n >= 1e14) throw new RowRefused(`${what}超出范围：${n}`);
  return Math.round(n * 100) / 100;
}

/** A credit code as given: null when absent, the normalized code when its check character holds, refused otherwise. */
export function partyCreditCode(raw: unknown, whose: string): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const code = normalizeCreditCode(String(raw));
  const verdict = checkCreditCode(code);
  if (verdict === 'ok') return code;
  if (verdict === 'empty') return null;
  throw new RowRefused(verdict === 'check' ? `${whose}统一社会信用代码校验位错误：${code}` : `${whose}统一社会信用代码格式不正确：${code}`);
}

/** A date, or refused. */
export function parseDate(value: unknown, what: string): Date {
  const d = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00+08:00` : value) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw new RowRefused(`${what}不是有效日期：${String(value).slice(0, 40)}`);
  return d;
}

export function optionalDate(value: unknown, what: string): Date | null {
  return value === undefined || value === null || value === '' ? null : parseDate(value, what);
}

/** Municipalities: the province's code stands for its one city site (xx0100). */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

export interface CityLookup {
  cities: readonly City[];
  byCode: Map<string, City>;
  byName: Map<string, City | null>;
}

export function cityLookup(cities: readonly City[]): CityLookup {
  const byName = new Map<string, City | null>();
  for (const c of cities) {
    byName.set(c.fullName, c);
    if (!byName.has(c.cityName)) byName.set(c.cityName, c);
    if (MUNICIPALITIES.has(c.cityCode.slice(0, 2))) byName.set(c.provinceName, c);
  }
  return { cities, byCode: new Map(cities.map((c) => [c.cityCode, c])), byName };
}

function cityOfName(name: string, lookup: CityLookup): City | null {
  const known = lookup.byName.get(name);
  if (known !== undefined) return known;
  const found =
    lookup.cities.find((c) =>
      MUNICIPALITIES.has(c.cityCode.slice(0, 2)) ? name.startsWith(c.provinceName) : name.startsWith(c.fullName) || name.startsWith(c.provinceName + c.fullName),
    ) ?? null;
  // Names repeat across rows: remember the answer, found or not (bounded by the distinct names of a file).
  if (lookup.byName.size < 100_000) lookup.byName.set(name, found);
  return found;
}

/**
 * The portal city of a region (GB/T 2260): a code at any level finds its prefecture (a district's
 * xxyy00, a municipality's xx0100); names match a city's full or short name, or start with it
 * (重庆市渝北区, 四川省成都市武侯区).
 */
export function cityForRegion(ref: RegionRef, lookup: CityLookup): City | null {
  const code = ref.code?.trim() ?? '';
  if (/^\d{6}$/.test(code)) {
    const candidates = [code, `${code.slice(0, 4)}00`, ...(MUNICIPALITIES.has(code.slice(0, 2)) ? [`${code.slice(0, 2)}0100`] : [])];
    for (const c of candidates) {
      const city = lookup.byCode.get(c);
      if (city) return city;
    }
  }
  for (const raw of ref.names) {
    const name = raw.replace(/\s+/g, '');
    const city = name ? cityOfName(name, lookup) : null;
    if (city) return city;
  }
  return null;
}
