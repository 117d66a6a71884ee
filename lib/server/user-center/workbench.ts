import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { demandFollows, expertConsultations, identities, opportunitySubscriptions, outsourcingDemands, supplierSchemes, userMessages, users } from '@/lib/server/db/schema';
import { DEMAND_STATUSES } from '@/lib/opportunities/types';
import { SCHEME_STATUSES } from '@/lib/schemes/types';
import type { UcViewer, WorkbenchData } from '@/lib/user-center/types';

// /workbench.html (docs/features.md, User centre): the identity's working view. An enterprise identity's figures are the
// enterprise's (shared by its members); an expert's are the consultations sent to them.

async function enterpriseOf(v: UcViewer): Promise<WorkbenchData['enterprise']> {
  if (v.buId <= 0) return null;
  const db = await getDb();
  const [identity] = await db.select({ buName: identities.buName, buType: identities.buType }).from(identities).where(and(eq(identities.userId, v.userId), eq(identities.buId, v.buId)));
  if (!identity) return null;
  const [schemeRows, demandRows, [follows], [subs], pushes] = await Promise.all([
    db.select({ status: supplierSchemes.status, n: count() }).from(supplierSchemes).where(eq(supplierSchemes.buId, v.buId)).groupBy(supplierSchemes.status),
    db.select({ status: outsourcingDemands.status, n: count() }).from(outsourcingDemands).where(eq(outsourcingDemands.buId, v.buId)).groupBy(outsourcingDemands.status),
    db.select({ n: count() }).from(demandFollows).where(eq(demandFollows.buId, v.buId)),
    db.select({ n: count() }).from(opportunitySubscriptions).where(and(eq(opportunitySubscriptions.buId, v.buId), eq(opportunitySubscriptions.channelInUse, 1))),
    db
      .select({ id: userMessages.id, title: userMessages.title, link: userMessages.link, readAt: userMessages.readAt, createdAt: userMessages.createdAt })
      .from(userMessages)
      .where(and(eq(userMessages.userId, v.userId), eq(userMessages.kind, 'bid_push')))
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(5),
  ]);
  const by = <K extends string>(rows: { status: string; n: number }[], keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, Number(rows.find((r) => r.status === k)?.n ?? 0)])) as Record<K, number>;
  return {
    buName: identity.buName,
    team: identity.buType !== 1,
    owner: v.owner,
    schemes: by(schemeRows, SCHEME_STATUSES),
    demands: by(demandRows, DEMAND_STATUSES),
    follows: Number(follows?.n ?? 0),
    subscriptionsInUse: Number(subs?.n ?? 0),
    pushes: pushes.map((p) => ({ id: p.id, title: p.title, link: p.link, read: p.readAt !== null, createdAt: p.createdAt.toISOString() })),
  };
}

async function expertOf(v: UcViewer): Promise<WorkbenchData['expert']> {
  const db = await getDb();
  const mine = eq(expertConsultations.expertUserId, v.userId);
  const [[waiting], [total], recent] = await Promise.all([
    db.select({ n: count() }).from(expertConsultations).where(and(mine, eq(expertConsultations.status, 'new'))),
    db.select({ n: count() }).from(expertConsultations).where(mine),
    db
      .select({ id: expertConsultations.id, askerName: users.userName, description: expertConsultations.description, status: expertConsultations.status, createdAt: expertConsultations.createdAt })
      .from(expertConsultations)
      .leftJoin(users, eq(users.id, expertConsultations.askerUserId))
      .where(mine)
      .orderBy(desc(expertConsultations.createdAt), desc(expertConsultations.id))
      .limit(5),
  ]);
  return {
    waiting: Number(waiting?.n ?? 0),
    total: Number(total?.n ?? 0),
    recent: recent.map((r) => ({ ...r, askerName: r.askerName ?? '用户', createdAt: r.createdAt.toISOString() })),
  };
}

/** The workbench of the viewer: the enterprise part for an enterprise identity, the expert part for an expert. */
export async function workbenchData(v: UcViewer, expert: boolean): Promise<WorkbenchData> {
  const [enterprise, asExpert] = await Promise.all([enterpriseOf(v), expert ? expertOf(v) : null]);
  return { enterprise, expert: asExpert };
}
