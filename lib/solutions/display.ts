// Display rules of a solution card (001 §3, §9) and its click target (001 §2).
import type { SolutionListItem } from './types';

export const DESCRIPTION_LIMIT = 80;

/** 001 §3, §9: the description cut at 80 characters plus an ellipsis. */
export function cutDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const chars = [...text];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : text;
}

const WAN = 10_000;

/** A price in 万 with at most two decimals (12.5万), or 面议 when there is none (001 §3). */
export function priceText(yuan: number | null): string {
  if (yuan === null || !Number.isFinite(yuan)) return '面议';
  return `${Number((yuan / WAN).toFixed(2))}万`;
}

/** 001 §2: platform solutions (originSource 1) open the solution detail, the rest the scheme detail. */
export function solutionHref(item: Pick<SolutionListItem, 'originIdSec' | 'originSource'>): string {
  const id = encodeURIComponent(item.originIdSec);
  return item.originSource === 1 ? `/solution-detail.html?id=${id}` : `/scheme-detail.html?originIdSec=${id}&originSource=${item.originSource}`;
}

export const ORIGIN_TAG_LABELS: Record<number, string> = { 1: '平台方案', 2: '平台优选' };

const SECRET = /^[0-9a-f]{32}$/;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** The record a detail address names (001 §2 card targets): ?id= for source 1, else ?originIdSec=&originSource=. */
export function detailParamsOf(
  page: 'solution' | 'scheme',
  params: Record<string, string | string[] | undefined>,
): { originIdSec: string; originSource: number } | null {
  if (page === 'solution') return SECRET.test(first(params.id)) ? { originIdSec: first(params.id), originSource: 1 } : null;
  const source = Number(first(params.originSource));
  const id = first(params.originIdSec);
  return SECRET.test(id) && Number.isInteger(source) && source >= 2 && source <= 9 ? { originIdSec: id, originSource: source } : null;
}
