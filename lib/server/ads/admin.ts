import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SaveAdCreativeInput } from '@/lib/ads/admin-schemas';
import type { AdRow } from '@/lib/ads/rules';
import { fromChinaLocal } from '@/lib/format/date';
import { getDb } from '@/lib/server/db/client';
import { adItems } from '@/lib/server/db/schema';
import { claimFiles } from '@/lib/server/files/claims';
import { fileUrlOf } from '@/lib/server/files/uploads';
import { forgetKept } from '@/lib/server/memo';
import { audit, type Actor } from '@/lib/server/operators';
import { AD_ROW_COLUMNS, ADS_KEPT } from './service';

// The console's side of ads (docs/features.md, Operator console: ads): an editor lists a slot's
// creatives, adds or changes one (its uploaded picture taken by the creative in the same transaction,
// so it is kept and served), and deletes one; every change and its audit entry share a transaction.
// The change shows at once on this process and within the ads' minute on the others.

/** A creative as the console lists it. */
export type AdCreative = AdRow;

/** A slot's creatives in the order a city without items of its own would see them. */
export async function listSlotCreatives(slotCode: string): Promise<AdCreative[]> {
  const db = await getDb();
  return db.select(AD_ROW_COLUMNS).from(adItems).where(eq(adItems.slotCode, slotCode)).orderBy(asc(adItems.sort), asc(adItems.id));
}

export type SaveCreativeResult = { id: number } | 'missing' | 'no-image';

/** Adds a creative (a picture is needed) or changes one; the picture must be the operator's own fresh upload. */
export async function saveCreative(actor: Actor & { operatorId: number }, input: SaveAdCreativeInput): Promise<SaveCreativeResult> {
  const db = await getDb();
  const values = {
    slotCode: input.slotCode,
    title: input.title,
    href: input.href,
    startsAt: input.startsAt ? fromChinaLocal(input.startsAt) : null,
    endsAt: input.endsAt ? fromChinaLocal(input.endsAt) : null,
    cityCodes: input.allCities ? null : [...new Set(input.cityCodes)].sort(),
    enabled: input.enabled,
    sort: input.sort,
    ...(input.image ? { srcImg: fileUrlOf(input.image.fileKey) } : {}),
  };
  const result = await db.transaction(async (tx): Promise<SaveCreativeResult> => {
    let before: AdCreative | undefined;
    if (input.id !== undefined) {
      [before] = await tx.select(AD_ROW_COLUMNS).from(adItems).where(eq(adItems.id, input.id)).for('update');
      if (!before) return 'missing';
    } else if (!input.image) return 'no-image';
    const [after] = before
      ? await tx.update(adItems).set(values).where(eq(adItems.id, before.id)).returning(AD_ROW_COLUMNS)
      : await tx.insert(adItems).values({ srcImg: '', ...values }).returning(AD_ROW_COLUMNS);
    const id = after!.id;
    if (input.image) {
      await claimFiles(tx, { ownerUserId: actor.operatorId, files: [{ fileId: input.image.fileId, fileName: input.image.fileKey, kind: 'image' }], refTable: 'ad_item', refId: String(id) });
    }
    await audit(tx, actor, { action: before ? 'ad.update' : 'ad.create', recordType: 'ad', recordId: id, before: before ? { ...before } : null, after: { ...after } });
    return { id };
  });
  forgetKept(ADS_KEPT);
  return result;
}

/** Deletes a creative; false when there is none with that id. */
export async function deleteCreative(actor: Actor, id: number): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx.delete(adItems).where(eq(adItems.id, id)).returning(AD_ROW_COLUMNS);
    if (!before) return false;
    await audit(tx, actor, { action: 'ad.delete', recordType: 'ad', recordId: id, before: { ...before } });
    return true;
  });
  forgetKept(ADS_KEPT);
  return deleted;
}
