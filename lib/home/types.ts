// What the home page shows for one city.
import type { Article } from '@/lib/news/types';

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

export interface HomeOverview {
  bidCount: number;
  supplierCount: number;
  caseCount: number;
  latestBids: HomeBid[];
  latestCases: HomeCase[];
  /** 行业观点 headlines (issue 21's articles). */
  latestNews: Article[];
}
