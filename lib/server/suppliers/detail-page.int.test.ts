import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { suppliers } from '@/lib/server/db/schema';
import { PAGED_SECTIONS } from '@/lib/suppliers/sections';
import { getSupplierPageLists } from './detail-page';

describe('getSupplierPageLists', () => {
  it('loads every section at its own page and size, clamping pages past the end', async () => {
    const db = await getDb();
    const [top] = await db.select({ id: suppliers.id }).from(suppliers).orderBy(desc(suppliers.patentNum)).limit(1);
    const lists = await getSupplierPageLists(top!.id, { cases: 1, solutions: 1, bids: 1, certificates: 1, patents: 2 });
    expect(lists.patents.page).toBe(2);
    expect(lists.patents.list).toHaveLength(Math.min(PAGED_SECTIONS.patents.pageSize, lists.patents.total - PAGED_SECTIONS.patents.pageSize));
    for (const section of ['cases', 'solutions', 'bids', 'certificates'] as const) {
      expect(lists[section].page).toBe(1);
      expect(lists[section].list.length).toBe(Math.min(PAGED_SECTIONS[section].pageSize, lists[section].total));
    }
    const far = await getSupplierPageLists(top!.id, { cases: 50, solutions: 50, bids: 50, certificates: 50, patents: 50 });
    expect(far.patents.page).toBe(Math.ceil(far.patents.total / PAGED_SECTIONS.patents.pageSize));
    expect(far.certificates.page).toBe(Math.max(1, Math.ceil(far.certificates.total / PAGED_SECTIONS.certificates.pageSize)));
  });
});
