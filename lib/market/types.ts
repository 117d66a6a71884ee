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

export interface PartyShare extends PartyTotal {
  /** Its share (0-1) of the profile's awarded value. */
  share: number;
}

export interface YearKind {
  year: number;
  kind: string;
  count: number;
  amount: number;
}

export interface OpenNotice {
  href: string;
  title: string;
  /** 采购意向 or 招标公告. */
  kindName: string;
  publishTime: string;
}

export interface PurchaserProfile {
  code: string;
  name: string;
  purchaserType: string;
  cityName: string;
  provinceName: string;
  creditCode: string | null;
  count: number;
  amount: number;
  median: number;
  average: number;
  largest: number;
  byYearKind: YearKind[];
  bands: { band: string; count: number }[];
  /** Its suppliers by awarded value, the largest first (at most 20). */
  suppliers: PartyShare[];
  supplierCount: number;
  /** Suppliers awarded more than once. */
  repeatSuppliers: number;
  notices: OpenNotice[];
}

/** A supplier's headline figures, side by side with others' in the competitor table and the comparison. */
export interface SupplierFigures {
  id: number;
  name: string;
  href: string;
  count: number;
  amount: number;
  average: number;
  largest: number;
  purchasers: number;
}

export interface Competitor extends SupplierFigures {
  /** Purchasers it shares with the supplier (in the same kinds of project). */
  sharedPurchasers: number;
}

/**
 * A case of the supplier's delivered for a purchasing unit it won awards from: the case's customer is
 * that unit by name (docs/analytics.md "Supplier").
 */
export interface LinkedCase {
  key: string;
  title: string;
  href: string;
  publishTime: string;
  purchaser: { name: string; href: string };
  /** The supplier's awards from that unit. */
  count: number;
  amount: number;
  /** The latest of them. */
  latest: { title: string; href: string; publishTime: string };
}

export interface SupplierAnalysis {
  figures: SupplierFigures;
  byYearKind: YearKind[];
  regions: { name: string; count: number; amount: number }[];
  sectors: { name: string; count: number; amount: number }[];
  purchasers: PartyShare[];
  competitors: Competitor[];
  cases: LinkedCase[];
}
