import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { schemeFormSchema } from '@/lib/schemes/schemas';
import type { Db } from '@/lib/server/db/client';
import { dictEntries, solutionCategories, solutions, supplierSchemes, suppliers } from '@/lib/server/db/schema';
import { categoryOfSchemeType } from '@/lib/solutions/scheme-category';

// An approved preferred scheme is listed among the solutions as 平台优选 (originTag 2) with the scheme
// detail page (originSource 2), one row per scheme (solution.scheme_id); a rejection withdraws it. Runs
// in the review's transaction (lib/server/schemes/service.ts reviewScheme).

type Tx = Pick<Db, 'select' | 'insert' | 'delete'>;

/** Dictionary names of codes, in the codes' order; unknown codes are left out. */
async function namesOf(tx: Tx, baseCode: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .select({ code: dictEntries.code, name: dictEntries.name })
    .from(dictEntries)
    .where(and(eq(dictEntries.baseCode, baseCode), inArray(dictEntries.code, codes)));
  const byCode = new Map(rows.map((r) => [r.code, r.name]));
  return codes.flatMap((c) => byCode.get(c) ?? []);
}

/** A district code's city (500112 -> 500100), as the solutions' city codes are. */
const cityOfDistrict = (location: string) => (/^\d{6}$/.test(location) ? `${location.slice(0, 4)}00` : '');

/** Lists the approved scheme `schemeId` (again, after an edit: the row keeps its originIdSec); its originIdSec, or null when it cannot be listed. */
export async function publishScheme(tx: Tx, schemeId: number, at: Date): Promise<string | null> {
  const [row] = await tx.select().from(supplierSchemes).where(eq(supplierSchemes.id, schemeId)).limit(1);
  if (!row) return null;
  const parsed = schemeFormSchema.safeParse({ ...row.company, ...row.scheme });
  const secondCode = categoryOfSchemeType(row.caseType);
  if (!parsed.success || !secondCode) return null;
  const form = parsed.data;
  const [second] = await tx.select().from(solutionCategories).where(eq(solutionCategories.code, secondCode)).limit(1);
  const [first] = second?.parentCode ? await tx.select().from(solutionCategories).where(eq(solutionCategories.code, second.parentCode)).limit(1) : [];
  if (!second || !first) return null;
  // The provider's supplier page when the portal knows the company by this name.
  const [supplier] = await tx.select({ id: suppliers.id, cityCode: suppliers.cityCode }).from(suppliers).where(eq(suppliers.compName, form.compName)).limit(1);
  const manual = form.caseProductDescriptionOrFunctionList;
  const values = {
    originSource: 2,
    supplierId: supplier?.id ?? 0,
    serviceProvider: form.compName,
    serviceName: form.caseName,
    firstCategoryCode: first.code,
    firstCategoryName: first.name,
    secondCategoryCode: second.code,
    secondCategoryName: second.name,
    originTag: 2,
    serviceDesc: [form.caseSolveProblem, form.caseAdvantage].filter(Boolean).join(''),
    servicePrice: Number(row.casePrice),
    cityCode: cityOfDistrict(form.location) || supplier?.cityCode || '',
    publishTime: at,
    solveProblem: form.caseSolveProblem || null,
    achieveResults: form.caseAchieveResults || null,
    advantages: form.caseAdvantage || null,
    deliveryCycle: form.caseDeliveryCycles || null,
    afterSaleService: form.caseAfterSaleService || null,
    technologies: await namesOf(tx, 'T9', form.caseUseTechnology),
    customerTypes: await namesOf(tx, 'T14', form.caseServiceCustomerType),
    manualFileKey: manual?.fileName ?? null,
    manualFileName: manual?.fileOrigName ?? null,
    demoLink: form.caseDemoLink || null,
    schemeId,
  };
  const [listed] = await tx
    .insert(solutions)
    .values({ ...values, originIdSec: randomBytes(16).toString('hex') })
    .onConflictDoUpdate({ target: solutions.schemeId, set: values })
    .returning({ originIdSec: solutions.originIdSec });
  return listed!.originIdSec;
}

/** Takes a scheme's listing down (a rejection after an approval). */
export async function withdrawScheme(tx: Tx, schemeId: number): Promise<void> {
  await tx.delete(solutions).where(eq(solutions.schemeId, schemeId));
}
