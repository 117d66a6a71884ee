import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { getCaseDetail, listRelatedCases } from './detail';

async function findCase(where: SQL | undefined) {
  const db = await getDb();
  const [row] = await db.select().from(cases).where(where).limit(1);
  if (!row) throw new Error('the seed has no such case');
  return row;
}

describe('getCaseDetail', () => {
  it('answers an enterprise case with its fields, screenshots and both sections present', async () => {
    const row = await findCase(eq(cases.source, 0));
    const detail = await getCaseDetail(row.uuidSecret, 0);
    expect(detail).toMatchObject({
      caseUuid: row.uuidSecret,
      source: 0,
      caseTitle: row.caseTitle,
      buName: row.buName,
      period: row.period,
      devNumber: row.devNumber,
      devStartTime: row.devStartTime.toISOString(),
      worktypeStr: row.worktypeStr,
      skillStr: row.skillStr,
      industryInfoList: row.industryInfoList,
      picArray: row.picArray,
      serveiceDetailBlank: 0,
      supplierDetaiBlank: 0,
      supplierId: row.supplierId,
    });
  });

  it('flags a government case without service details', async () => {
    const row = await findCase(and(eq(cases.source, 1), isNull(cases.serviceDetail)));
    expect(await getCaseDetail(row.uuidSecret, 1)).toMatchObject({ serveiceDetailBlank: 1, serviceDetail: null });
  });

  it('flags a case that hides its provider and sends none of the provider data', async () => {
    const row = await findCase(and(eq(cases.source, 1), eq(cases.showSupplier, false)));
    expect(await getCaseDetail(row.uuidSecret, 1)).toMatchObject({
      supplierDetaiBlank: 1,
      buName: '',
      buDesc: '',
      detailAddress: '',
      businessScope: '',
      supplierId: null,
    });
  });

  it('answers null for an unknown id and for the other source', async () => {
    const row = await findCase(eq(cases.source, 1));
    expect(await getCaseDetail(row.uuidSecret, 0)).toBeNull();
    expect(await getCaseDetail('0'.repeat(24), 1)).toBeNull();
  });
});

describe('listRelatedCases', () => {
  it('lists up to 5 other cases of the same parent industry', async () => {
    const row = await findCase(eq(cases.source, 0));
    const related = await listRelatedCases(row.uuidSecret, row.parentIndCode);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(related.every((c) => c.parentIndName === row.parentIndName && c.caseUuid !== row.uuidSecret)).toBe(true);
  });
});
