// The case library's fixed choices (000 §2, §9): its two tabs with their page sizes and grids, the
// publish-time ranges and the enterprise development-cycle ranges.
import type { CaseSource } from './types';

export type CaseTab = 'gov' | 'ent';

export interface CaseTabDef {
  key: CaseTab;
  label: string;
  source: CaseSource;
  pageSize: number;
}

/** Government tab first: it is the default one. 3 per row × 3 rows, and 2 per row × 4 rows. */
export const CASE_TABS: readonly CaseTabDef[] = [
  { key: 'gov', label: '政务数字化案例', source: 1, pageSize: 9 },
  { key: 'ent', label: '企业数字化案例', source: 0, pageSize: 8 },
];

export const DEFAULT_TAB: CaseTab = 'gov';

export function tabDef(tab: CaseTab): CaseTabDef {
  return CASE_TABS.find((t) => t.key === tab) ?? CASE_TABS[0]!;
}

export function pageSizeOf(source: CaseSource): number {
  return (CASE_TABS.find((t) => t.source === source) ?? CASE_TABS[0]!).pageSize;
}

/** Publish-time ranges in months before today (000 §9); a custom range is the filter panel's 'range:a~b'. */
export const TIME_RANGES = [
  { key: '1', label: '近1个月', months: 1 },
  { key: '3', label: '近3个月', months: 3 },
  { key: '6', label: '近6个月', months: 6 },
  { key: '12', label: '近1年', months: 12 },
] as const;

/**
 * Development-cycle ranges in months (000 §9). The labels share their ends, so each range holds its
 * upper end: 3 months is in 0-3, 12 in 6-12, and "12 and over" starts after 12.
 */
export const CYCLE_RANGES = [
  { key: '0-3', label: '0-3个月', above: null, upTo: 3 },
  { key: '3-6', label: '3-6个月', above: 3, upTo: 6 },
  { key: '6-12', label: '6-12个月', above: 6, upTo: 12 },
  { key: '12-', label: '12个月以上', above: 12, upTo: null },
] as const;

export type CycleKey = (typeof CYCLE_RANGES)[number]['key'];
export const CYCLE_KEYS = CYCLE_RANGES.map((c) => c.key) as [CycleKey, ...CycleKey[]];

export function cycleRange(key: CycleKey) {
  return CYCLE_RANGES.find((c) => c.key === key)!;
}

/**
 * Enterprise sort (000 §4 "order 1 or 0, or none"): by publish time, 1 newest first, 0 oldest first;
 * none is the recommended order (editorial sort_order, then newest).
 */
export type CaseOrder = 0 | 1;
