import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { ListPage } from '@/lib/api/list';
import type { BidRecord } from '@/lib/bids/types';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import type { SupplierCertificate, SupplierPatent, SupplierSolution } from '@/lib/suppliers/types';
import { pageOfBids } from '@/lib/server/bids';
import { caseInfoColumns, toCaseInfo } from '@/lib/server/cases';
import { getDb } from '@/lib/server/db/client';
import { paged, type PageRequest } from '@/lib/server/db/paging';
import { cases, solutions, supplierCertificates, supplierPatents, winningBids } from '@/lib/server/db/schema';

// The sub-lists of a supplier's detail page and of the comp*List calls, each newest first.

const iso = (d: Date) => d.toISOString();

/** Its cases, except those that hide their provider: listing them here would name it after all. */
export async function listSupplierCases(supplierId: number, paging: PageRequest): Promise<ListPage<IndustryCaseInfo>> {
  const db = await getDb();
  const where = and(eq(cases.supplierId, supplierId), eq(cases.showSupplier, true));
  const page = await paged(cases, where, paging, (limit, offset) =>
    db.select(caseInfoColumns).from(cases).where(where).orderBy(desc(cases.publishTime), desc(cases.id)).limit(limit).offset(offset),
  );
  return { list: page.list.map(toCaseInfo), total: page.total };
}

export async function listSupplierSolutions(supplierId: number, paging: PageRequest): Promise<ListPage<SupplierSolution>> {
  const db = await getDb();
  const where = eq(solutions.supplierId, supplierId);
  const page = await paged(solutions, where, paging, (limit, offset) =>
    db
      .select({
        originIdSec: solutions.originIdSec,
        originSource: solutions.originSource,
        serviceName: solutions.serviceName,
        firstCategoryName: solutions.firstCategoryName,
        secondCategoryName: solutions.secondCategoryName,
        originTag: solutions.originTag,
        serviceDesc: solutions.serviceDesc,
        servicePrice: solutions.servicePrice,
        serviceProvider: solutions.serviceProvider,
        publishTime: solutions.publishTime,
      })
      .from(solutions)
      .where(where)
      .orderBy(desc(solutions.publishTime), desc(solutions.id))
      .limit(limit)
      .offset(offset),
  );
  return { list: page.list.map((s) => ({ ...s, publishTime: iso(s.publishTime) })), total: page.total };
}

export async function listSupplierCertificates(
  supplierId: number,
  paging: PageRequest,
): Promise<ListPage<SupplierCertificate>> {
  const db = await getDb();
  const where = eq(supplierCertificates.supplierId, supplierId);
  const page = await paged(supplierCertificates, where, paging, (limit, offset) =>
    db
      .select({
        certName: supplierCertificates.certName,
        certNo: supplierCertificates.certNo,
        issuer: supplierCertificates.issuer,
        issueDate: supplierCertificates.issueDate,
        expireDate: supplierCertificates.expireDate,
      })
      .from(supplierCertificates)
      .where(where)
      .orderBy(desc(supplierCertificates.issueDate), desc(supplierCertificates.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    list: page.list.map((c) => ({ ...c, issueDate: iso(c.issueDate), expireDate: c.expireDate ? iso(c.expireDate) : null })),
    total: page.total,
  };
}

export async function listSupplierPatents(supplierId: number, paging: PageRequest): Promise<ListPage<SupplierPatent>> {
  const db = await getDb();
  const where = eq(supplierPatents.supplierId, supplierId);
  const page = await paged(supplierPatents, where, paging, (limit, offset) =>
    db
      .select({
        patentName: supplierPatents.patentName,
        patentNo: supplierPatents.patentNo,
        patentType: supplierPatents.patentType,
        applyDate: supplierPatents.applyDate,
        publishDate: supplierPatents.publishDate,
      })
      .from(supplierPatents)
      .where(where)
      .orderBy(desc(supplierPatents.publishDate), desc(supplierPatents.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    list: page.list.map((p) => ({ ...p, applyDate: iso(p.applyDate), publishDate: iso(p.publishDate) })),
    total: page.total,
  };
}

/** The bids it won or was announced for (the page's 中标记录). */
export function listSupplierBids(supplierId: number, paging: PageRequest): Promise<ListPage<BidRecord>> {
  return pageOfBids(eq(winningBids.bidCompId, supplierId), paging);
}
