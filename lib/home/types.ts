// What the home page shows for one city.
import type { Article } from '@/lib/news/types';
import type { BidCard } from '@/lib/opportunities/types';
import type { SolutionListItem } from '@/lib/solutions/types';
import type { NavCategory } from '@/lib/products/types';
import type { DealItem } from '@/lib/tendering/types';

export interface HomeBid {
  bidId: number;
  projectName: string;
  purchaser: string;
  amount: number;
  publishTime: Date;
}

export interface HomeCase {
  caseUuid: string;
  source: number;
  caseTitle: string;
  parentIndName: string;
  buName: string;
}

export interface HomeSupplier {
  id: number;
  compName: string;
  logo: string | null;
  caseCount: number;
  serviceTrade: string[];
  compScale: string;
}

export interface HomeOverview {
  bidCount: number;
  supplierCount: number;
  caseCount: number;
  latestBids: HomeBid[];
  /** The city's newest tender opportunities (intentions and notices). */
  latestTenders: BidCard[];
  /** The city's cases first, then others'. */
  latestCases: HomeCase[];
  /** 平台优选 solutions first. */
  solutions: SolutionListItem[];
  /** The city's suppliers with the most delivered cases. */
  suppliers: HomeSupplier[];
  /** The main category navigation (002 §2). */
  categories: NavCategory[];
  /** The city's recent deals, tagged 已中标. */
  deals: DealItem[];
  /** 行业观点 headlines (the articles of 002 §2 Industry view). */
  latestNews: Article[];
}
