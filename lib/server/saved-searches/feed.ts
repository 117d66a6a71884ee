import 'server-only';
import { Feed } from 'feed';
import { and, desc, eq, sql } from 'drizzle-orm';
import { formatAmount } from '@/lib/format/amount';
import { formatDateTime } from '@/lib/format/date';
import { budgetYuan } from '@/lib/opportunities/links';
import { PUSH_KIND } from '@/lib/opportunities/push-kinds';
import { FEED_ITEMS_MAX, type FeedSource } from '@/lib/saved-searches/types';
import { CHANNEL_TITLES } from '@/lib/opportunities/summary';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, feedTokens, opportunityPushes, opportunitySubscriptions, outsourcingDemands, savedSearches, solutions, suppliers, userMessages, winningBids } from '@/lib/server/db/schema';
import { feedLinksOf, hashOf } from './tokens';

// A private feed (docs/features.md, Saved searches and feeds): the newest FEED_ITEMS_MAX pushes that its
// saved search or subscription produced, as RSS 2.0 or Atom 1.0 (the `feed` package), found by its token.

export type FeedFormat = 'rss' | 'atom';

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

interface Owner {
  source: FeedSource;
  sourceId: number;
  title: string;
}

/** The source a token opens, or null (unknown, revoked, or its source deleted). */
async function ownerOf(token: string): Promise<Owner | null> {
  const db = await getDb();
  const [t] = await db.select().from(feedTokens).where(eq(feedTokens.tokenHash, hashOf(token)));
  if (!t) return null;
  if (t.source === 'search') {
    const [s] = await db.select({ name: savedSearches.name }).from(savedSearches).where(and(eq(savedSearches.id, t.sourceId), eq(savedSearches.userId, t.userId)));
    return s ? { source: t.source, sourceId: t.sourceId, title: `订阅搜索：${s.name}` } : null;
  }
  const [s] = await db
    .select({ channel: opportunitySubscriptions.channel })
    .from(opportunitySubscriptions)
    .where(and(eq(opportunitySubscriptions.id, t.sourceId), eq(opportunitySubscriptions.userId, t.userId)));
  return s ? { source: t.source, sourceId: t.sourceId, title: `${CHANNEL_TITLES[s.channel] ?? '商机'}订阅` } : null;
}

const line = (label: string, value: string | null) => (value ? `${label}：${value}` : null);

/** The feed's text for `token`, or null when no feed answers to it. */
export async function renderFeed(token: string, format: FeedFormat, origin: string): Promise<string | null> {
  const owner = await ownerOf(token);
  if (!owner) return null;
  const db = await getDb();
  const p = opportunityPushes;
  const rows = await db
    .select({
      title: userMessages.title,
      reason: userMessages.body,
      link: userMessages.link,
      at: p.createdAt,
      orderId: p.orderId,
      bidType: bidOpportunities.type,
      buyer: bidOpportunities.purchaserName,
      bidAmount: bidOpportunities.budgetAmount,
      bidDeadline: bidOpportunities.bidDeadline,
      demandPrice: outsourcingDemands.price,
      demandDeadline: outsourcingDemands.bidValidUntil,
      awardBuyer: winningBids.purchaser,
      awardAmount: winningBids.amount,
      winner: winningBids.bidComp,
      provider: solutions.serviceProvider,
      schemePrice: solutions.servicePrice,
      supplierCity: suppliers.cityName,
      supplierTrade: suppliers.serviceTrade,
    })
    .from(p)
    .innerJoin(userMessages, eq(userMessages.id, p.messageId))
    .leftJoin(bidOpportunities, and(eq(p.kind, PUSH_KIND.bid), eq(bidOpportunities.code, p.orderId)))
    .leftJoin(outsourcingDemands, and(eq(p.kind, PUSH_KIND.outsourcing), eq(outsourcingDemands.orderNo, p.orderId)))
    .leftJoin(winningBids, and(eq(p.kind, PUSH_KIND.award), eq(winningBids.bidCode, p.orderId)))
    .leftJoin(solutions, and(eq(p.kind, PUSH_KIND.scheme), eq(solutions.originIdSec, p.orderId)))
    .leftJoin(suppliers, and(eq(p.kind, PUSH_KIND.supplier), eq(suppliers.compCode, p.orderId)))
    .where(owner.source === 'search' ? eq(p.savedSearchId, owner.sourceId) : eq(p.subscriptionId, owner.sourceId))
    .orderBy(desc(p.createdAt), sql`${p.orderId} desc`)
    .limit(FEED_ITEMS_MAX);
  const links = feedLinksOf(origin, token);
  const feed = new Feed({
    id: links.atom,
    title: `云采汇 · ${owner.title}`,
    description: '云采汇为您推送的新商机、中标信息、供应商与方案（私人订阅源，请勿分享地址）',
    link: `${origin}/user-center.html?tab=searches`,
    language: 'zh-CN',
    updated: rows[0]?.at ?? new Date(0),
    generator: '云采汇',
    feedLinks: links,
    copyright: '云采汇',
  });
  for (const r of rows) {
    const yuan = r.bidType !== null ? budgetYuan({ type: r.bidType, budgetAmount: r.bidAmount === null ? null : Number(r.bidAmount) }) : r.demandPrice === null ? null : Number(r.demandPrice);
    const deadline = r.bidDeadline ?? r.demandDeadline;
    const facts =
      r.winner !== null
        ? [line('采购单位', r.awardBuyer), line('中标单位', r.winner), line('中标金额', formatAmount(Number(r.awardAmount)))]
        : r.provider !== null
          ? [line('服务商', r.provider), line('价格', r.schemePrice === null ? '面议' : formatAmount(Number(r.schemePrice)))]
          : r.supplierCity !== null
            ? [line('所在城市', r.supplierCity), line('主营方向', r.supplierTrade?.join('、') || null)]
            : [line('采购单位', r.buyer), line('预算', yuan === null ? '面议' : formatAmount(yuan)), line('截止时间', deadline ? formatDateTime(deadline) : null)];
    const description = [...facts, line('推送原因', r.reason)]
      .filter(Boolean)
      .join('\n');
    const link = r.link ? new URL(r.link, origin).toString() : origin;
    feed.addItem({ title: r.title.replace(/^新(商机|中标|方案|供应商)：/, ''), id: link, link, date: r.at, description });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
