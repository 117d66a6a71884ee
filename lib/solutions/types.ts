// The solutions catalogue (001 §3 Solution list item, Category, Source, Price range).

/** 1: the platform's own solution (solution-detail page); otherwise a supplier scheme (scheme-detail). */
export type OriginSource = number;
/** 1 平台方案 (platform solution), 2 平台优选 (platform preferred). */
export type OriginTag = 1 | 2;

/** A card of the list (001 §3): serviceName may hold <em> highlights, serviceDesc is already cut. */
export interface SolutionListItem {
  originIdSec: string;
  originSource: OriginSource;
  serviceName: string;
  firstCategoryName: string;
  originTag: OriginTag;
  serviceDesc: string;
  /** Yuan; null is negotiable (面议). */
  servicePrice: number | null;
  serviceProvider: string;
}

export interface SolutionList {
  list: SolutionListItem[];
  /** Exact up to COUNT_CAP (lib/search/counts.ts); above it PostgreSQL's estimate (at most TOTAL_CAP), said by `capped`. */
  total: number;
  capped: boolean;
}

export interface SolutionCategory {
  categoryCode: string;
  categoryName: string;
}

/** categoryList: `list` is the level asked for, `hotList` the part shown before it folds (001 §2). */
export interface CategoryList {
  hotList: SolutionCategory[];
  list: SolutionCategory[];
}

export interface SolutionSource {
  sourceName: string;
  sourceCode: OriginTag;
}

/** A preset price range in 万; null ends are open. */
export interface SolutionPriceRange {
  priceName: string;
  priceStart: number | null;
  priceEnd: number | null;
}

/** The detail pages: the card's fields in full plus what a buyer needs to decide. */
export interface SolutionDetail extends Omit<SolutionListItem, 'serviceDesc'> {
  serviceDesc: string;
  firstCategoryCode: string;
  secondCategoryCode: string;
  secondCategoryName: string;
  /** The provider's supplier page id; null when the provider has none (a scheme of a new company). */
  supplierId: number | null;
  cityName: string | null;
  /** ISO 8601. */
  publishTime: string;
  solveProblem: string | null;
  achieveResults: string | null;
  advantages: string | null;
  deliveryCycle: string | null;
  afterSaleService: string | null;
  technologies: string[];
  customerTypes: string[];
  /** A download link (/files/<key>) with its name, when the supplier uploaded a manual. */
  manual: { href: string; name: string } | null;
  demoLink: string | null;
  related: SolutionListItem[];
}
