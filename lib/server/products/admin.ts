import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { productFormOf, productValues, type AdminCategoryLine, type AdminProductLine, type CategoryForm, type ProductForm, type SaveProductInput } from '@/lib/products/admin-schemas';
import { getDb } from '@/lib/server/db/client';
import { navCategories, navProducts } from '@/lib/server/db/schema';
import { audit, type Actor } from '@/lib/server/operators';

// The console's side of the catalogue (docs/features.md, Operator console: products and categories): an
// editor lists, adds, changes, hides, shows and deletes products and renames, orders and hides
// categories. Each change and its audit entry (the record before and after) share a transaction, and each
// marks the row edited, so the reference step (seed/nav-products.ts) no longer writes over it. A deleted
// product stays as a row marked deleted: a seeded one would otherwise come back on the next start. The
// public pages read these tables on every render (no copy kept per process), so a change shows on the
// next render, for visitors once the page cache's copy lapses (PAGE_CACHE_TTL_SEC).

const live = isNull(navProducts.deletedAt);

const productRecord = {
  id: navProducts.id,
  categoryId: navProducts.categoryId,
  productName: navProducts.name,
  summary: navProducts.summary,
  intro: navProducts.intro,
  deliveryDays: navProducts.deliveryDays,
  packages: navProducts.packages,
  faq: navProducts.faq,
  keywords: navProducts.keywords,
  priceFrom: navProducts.priceFrom,
  sort: navProducts.sort,
  hidden: navProducts.hidden,
};
type ProductRecord = Awaited<ReturnType<typeof readProduct>>;

const categoryRecord = { id: navCategories.id, categoryName: navCategories.name, sort: navCategories.sort, hidden: navCategories.hidden };

/** Every category in its order, with how many products (deleted ones aside) it holds. */
export async function listAdminCategories(): Promise<AdminCategoryLine[]> {
  const db = await getDb();
  const [categories, products] = await Promise.all([
    db.select(categoryRecord).from(navCategories).orderBy(asc(navCategories.sort), asc(navCategories.id)),
    db.select({ categoryId: navProducts.categoryId }).from(navProducts).where(live),
  ]);
  return categories.map((c) => ({ ...c, products: products.filter((p) => p.categoryId === c.id).length }));
}

/** The products (deleted ones aside) of one category or all, in the store's default order. */
export async function listAdminProducts(categoryId?: number): Promise<AdminProductLine[]> {
  const db = await getDb();
  return db
    .select({
      id: navProducts.id,
      categoryId: navProducts.categoryId,
      categoryName: navCategories.name,
      productName: navProducts.name,
      priceFrom: navProducts.priceFrom,
      sort: navProducts.sort,
      hidden: navProducts.hidden,
      categoryHidden: navCategories.hidden,
    })
    .from(navProducts)
    .innerJoin(navCategories, eq(navCategories.id, navProducts.categoryId))
    .where(and(live, categoryId === undefined ? undefined : eq(navProducts.categoryId, categoryId)))
    .orderBy(asc(navCategories.sort), asc(navProducts.sort), asc(navProducts.id));
}

async function readProduct(id: number) {
  const db = await getDb();
  const [row] = await db.select(productRecord).from(navProducts).where(and(eq(navProducts.id, id), live));
  return row ?? null;
}

/** A product as the console's form shows it; null when there is none (or it was deleted). */
export async function getAdminProduct(id: number): Promise<{ id: number; hidden: boolean; values: ProductForm } | null> {
  const row = await readProduct(id);
  return row ? { id: row.id, hidden: row.hidden, values: productFormOf(row) } : null;
}

export type SaveProductResult = { id: number } | 'missing' | 'no-category';

/** Adds a product (its id from the sequence above the seeded ones) or changes one. */
export async function saveProduct(actor: Actor, input: SaveProductInput): Promise<SaveProductResult> {
  const db = await getDb();
  const values = { ...productValues(input), editedAt: new Date() };
  return db.transaction(async (tx): Promise<SaveProductResult> => {
    const [category] = await tx.select({ id: navCategories.id }).from(navCategories).where(eq(navCategories.id, input.categoryId));
    if (!category) return 'no-category';
    let before: NonNullable<ProductRecord> | undefined;
    if (input.id !== undefined) {
      [before] = await tx.select(productRecord).from(navProducts).where(and(eq(navProducts.id, input.id), live)).for('update');
      if (!before) return 'missing';
    }
    const [after] = before
      ? await tx.update(navProducts).set(values).where(eq(navProducts.id, before.id)).returning(productRecord)
      : await tx.insert(navProducts).values(values).returning(productRecord);
    await audit(tx, actor, { action: before ? 'product.update' : 'product.create', recordType: 'product', recordId: after!.id, before: before ? { ...before } : null, after: { ...after } });
    return { id: after!.id };
  });
}

/** Hides a product from the navigation, the store and its page, or shows it again; false when there is none. */
export async function setProductHidden(actor: Actor, id: number, hidden: boolean): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ hidden: navProducts.hidden }).from(navProducts).where(and(eq(navProducts.id, id), live)).for('update');
    if (!before) return false;
    await tx.update(navProducts).set({ hidden, editedAt: new Date() }).where(eq(navProducts.id, id));
    await audit(tx, actor, { action: hidden ? 'product.hide' : 'product.show', recordType: 'product', recordId: id, before: { ...before }, after: { hidden } });
    return true;
  });
}

/** Deletes a product (kept as a deleted row); false when there is none. */
export async function deleteProduct(actor: Actor, id: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select(productRecord).from(navProducts).where(and(eq(navProducts.id, id), live)).for('update');
    if (!before) return false;
    const now = new Date();
    await tx.update(navProducts).set({ deletedAt: now, editedAt: now, hidden: true }).where(eq(navProducts.id, id));
    await audit(tx, actor, { action: 'product.delete', recordType: 'product', recordId: id, before: { ...before } });
    return true;
  });
}

/** Renames, reorders, hides or shows a category; false when there is none. */
export async function saveCategory(actor: Actor, id: number, form: CategoryForm): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select(categoryRecord).from(navCategories).where(eq(navCategories.id, id)).for('update');
    if (!before) return false;
    const [after] = await tx
      .update(navCategories)
      .set({ name: form.categoryName, sort: form.sort, hidden: form.hidden, editedAt: new Date() })
      .where(eq(navCategories.id, id))
      .returning(categoryRecord);
    await audit(tx, actor, { action: 'category.update', recordType: 'category', recordId: id, before: { ...before }, after: { ...after } });
    return true;
  });
}
