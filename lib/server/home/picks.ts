import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { HOME_BLOCK_SIZE, type HomePickKind, type HomePickRecord } from '@/lib/home/picks';
import { solutionHref } from '@/lib/solutions/display';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { getDb } from '@/lib/server/db/client';
import { cases, homePicks, solutions, suppliers } from '@/lib/server/db/schema';
import { audit, type Actor } from '@/lib/server/operators';

// The items an editor pins on a city's home page (docs/features.md, Operator console: home
// recommendations): per city and block, in the editor's order. The home page reads them on every render
// (./service.ts), so a change shows on the next one (for visitors once the page cache's copy lapses).
// Each change and its audit entry share a transaction.

interface Named {
  ref: string;
  title: string;
  href: string;
}

/** The names and addresses of the items `refs` of one kind (those that still exist). */
async function namesOf(kind: HomePickKind, refs: string[]): Promise<Map<string, Named>> {
  if (refs.length === 0) return new Map();
  const db = await getDb();
  let rows: Named[];
  if (kind === 'supplier') {
    const ids = refs.map(Number).filter(Number.isSafeInteger);
    const found = await db.select({ id: suppliers.id, title: suppliers.compName }).from(suppliers).where(inArray(suppliers.id, ids));
    rows = found.map((r) => ({ ref: String(r.id), title: r.title, href: supplierDetailHref(r.id) }));
  } else if (kind === 'case') {
    const found = await db.select({ ref: cases.uuidSecret, source: cases.source, title: cases.caseTitle }).from(cases).where(inArray(cases.uuidSecret, refs));
    rows = found.map((r) => ({ ref: r.ref, title: r.title, href: `/business-detail.html?id=${r.ref}&source=${r.source}` }));
  } else {
    const found = await db
      .select({ ref: solutions.originIdSec, originSource: solutions.originSource, title: solutions.serviceName })
      .from(solutions)
      .where(inArray(solutions.originIdSec, refs));
    rows = found.map((r) => ({ ref: r.ref, title: r.title, href: solutionHref({ originIdSec: r.ref, originSource: r.originSource }) }));
  }
  return new Map(rows.map((r) => [r.ref, r]));
}

const record = { id: homePicks.id, kind: homePicks.kind, itemRef: homePicks.itemRef, sort: homePicks.sort };

/** A city's pinned item refs per block, in order (the home page's read). */
export async function pinnedRefs(cityCode: string): Promise<Record<HomePickKind, string[]>> {
  const db = await getDb();
  const rows = await db.select(record).from(homePicks).where(eq(homePicks.cityCode, cityCode)).orderBy(asc(homePicks.sort), asc(homePicks.id));
  const of = (kind: HomePickKind) => rows.filter((r) => r.kind === kind).map((r) => r.itemRef);
  return { solution: of('solution'), supplier: of('supplier'), case: of('case') };
}

/** A city's pins of every block, in order, each with its item's name (null for an item gone since). */
export async function listCityPicks(cityCode: string): Promise<HomePickRecord[]> {
  const db = await getDb();
  const rows = await db.select(record).from(homePicks).where(eq(homePicks.cityCode, cityCode)).orderBy(asc(homePicks.sort), asc(homePicks.id));
  const kinds = [...new Set(rows.map((r) => r.kind))];
  const names = new Map(await Promise.all(kinds.map(async (kind) => [kind, await namesOf(kind, rows.filter((r) => r.kind === kind).map((r) => r.itemRef))] as const)));
  return rows.map(({ id, kind, itemRef }) => {
    const named = names.get(kind)?.get(itemRef);
    return { id, kind, itemRef, title: named?.title ?? null, href: named?.href ?? null };
  });
}

export type PinResult = { id: number } | 'missing' | 'full' | 'pinned';

/** Pins an item at the end of a city's block: 'missing' for no such item, 'pinned' when it already is, 'full' past the block's places. */
export async function pinHomeItem(actor: Actor, cityCode: string, kind: HomePickKind, itemRef: string): Promise<PinResult> {
  const named = (await namesOf(kind, [itemRef])).get(itemRef);
  if (!named) return 'missing';
  const db = await getDb();
  return db.transaction(async (tx): Promise<PinResult> => {
    // The block's rows locked, so two pins at once each take their own place at the end.
    const rows = await tx.select(record).from(homePicks).where(and(eq(homePicks.cityCode, cityCode), eq(homePicks.kind, kind))).for('update');
    if (rows.some((r) => r.itemRef === itemRef)) return 'pinned';
    if (rows.length >= HOME_BLOCK_SIZE[kind]) return 'full';
    const sort = rows.reduce((max, r) => Math.max(max, r.sort + 1), 0);
    const [after] = await tx.insert(homePicks).values({ cityCode, kind, itemRef, sort }).onConflictDoNothing().returning(record);
    if (!after) return 'pinned';
    await audit(tx, actor, { action: 'homePick.pin', recordType: 'homePick', recordId: after.id, after: { cityCode, kind, itemRef, title: named.title, sort } });
    return { id: after.id };
  });
}

/** Puts a city's pins of one block in the order of `ids`, which must name each of them once; false otherwise. */
export async function orderHomePicks(actor: Actor, cityCode: string, kind: HomePickKind, ids: number[]): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const block = and(eq(homePicks.cityCode, cityCode), eq(homePicks.kind, kind));
    const rows = await tx.select({ id: homePicks.id }).from(homePicks).where(block).orderBy(asc(homePicks.sort), asc(homePicks.id)).for('update');
    const current = rows.map((r) => r.id);
    if (new Set(ids).size !== ids.length || ids.length !== current.length || !ids.every((id) => current.includes(id))) return false;
    await tx
      .update(homePicks)
      .set({ sort: sql`case ${homePicks.id} ${sql.join(ids.map((id, i) => sql`when ${id}::int then ${i}::int`), sql` `)} end` })
      .where(block);
    await audit(tx, actor, { action: 'homePick.order', recordType: 'site', recordId: cityCode, before: { kind, ids: current }, after: { kind, ids } });
    return true;
  });
}

/** Takes a pin off (the block's automatic choice fills its place); false when there is none. */
export async function unpinHomeItem(actor: Actor, id: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(homePicks).where(eq(homePicks.id, id)).returning({ cityCode: homePicks.cityCode, ...record });
    if (!before) return false;
    await audit(tx, actor, { action: 'homePick.unpin', recordType: 'homePick', recordId: id, before: { ...before } });
    return true;
  });
}
