import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListPage } from '@/lib/api/list';
import { bidHref, outsourcingHref } from '@/lib/opportunities/links';
import type { TicketView } from '@/lib/consult/types';
import type { PublishedDemandView } from '@/lib/publish/types';
import { unreadTotal } from '@/lib/session/unread';
import { unreadCounts } from '@/lib/server/accounts';
import { listConversations } from '@/lib/server/chat';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, consultTickets, demandFollows, expertConsultations, expertProfiles, opportunitySubscriptions, outsourcingDemands, supplierSchemes } from '@/lib/server/db/schema';
import { paged } from '@/lib/server/db/paging';
import { UC_PAGE_SIZE, type MyChat, type MyExpertConsultation, type MyFollow, type MyScheme, type UcCounts, type UcViewer } from '@/lib/user-center/types';

// The user centre's lists (docs/features.md, User centre). Records of an enterprise identity are shared by its members (any
// member sees them, the owner may change them); personal records are the user's own. Tickets, expert
// consultations and chats belong to the person, whatever identity is in use.

/** The rows a viewer sees of a table keyed by user and identity. */
function scopeOf(v: UcViewer, userId: AnyPgColumn, buId: AnyPgColumn): SQL {
  return v.buId > 0 ? eq(buId, v.buId) : and(eq(userId, v.userId), eq(buId, 0))!;
}

const pageOf = (page: number) => ({ page, pageSize: UC_PAGE_SIZE });
const iso = (d: Date) => d.toISOString();

/** 我的方案: schemes submitted as the identity in use, newest first. */
export async function mySchemes(v: UcViewer, page: number): Promise<ListPage<MyScheme>> {
  const db = await getDb();
  const where = scopeOf(v, supplierSchemes.userId, supplierSchemes.buId);
  return paged(supplierSchemes, where, pageOf(page), async (limit, offset) => {
    const rows = await db
      .select({ id: supplierSchemes.id, userId: supplierSchemes.userId, caseName: supplierSchemes.caseName, compName: supplierSchemes.compName, status: supplierSchemes.status, reviewNote: supplierSchemes.reviewNote, createdAt: supplierSchemes.createdAt })
      .from(supplierSchemes)
      .where(where)
      .orderBy(desc(supplierSchemes.createdAt), desc(supplierSchemes.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      caseName: r.caseName,
      compName: r.compName,
      status: r.status,
      reviewNote: r.reviewNote,
      submittedAt: iso(r.createdAt),
      canResubmit: r.status === 'rejected' && (r.userId === v.userId || v.owner),
    }));
  });
}

/** 我的关注: the identity's follows, newest first, with the opportunity's title and page. */
export async function myFollows(v: UcViewer, page: number): Promise<ListPage<MyFollow>> {
  const db = await getDb();
  const where = scopeOf(v, demandFollows.userId, demandFollows.buId);
  return paged(demandFollows, where, pageOf(page), async (limit, offset) => {
    const rows = await db
      .select({
        kind: demandFollows.kind,
        orderId: demandFollows.orderId,
        createdAt: demandFollows.createdAt,
        bidName: bidOpportunities.projectName,
        bidType: bidOpportunities.type,
        bidSource: bidOpportunities.bidSource,
        demandName: outsourcingDemands.orderName,
      })
      .from(demandFollows)
      .leftJoin(bidOpportunities, and(eq(demandFollows.kind, 1), eq(bidOpportunities.code, demandFollows.orderId)))
      .leftJoin(outsourcingDemands, and(eq(demandFollows.kind, 2), eq(outsourcingDemands.orderNo, demandFollows.orderId)))
      .where(where)
      .orderBy(desc(demandFollows.createdAt), desc(demandFollows.orderId))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => {
      const bid = r.kind === 1;
      const title = (bid ? r.bidName : r.demandName) ?? `${r.orderId}（已下架）`;
      const href = bid ? (r.bidName !== null ? bidHref({ type: r.bidType!, bidSource: r.bidSource!, code: r.orderId }) : null) : r.demandName !== null ? outsourcingHref(r.orderId) : null;
      return { kind: r.kind, orderId: r.orderId, title, href, kindLabel: bid ? '政府采购' : '外包需求', followedAt: iso(r.createdAt) };
    });
  });
}

/** 我的需求: requirements published as the identity in use, with their status. */
export async function myDemands(v: UcViewer, page: number): Promise<ListPage<PublishedDemandView>> {
  const db = await getDb();
  const where = scopeOf(v, outsourcingDemands.userId, outsourcingDemands.buId);
  return paged(outsourcingDemands, where, pageOf(page), async (limit, offset) => {
    return db
      .select({ orderNo: outsourcingDemands.orderNo, orderName: outsourcingDemands.orderName, memo: outsourcingDemands.memo, status: outsourcingDemands.status, createdAt: outsourcingDemands.createdAt })
      .from(outsourcingDemands)
      .where(where)
      .orderBy(desc(outsourcingDemands.createdAt), desc(outsourcingDemands.id))
      .limit(limit)
      .offset(offset);
  });
}

/** 我的咨询: the user's consult tickets (software consulting), newest first. */
export async function myTickets(v: UcViewer, page: number): Promise<ListPage<TicketView>> {
  const db = await getDb();
  const where = eq(consultTickets.userId, v.userId);
  return paged(consultTickets, where, pageOf(page), async (limit, offset) => {
    return db
      .select({ ticketNo: consultTickets.ticketNo, subject: consultTickets.subject, status: consultTickets.status, createdAt: consultTickets.createdAt })
      .from(consultTickets)
      .where(where)
      .orderBy(desc(consultTickets.createdAt), desc(consultTickets.id))
      .limit(limit)
      .offset(offset);
  });
}

/** 我的咨询: the user's questions to experts, newest first, with the expert's name. */
export async function myExpertConsultations(v: UcViewer, page: number): Promise<ListPage<MyExpertConsultation>> {
  const db = await getDb();
  const where = eq(expertConsultations.askerUserId, v.userId);
  return paged(expertConsultations, where, pageOf(page), async (limit, offset) => {
    const rows = await db
      .select({ id: expertConsultations.id, expertName: expertProfiles.expertName, description: expertConsultations.description, status: expertConsultations.status, createdAt: expertConsultations.createdAt })
      .from(expertConsultations)
      .leftJoin(expertProfiles, eq(expertProfiles.userId, expertConsultations.expertUserId))
      .where(where)
      .orderBy(desc(expertConsultations.createdAt), desc(expertConsultations.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...r, expertName: r.expertName ?? '专家', createdAt: iso(r.createdAt) }));
  });
}

/** 我的会话: the user's conversations (the chat page's own list, which keeps at most 200), a page of them. */
export async function myChats(v: UcViewer, page: number): Promise<ListPage<MyChat>> {
  const all = await listConversations(v.userId);
  const list = all.slice((page - 1) * UC_PAGE_SIZE, page * UC_PAGE_SIZE).map((c) => ({ id: c.id, peerName: c.peerName, lastPreview: c.lastPreview, lastMessageAt: c.lastMessageAt, unread: c.unread }));
  return { list, total: all.length };
}

/** The overview's counts, side by side. */
export async function myCounts(v: UcViewer): Promise<UcCounts> {
  const db = await getDb();
  const n = async (table: Parameters<typeof paged>[0], where: SQL | undefined) => Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
  const [schemes, follows, demands, tickets, experts, chats, subscriptions, unread] = await Promise.all([
    n(supplierSchemes, scopeOf(v, supplierSchemes.userId, supplierSchemes.buId)),
    n(demandFollows, scopeOf(v, demandFollows.userId, demandFollows.buId)),
    n(outsourcingDemands, scopeOf(v, outsourcingDemands.userId, outsourcingDemands.buId)),
    n(consultTickets, eq(consultTickets.userId, v.userId)),
    n(expertConsultations, eq(expertConsultations.askerUserId, v.userId)),
    listConversations(v.userId).then((c) => c.length),
    n(opportunitySubscriptions, and(eq(opportunitySubscriptions.userId, v.userId), eq(opportunitySubscriptions.buId, v.buId))),
    unreadCounts(v.userId).then(unreadTotal),
  ]);
  return { schemes, follows, demands, consults: tickets + experts, chats, subscriptions, unread };
}
