import 'server-only';
import { sql } from 'drizzle-orm';
import { cases } from '@/lib/server/db/schema';
import type { CaseSource, IndustryCaseInfo } from '@/lib/cases/types';

/** The columns of a case card, shared by the library and the detail page's related cases. */
export const caseInfoColumns = {
  caseUuid: cases.uuidSecret,
  source: cases.source,
  caseTitle: cases.caseTitle,
  parentIndName: cases.parentIndName,
  indName: cases.indName,
  serviceCustom: cases.serviceCustom,
  period: cases.period,
  caseDesc: cases.caseDesc,
  cityName: cases.cityName,
  buName: cases.buName,
  showSupplier: cases.showSupplier,
  publishTime: cases.publishTime,
  firstPic: sql<string | null>`${cases.picArray} -> 0 ->> 'slidepath'`,
};

type CaseInfoRow = Omit<IndustryCaseInfo, 'source' | 'buName' | 'publishTime'> & {
  source: number;
  buName: string;
  showSupplier: boolean;
  publishTime: Date;
};

export function toCaseInfo({ showSupplier, publishTime, source, ...row }: CaseInfoRow): IndustryCaseInfo {
  return {
    ...row,
    source: source as CaseSource,
    // A case that hides its provider section names no provider anywhere.
    buName: showSupplier ? row.buName : null,
    publishTime: publishTime.toISOString(),
  };
}
