import 'server-only';
import { bidImportFileSchema } from '@/lib/opportunities/import-schema';
import { findCity } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities } from '@/lib/server/db/schema';
import type { OpportunityRef } from './push';

/** What an import did: the new opportunities (to push) and the codes already known (left as they were). */
export interface ImportResult {
  added: OpportunityRef[];
  skipped: string[];
}

/**
 * Imports government tender opportunities (the operator's feed, `npm run opportunities:import`):
 * every record validated first (one bad record refuses the file, nothing written), then inserted in
 * one transaction; a code that exists is skipped, so running a feed twice adds nothing twice.
 */
export async function importBidOpportunities(input: unknown): Promise<ImportResult> {
  const records = bidImportFileSchema.parse(input);
  for (const r of records) if (!(await findCity(r.cityCode))) throw new Error(`城市编码不存在：${r.cityCode}（${r.code}）`);
  const db = await getDb();
  const inserted = await db.transaction(async (tx) =>
    tx
      .insert(bidOpportunities)
      .values(records.map((r) => ({ ...r, budgetAmount: r.budgetAmount === null ? null : String(r.budgetAmount) })))
      .onConflictDoNothing({ target: bidOpportunities.code })
      .returning({ code: bidOpportunities.code }),
  );
  const added = new Set(inserted.map((r) => r.code));
  return { added: [...added].map((orderId) => ({ kind: 'bid', orderId })), skipped: records.map((r) => r.code).filter((c) => !added.has(c)) };
}
