import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { cases, solutions, supplierCertificates, supplierPatents, suppliers, winningBids } from '@/lib/server/db/schema';
import { getSupplierByCode, getSupplierById, supplierIdOf } from './profile';
import {
  listSupplierBids,
  listSupplierCases,
  listSupplierCertificates,
  listSupplierPatents,
  listSupplierSolutions,
} from './records';

// The supplier with the most listed patents: every sub-list has rows to page through.
let supplier: { id: number; compCode: string; patentNum: number };

beforeAll(async () => {
  const db = await getDb();
  const [row] = await db
    .select({ id: suppliers.id, compCode: suppliers.compCode, patentNum: suppliers.patentNum })
    .from(suppliers)
    .orderBy(desc(suppliers.patentNum), desc(suppliers.caseCount))
    .limit(1);
  supplier = row!;
});

const newestFirst = (dates: string[]) => expect([...dates].sort().reverse()).toEqual(dates);

describe('supplier profile', () => {
  it('answers every base field by id and by compCode', async () => {
    const byId = await getSupplierById(supplier.id);
    expect(byId).toMatchObject({ compId: supplier.id, compCode: supplier.compCode, patentNum: supplier.patentNum });
    for (const key of ['creditCode', 'legalPerson', 'cityName', 'address', 'intro', 'registerStatus', 'compScale']) {
      expect(typeof (byId as unknown as Record<string, unknown>)[key]).toBe('string');
    }
    expect(Array.isArray(byId!.serviceTrade) && Array.isArray(byId!.customerType)).toBe(true);
    expect(byId!.establishTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(typeof byId!.registerCapital).toBe('number');
    expect(await getSupplierByCode(supplier.compCode)).toEqual(byId);
    expect(await supplierIdOf(supplier.compCode)).toBe(supplier.id);
  });

  it('leaves out logo files that are not shipped (the page shows initials instead)', async () => {
    const db = await getDb();
    const [withLogo] = await db.select({ id: suppliers.id }).from(suppliers).where(isNotNull(suppliers.logo)).limit(1);
    expect((await getSupplierById(withLogo!.id))!.logo).toBeNull();
  });

  it('answers null for unknown ids and codes', async () => {
    expect(await getSupplierById(99_999_999)).toBeNull();
    expect(await getSupplierByCode('C-NONE')).toBeNull();
    expect(await supplierIdOf('C-NONE')).toBeNull();
  });
});

describe('supplier sub-lists', () => {
  it('pages its patents, newest first, with the listed total', async () => {
    const db = await getDb();
    const [n] = await db.select({ n: count() }).from(supplierPatents).where(eq(supplierPatents.supplierId, supplier.id));
    const first = await listSupplierPatents(supplier.id, { page: 1, pageSize: 10 });
    const second = await listSupplierPatents(supplier.id, { page: 2, pageSize: 10 });
    expect(first.total).toBe(n!.n);
    expect(first.total).toBe(Math.min(supplier.patentNum, 30));
    expect(first.list).toHaveLength(Math.min(10, first.total));
    newestFirst([...first.list, ...second.list].map((p) => p.publishDate));
    expect(first.list[0]).toEqual({
      patentName: expect.any(String),
      patentNo: expect.any(String),
      patentType: expect.stringMatching(/^(发明专利|实用新型|外观设计|软件著作权)$/),
      applyDate: expect.any(String),
      publishDate: expect.any(String),
    });
  });

  it('lists its certificates, solutions and won bids with their totals', async () => {
    const db = await getDb();
    const counts = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
    const [certs, sols, bids] = await Promise.all([
      listSupplierCertificates(supplier.id, { page: 1, pageSize: 50 }),
      listSupplierSolutions(supplier.id, { page: 1, pageSize: 50 }),
      listSupplierBids(supplier.id, { page: 1, pageSize: 50 }),
    ]);
    expect(certs.total).toBe(
      await counts(db.select({ n: count() }).from(supplierCertificates).where(eq(supplierCertificates.supplierId, supplier.id))),
    );
    expect(sols.total).toBe(await counts(db.select({ n: count() }).from(solutions).where(eq(solutions.supplierId, supplier.id))));
    expect(bids.total).toBe(await counts(db.select({ n: count() }).from(winningBids).where(eq(winningBids.bidCompId, supplier.id))));
    newestFirst(certs.list.map((c) => c.issueDate));
    newestFirst(sols.list.map((s) => s.publishTime));
    newestFirst(bids.list.map((b) => b.publishTime));
    for (const b of bids.list) expect(b.bidCompId).toBe(supplier.id);
    for (const c of certs.list) expect(c.expireDate! > c.issueDate).toBe(true);
    for (const s of sols.list) expect(s.servicePrice === null || typeof s.servicePrice === 'number').toBe(true);
  });

  it('lists its cases except those that hide their provider', async () => {
    const db = await getDb();
    const [withHidden] = await db
      .select({ supplierId: cases.supplierId })
      .from(cases)
      .where(eq(cases.showSupplier, false))
      .limit(1);
    const id = withHidden!.supplierId!;
    const [shown] = await db
      .select({ n: count() })
      .from(cases)
      .where(and(eq(cases.supplierId, id), eq(cases.showSupplier, true)));
    const page = await listSupplierCases(id, { page: 1, pageSize: 50 });
    expect(page.total).toBe(shown!.n);
    expect(page.list.every((c) => c.buName !== null)).toBe(true);
    newestFirst(page.list.map((c) => c.publishTime));
  });

  it('answers empty pages for a supplier without records', async () => {
    const empty = { list: [], total: 0 };
    expect(await listSupplierCases(99_999_999, { page: 1, pageSize: 10 })).toEqual(empty);
    expect(await listSupplierSolutions(99_999_999, { page: 1, pageSize: 10 })).toEqual(empty);
  });
});
