// Market analytics' figures as the pages show them (docs/analytics.md). Amounts in 元.

export interface MarketScope {
  /** The city of a sub-site, or null for the whole country (the main site). */
  cityCode: string | null;
  cityName: string | null;
}

/** A figure of the period and the same figure of the previous period. */
export interface Compared {
  now: number;
  before: number;
}

export interface PartyTotal {
  /** The purchaser's code or the supplier's id. */
  party: string;
  name: string;
  href: string;
  count: number;
  amount: number;
}

export interface MarketView {
  scope: MarketScope;
  /** The years with awards, newest first. */
  years: number[];
  year: number;
  /** The months of the year compared (12, or up to the current month of the current year). */
  months: number;
  monthly: { month: number; count: number; amount: number; countBefore: number; amountBefore: number }[];
  count: Compared;
  amount: Compared;
  localAmount: Compared;
  top5Share: Compared;
  hhi: Compared;
  topPurchasers: { byAmount: PartyTotal[]; byCount: PartyTotal[] };
  topSuppliers: { byAmount: PartyTotal[]; byCount: PartyTotal[] };
  bands: { band: string; count: number; amount: number }[];
  ways: { way: string; count: number; amount: number }[];
}
