// The home page's lists as the texts and links each row shows, and nothing else: what the lists' client
// components (components/home/home-lists.tsx) receive, so the page's RSC payload carries each record's
// shown facts once instead of its whole markup (docs/decisions/0003-client-components-to-shrink-the-rsc-payload.md).
// Everything is formatted here, on the server, so the browser needs no formatting code for them.
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import type { HomeOverview } from '@/lib/home/types';
import { articleHref } from '@/lib/news/links';
import { bidBudgetText } from '@/lib/opportunities/card-text';
import { bidHref } from '@/lib/opportunities/links';
import { ORIGIN_TAG_LABELS, cutDescription, priceText, solutionHref } from '@/lib/solutions/display';
import { supplierDetailHref } from '@/lib/suppliers/url';

/** A winning bid or a tender: the project, its buyer, its amount and date. */
export interface HomeRow {
  key: string;
  href: string;
  title: string;
  /** 采购单位：… */
  buyer: string;
  amount: string;
  /** The date, or 已截止 for a tender past its deadline. */
  date: string;
  /** Tenders only: 意向 (a purchase intention) or 公告 (a notice). */
  kind?: '意向' | '公告';
}

export interface HomeCaseRow {
  key: string;
  href: string;
  title: string;
  industry: string;
  unit: string;
}

export interface HomeSolutionCard {
  key: string;
  href: string;
  category: string;
  /** 平台优选, for the platform's preferred solutions. */
  badge?: string;
  title: string;
  desc: string;
  provider: string;
  price: string;
}

export interface HomeSupplierCard {
  id: number;
  href: string;
  name: string;
  logo: string | null;
  /** 中型企业 */
  scale: string;
  caseCount: number;
  trades: string;
}

export interface HomeNewsRow {
  id: number;
  href: string;
  label: string;
  title: string;
  /** ISO time, for <time dateTime>. */
  time: string;
  timeText: string;
}

export interface HomeLists {
  bids: HomeRow[];
  tenders: HomeRow[];
  cases: HomeCaseRow[];
  solutions: HomeSolutionCard[];
  suppliers: HomeSupplierCard[];
  news: HomeNewsRow[];
}

const SOLUTION_DESC = 60;

export function homeLists(o: HomeOverview): HomeLists {
  return {
    bids: o.latestBids.map((b) => ({
      key: String(b.bidId),
      href: `/search-signdetail.html?id=${b.bidId}`,
      title: b.projectName,
      buyer: `采购单位：${b.purchaser}`,
      amount: formatAmount(b.amount),
      date: formatDate(b.publishTime),
    })),
    tenders: o.latestTenders.map((t) => ({
      key: t.code,
      href: bidHref(t),
      title: t.projectName,
      buyer: `采购单位：${t.purchaserName}`,
      amount: bidBudgetText(t),
      date: t.showEndStatus ? '已截止' : formatDate(t.publishTime),
      kind: t.type === 1 ? '意向' : '公告',
    })),
    cases: o.latestCases.map((c) => ({
      key: c.caseUuid,
      href: `/business-detail.html?id=${c.caseUuid}&source=${c.source}`,
      title: c.caseTitle,
      industry: c.parentIndName,
      unit: c.buName,
    })),
    solutions: o.solutions.map((s) => ({
      key: `${s.originSource}-${s.originIdSec}`,
      href: solutionHref(s),
      category: s.firstCategoryName,
      ...(s.originTag === 2 ? { badge: ORIGIN_TAG_LABELS[2] } : {}),
      title: s.serviceName,
      desc: cutDescription(s.serviceDesc, SOLUTION_DESC),
      provider: s.serviceProvider,
      price: priceText(s.servicePrice),
    })),
    suppliers: o.suppliers.map((s) => ({
      id: s.id,
      href: supplierDetailHref(s.id),
      name: s.compName,
      logo: s.logo,
      scale: `${s.compScale}企业`,
      caseCount: s.caseCount,
      trades: s.serviceTrade.join('、'),
    })),
    news: o.latestNews.map((a) => ({
      id: a.id,
      href: articleHref(a.id),
      label: a.relatedLabelName,
      title: a.title,
      time: a.publishTime,
      timeText: a.publishTimeStr,
    })),
  };
}

/** What the home page's client view receives: its figures formatted, the navigation and deals as they are, the lists as rows. */
export interface HomeData extends Pick<HomeOverview, 'categories' | 'deals'> {
  /** The city's bid, supplier and case counts, as shown (1,234). */
  counts: { bids: string; suppliers: string; cases: string };
  lists: HomeLists;
}

export function homeData(o: HomeOverview): HomeData {
  const shown = (n: number) => n.toLocaleString('zh-CN');
  return {
    counts: { bids: shown(o.bidCount), suppliers: shown(o.supplierCount), cases: shown(o.caseCount) },
    categories: o.categories,
    deals: o.deals,
    lists: homeLists(o),
  };
}
