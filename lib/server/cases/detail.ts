import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { CaseDetail, CaseSource, IndustryCaseInfo } from '@/lib/cases/types';
import { getReadDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { caseInfoColumns, toCaseInfo } from './rows';

/**
 * getBuCaseInfo (000 §7): the case of that uuid secret and source, or null. A section without content
 * is flagged blank (1): no service details when serviceDetail is null, no provider when it is hidden,
 * in which case the provider's data is not sent either.
 */
export async function getCaseDetail(uuidSecret: string, source: CaseSource): Promise<CaseDetail | null> {
  const db = await getReadDb();
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.uuidSecret, uuidSecret), eq(cases.source, source)))
    .limit(1);
  if (!row) return null;
  const provider = row.showSupplier;
  return {
    caseUuid: row.uuidSecret,
    source,
    caseTitle: row.caseTitle,
    parentIndCode: row.parentIndCode,
    parentIndName: row.parentIndName,
    indName: row.indName,
    buName: provider ? row.buName : '',
    period: row.period,
    devNumber: row.devNumber,
    devStartTime: row.devStartTime.toISOString(),
    devEndTime: row.devEndTime.toISOString(),
    serviceCustom: row.serviceCustom,
    buDesc: provider ? row.buDesc : '',
    detailAddress: provider ? row.detailAddress : '',
    businessScope: provider ? row.businessScope : '',
    worktypeStr: row.worktypeStr,
    skillStr: row.skillStr,
    industryInfoList: row.industryInfoList,
    picArray: row.picArray,
    serveiceDetailBlank: row.serviceDetail?.trim() ? 0 : 1,
    supplierDetaiBlank: provider ? 0 : 1,
    caseDesc: row.caseDesc,
    serviceDetail: row.serviceDetail,
    supplierId: provider ? row.supplierId : null,
    cityName: row.cityName,
    publishTime: row.publishTime.toISOString(),
  };
}

/** Other cases of the same parent industry, either source, recommended ones first. */
export async function listRelatedCases(
  caseUuid: string,
  parentIndCode: string,
  limit = 5,
): Promise<IndustryCaseInfo[]> {
  const db = await getReadDb();
  const rows = await db
    .select(caseInfoColumns)
    .from(cases)
    .where(and(eq(cases.parentIndCode, parentIndCode), ne(cases.uuidSecret, caseUuid)))
    .orderBy(desc(cases.sortOrder), desc(cases.publishTime), desc(cases.id))
    .limit(limit);
  return rows.map(toCaseInfo);
}
