import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { parseProcurementParams } from '@/lib/search/procurement';
import { loadProcurement } from './procurement';

const load = (activeTab: string, keyword = '') => loadProcurement(parseProcurementParams({ activeTab, keyword }));

describe('loadProcurement', () => {
  it('lists each tab with its own record fields, highlighting the keyword', async () => {
    const product = await load('product', '平台');
    if (product.tab !== 'product') throw new Error('product tab expected');
    expect(product.items.length).toBeGreaterThan(0);
    for (const item of product.items) {
      expect(item).toEqual(
        expect.objectContaining({ originIdSec: expect.any(String), serviceName: expect.stringContaining('<em>'), originTag: expect.any(Number) }),
      );
      // 80 characters and '...' (001 §3, lib/solutions/display.ts).
      expect(item.serviceDesc.length).toBeLessThanOrEqual(83);
    }
    const business = await load('business');
    expect(business.items[0]).toEqual(expect.objectContaining({ bidId: expect.any(Number), amount: expect.any(Number) }));
    expect(business.counts.business).toBeGreaterThan(0);
  });

  it('names no provider of a case that hides it', async () => {
    const db = await getDb();
    const hidden = await db.select({ uuid: cases.uuidSecret }).from(cases).where(eq(cases.showSupplier, false));
    expect(hidden.length).toBeGreaterThan(0);
    const hiddenIds = new Set(hidden.map((h) => h.uuid));
    const page = await load('case');
    if (page.tab !== 'case') throw new Error('case tab expected');
    for (const item of page.items) {
      expect(typeof item.publishTime).toBe('string');
      if (hiddenIds.has(item.caseUuid)) expect(item.buName).toBeNull();
      else expect(item.buName).toEqual(expect.any(String));
    }
  });
});
