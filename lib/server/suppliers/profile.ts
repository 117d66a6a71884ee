import 'server-only';
import { eq, type SQL } from 'drizzle-orm';
import { cache } from 'react';
import type { SupplierCard, SupplierProfile } from '@/lib/suppliers/types';
import { getReadDb } from '@/lib/server/db/client';
import { suppliers } from '@/lib/server/db/schema';
import { usableLogo } from './logo';

/** The columns of a supplier search result (SupplierHit): the card's columns but its code. */
export const supplierHitColumns = {
  compId: suppliers.id,
  compName: suppliers.compName,
  logo: suppliers.logo,
  cityName: suppliers.cityName,
  serviceTrade: suppliers.serviceTrade,
  coreCompetence: suppliers.coreCompetence,
  serviceForm: suppliers.serviceForm,
  registerCapital: suppliers.registerCapital,
  compScale: suppliers.compScale,
  caseCount: suppliers.caseCount,
};

/** The columns of a supplier card (000 §3 supplier search result). */
export const supplierCardColumns = { ...supplierHitColumns, compCode: suppliers.compCode };

const profileColumns = {
  ...supplierCardColumns,
  creditCode: suppliers.creditCode,
  legalPerson: suppliers.legalPerson,
  cityCode: suppliers.cityCode,
  provinceName: suppliers.provinceName,
  address: suppliers.address,
  intro: suppliers.intro,
  customerType: suppliers.customerType,
  establishTime: suppliers.establishTime,
  registerStatus: suppliers.registerStatus,
  patentNum: suppliers.patentNum,
};

export function toSupplierCard<T extends SupplierCard>(row: T): T {
  return { ...row, logo: usableLogo(row.logo) };
}

async function findSupplier(where: SQL): Promise<SupplierProfile | null> {
  const db = await getReadDb();
  const [row] = await db.select(profileColumns).from(suppliers).where(where).limit(1);
  return row ? toSupplierCard({ ...row, establishTime: row.establishTime.toISOString() }) : null;
}

/** The supplier of the detail page; cached per request, which the metadata and the page both read. */
export const getSupplierById = cache((compId: number) => findSupplier(eq(suppliers.id, compId)));

export function getSupplierByCode(compCode: string): Promise<SupplierProfile | null> {
  return findSupplier(eq(suppliers.compCode, compCode));
}

/** The supplier id behind a compCode (the sub-list calls), or null. */
export async function supplierIdOf(compCode: string): Promise<number | null> {
  const db = await getReadDb();
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.compCode, compCode)).limit(1);
  return row?.id ?? null;
}
