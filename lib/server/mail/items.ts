import 'server-only';
import { and, eq } from 'drizzle-orm';
import { bidDetailHref } from '@/lib/bids/url';
import { formatAmount, formatCapital } from '@/lib/format/amount';
import { formatDateTime } from '@/lib/format/date';
import { bidBudgetText, priceText } from '@/lib/opportunities/card-text';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { bidHref, outsourcingHref } from '@/lib/opportunities/links';
import { PUSH_KIND } from '@/lib/opportunities/push-kinds';
import { CHANNEL_TITLES } from '@/lib/opportunities/summary';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, identities, opportunitySubscriptions, outsourcingDemands, savedSearches, solutions, suppliers, winningBids } from '@/lib/server/db/schema';
import { solutionHref } from '@/lib/solutions/display';
import { absoluteUrl } from './links';
import type { MailOpportunity } from './templates/opportunity-item';

// A delivery's opportunity as its mail shows it, read when the mail is sent (the record may have
// changed since the push; one taken down since is not mailed).

export interface DeliveryRef {
  kind: number;
  orderId: string;
  subscriptionId: number | null;
  savedSearchId: number | null;
  reasons: string[];
}

/** What the mail says it came from: the subscription's channel, or the saved search's name. */
async function sourceTitle(ref: DeliveryRef): Promise<string> {
  const db = await getDb();
  if (ref.savedSearchId !== null) {
    const [search] = await db.select({ name: savedSearches.name }).from(savedSearches).where(eq(savedSearches.id, ref.savedSearchId));
    return search ? `订阅搜索“${search.name}”` : '订阅搜索';
  }
  const [sub] = ref.subscriptionId === null ? [] : await db.select({ channel: opportunitySubscriptions.channel }).from(opportunitySubscriptions).where(eq(opportunitySubscriptions.id, ref.subscriptionId));
  return `${sub ? (CHANNEL_TITLES[sub.channel] ?? '商机') : '商机'}订阅`;
}

/** The opportunity of a delivery, or null when it is gone. */
export async function loadMailItem(ref: DeliveryRef): Promise<MailOpportunity | null> {
  const db = await getDb();
  const source = await sourceTitle(ref);
  if (ref.kind === PUSH_KIND.bid) {
    const [b] = await db.select().from(bidOpportunities).where(eq(bidOpportunities.code, ref.orderId));
    if (!b) return null;
    return {
      news: '新商机',
      title: b.projectName,
      party: { label: '采购单位', value: b.purchaserName },
      amount: bidBudgetText({ type: b.type, budgetAmount: b.budgetAmount === null ? null : Number(b.budgetAmount) }),
      detail: { label: '截止时间', value: b.bidDeadline ? formatDateTime(b.bidDeadline) : '详见公告' },
      source,
      reasons: ref.reasons,
      url: absoluteUrl(bidHref(b)),
    };
  }
  if (ref.kind === PUSH_KIND.award) {
    const [w] = await db.select().from(winningBids).where(eq(winningBids.bidCode, ref.orderId)).limit(1);
    if (!w) return null;
    return {
      news: '新中标',
      title: w.projectName,
      party: { label: '采购单位', value: w.purchaser },
      amount: formatAmount(w.amount),
      detail: { label: '中标单位', value: w.bidComp },
      source,
      reasons: ref.reasons,
      url: absoluteUrl(bidDetailHref(w.id)),
    };
  }
  if (ref.kind === PUSH_KIND.supplier) {
    const [sup] = await db.select().from(suppliers).where(eq(suppliers.compCode, ref.orderId)).limit(1);
    if (!sup) return null;
    return {
      news: '新供应商',
      title: sup.compName,
      party: { label: '所在城市', value: sup.cityName },
      // An imported supplier's capital is not in procurement data (0): 未公示, as its page says.
      amount: Number(sup.registerCapital) > 0 ? formatCapital(Number(sup.registerCapital)) : '未公示',
      amountLabel: '注册资本',
      detail: { label: '主营方向', value: sup.serviceTrade.join('、') || '未公示' },
      source,
      reasons: ref.reasons,
      url: absoluteUrl(supplierDetailHref(sup.id)),
    };
  }
  if (ref.kind === PUSH_KIND.scheme) {
    const [sol] = await db.select().from(solutions).where(eq(solutions.originIdSec, ref.orderId)).limit(1);
    if (!sol) return null;
    return {
      news: '新方案',
      title: sol.serviceName,
      party: { label: '服务商', value: sol.serviceProvider },
      amount: priceText(sol.servicePrice === null ? null : Number(sol.servicePrice)),
      detail: { label: '分类', value: `${sol.firstCategoryName} · ${sol.secondCategoryName}` },
      source,
      reasons: ref.reasons,
      url: absoluteUrl(solutionHref(sol)),
    };
  }
  const [d] = await db.select().from(outsourcingDemands).where(and(eq(outsourcingDemands.orderNo, ref.orderId), eq(outsourcingDemands.status, 'open')));
  if (!d) return null;
  const [company] = d.buId > 0 ? await db.select({ name: identities.buName }).from(identities).where(eq(identities.buId, d.buId)).limit(1) : [];
  return {
    news: '新商机',
    title: d.orderName,
    party: { label: '采购单位', value: company?.name ?? '个人需求方' },
    amount: priceText(d.price === null ? null : Number(d.price)),
    detail: { label: '截止时间', value: d.bidValidUntil ? formatDateTime(d.bidValidUntil) : '长期有效' },
    source,
    reasons: ref.reasons,
    url: absoluteUrl(outsourcingHref(d.orderNo)),
  };
}
