// The price-range inputs of 002 §5, and the 'price:min~max' key they produce (either end may be open).
import { CUSTOM_KEY_PREFIX } from './custom-keys';

const PREFIX = CUSTOM_KEY_PREFIX['price-range'];
const PLAIN_NUMBER = /^(\d+(\.\d+)?)?$/;

/** Digits and the first decimal point only; applied on every keystroke. */
export function filterPriceChars(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** The 002 §5 value: digits and at most one decimal point; zero or non-numeric becomes empty. The zero
 *  rule is not applied per keystroke (it would stop anyone typing 0.5), only when a value is final. */
export function sanitizePrice(raw: string): string {
  const kept = filterPriceChars(raw);
  const n = Number(kept);
  return kept === '' || !Number.isFinite(n) || n === 0 ? '' : kept;
}

/** 002 §5: confirming is possible once either end holds a value. */
export function canConfirm(min: string, max: string): boolean {
  return sanitizePrice(min) !== '' || sanitizePrice(max) !== '';
}

function canonical(value: string): string {
  const clean = sanitizePrice(value);
  return clean === '' ? '' : String(Number(clean)); // '012.50' -> '12.5'
}

/** The key of a range, ends swapped when given the wrong way round; null when both are empty. */
export function priceKey(min: string, max: string): string | null {
  let [lo, hi] = [canonical(min), canonical(max)];
  if (lo === '' && hi === '') return null;
  if (lo !== '' && hi !== '' && Number(lo) > Number(hi)) [lo, hi] = [hi, lo];
  return `${PREFIX}${lo}~${hi}`;
}

export interface PriceRange {
  min: string;
  max: string;
}

export function parsePriceKey(key: string): PriceRange | null {
  if (!key.startsWith(PREFIX)) return null;
  const [min, max, ...rest] = key.slice(PREFIX.length).split('~');
  if (min === undefined || max === undefined || rest.length > 0) return null;
  // Presets may be written by the page ('price:0~1000'), so any plain number is accepted here.
  return PLAIN_NUMBER.test(min) && PLAIN_NUMBER.test(max) && (min || max) ? { min, max } : null;
}

export const DEFAULT_PRICE_UNIT = '元';

export function priceLabel({ min, max }: PriceRange, unit = DEFAULT_PRICE_UNIT): string {
  if (min && max) return `${min}-${max}${unit}`;
  return min ? `${min}${unit}以上` : `${max}${unit}以下`;
}
