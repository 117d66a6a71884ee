import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { NavCategory, ProductDetail, StoreProduct } from '@/lib/products/types';
import { getDb } from '@/lib/server/db/client';
import { cases, navCategories, navProducts, suppliers } from '@/lib/server/db/schema';

// The main category navigation (002 §2, getProductCategoryList), the store's product list and the
// product detail page (002 §2). Reference data of a few dozen rows: read whole, on every render (no copy
// kept per process), so an editor's change shows on the next render. What an editor hid or deleted is
// left out everywhere: a hidden category takes its products with it (Operator console: products).

/** Products of a category shown on the flyout's right: the ones with a price, cheapest first, at most 4. */
const RIGHT_LIST_MAX = 4;

/** A product the public sees: not hidden, not deleted (its category's own hiding is checked by the join or the category list). */
const publicProduct = and(eq(navProducts.hidden, false), isNull(navProducts.deletedAt));
/** Joined with its category: both shown. */
const shownWithCategory = and(publicProduct, eq(navCategories.hidden, false));

export async function listNavCategories(): Promise<NavCategory[]> {
  const db = await getDb();
  const [categories, products] = await Promise.all([
    db.select().from(navCategories).where(eq(navCategories.hidden, false)).orderBy(asc(navCategories.sort), asc(navCategories.id)),
    db
      .select({ id: navProducts.id, categoryId: navProducts.categoryId, productName: navProducts.name, linkUrl: navProducts.linkUrl, linkType: navProducts.linkType, priceFrom: navProducts.priceFrom })
      .from(navProducts)
      .where(publicProduct)
      .orderBy(asc(navProducts.categoryId), asc(navProducts.sort), asc(navProducts.id)),
  ]);
  return categories.map((c) => {
    const own = products.filter((p) => p.categoryId === c.id);
    const productList = own.map(({ id, productName, linkUrl, linkType }) => ({ id, productName, linkUrl, linkType }));
    const rightList = [...own]
      .filter((p) => p.priceFrom !== null)
      .sort((a, b) => (a.priceFrom ?? 0) - (b.priceFrom ?? 0))
      .slice(0, RIGHT_LIST_MAX)
      .map(({ id, productName, linkUrl, linkType }) => ({ id, productName, linkUrl, linkType }));
    return { id: c.id, categoryName: c.name, linkUrl: c.linkUrl, productList, rightList, hasRight: rightList.length > 0 };
  });
}

export type StoreSort = 'default' | 'price-asc' | 'price-desc' | 'delivery';

export interface StoreQuery {
  categoryId?: number;
  /** 元, inclusive; products priced on request match no price range. */
  priceMin?: number;
  priceMax?: number;
  sort: StoreSort;
}

const storeColumns = {
  id: navProducts.id,
  categoryId: navProducts.categoryId,
  categoryName: navCategories.name,
  productName: navProducts.name,
  summary: navProducts.summary,
  linkUrl: navProducts.linkUrl,
  linkType: navProducts.linkType,
  priceFrom: navProducts.priceFrom,
  deliveryDays: navProducts.deliveryDays,
};

const ORDER: Record<StoreSort, SQL[]> = {
  default: [sql`${navCategories.sort} asc`, sql`${navProducts.sort} asc`, sql`${navProducts.id} asc`],
  'price-asc': [sql`${navProducts.priceFrom} asc nulls last`, sql`${navProducts.id} asc`],
  'price-desc': [sql`${navProducts.priceFrom} desc nulls last`, sql`${navProducts.id} asc`],
  delivery: [sql`${navProducts.deliveryDays} asc`, sql`${navProducts.id} asc`],
};

/** The store's products under its filters. */
export async function listStoreProducts(q: StoreQuery): Promise<StoreProduct[]> {
  const db = await getDb();
  return db
    .select(storeColumns)
    .from(navProducts)
    .innerJoin(navCategories, eq(navCategories.id, navProducts.categoryId))
    .where(
      and(
        shownWithCategory,
        q.categoryId === undefined ? undefined : eq(navProducts.categoryId, q.categoryId),
        q.priceMin === undefined ? undefined : gte(navProducts.priceFrom, q.priceMin),
        q.priceMax === undefined ? undefined : lte(navProducts.priceFrom, q.priceMax),
      ),
    )
    .orderBy(...ORDER[q.sort]);
}

const PROVIDERS = 6;
const CASES = 4;

/** A product with its packages, FAQ, the providers offering it and their cases; null when there is none. */
export async function getProductDetail(id: number): Promise<ProductDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...storeColumns, intro: navProducts.intro, packages: navProducts.packages, faq: navProducts.faq, keywords: navProducts.keywords })
    .from(navProducts)
    .innerJoin(navCategories, eq(navCategories.id, navProducts.categoryId))
    .where(and(eq(navProducts.id, id), shownWithCategory));
  if (!row) return null;
  const { keywords, ...product } = row;
  const keywordArray = sql`${`{${keywords.map((k) => `"${k.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;
  const providers = await db
    .select({ id: suppliers.id, compName: suppliers.compName, cityName: suppliers.cityName, caseCount: suppliers.caseCount, tags: suppliers.coreCompetence })
    .from(suppliers)
    .where(sql`${suppliers.coreCompetence} && ${keywordArray}`)
    .orderBy(desc(suppliers.caseCount), asc(suppliers.id))
    .limit(PROVIDERS);
  const providerCases =
    providers.length === 0
      ? []
      : await db
          .select({ caseUuid: cases.uuidSecret, source: cases.source, caseTitle: cases.caseTitle, buName: cases.buName })
          .from(cases)
          .where(inArray(cases.supplierId, providers.map((p) => p.id)))
          .orderBy(desc(cases.publishTime))
          .limit(CASES);
  return { ...product, providers: providers.map((p) => ({ ...p, tags: p.tags.slice(0, 3) })), cases: providerCases };
}
