import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as deleteProductRoute } from '@/app/api/admin/deleteProduct/route';
import { POST as saveCategoryRoute } from '@/app/api/admin/saveCategory/route';
import { POST as saveProductRoute } from '@/app/api/admin/saveProduct/route';
import { POST as setProductHiddenRoute } from '@/app/api/admin/setProductHidden/route';
import { ErrorCode } from '@/lib/api/envelope';
import { getDb } from '@/lib/server/db/client';
import { navCategories, navProducts } from '@/lib/server/db/schema';
import { auditTrail } from '@/lib/server/operators';
import { answerOf, loginAs, newPhone } from '@/test/kits/account-routes';
import { consoleCall, operatorCookie, stepUp } from '@/test/kits/operators';
import { ensureNavProducts } from '@/seed/nav-products';
import { getAdminProduct, listAdminCategories, listAdminProducts } from './admin';
import { getProductDetail, listNavCategories, listStoreProducts } from './service';

// The console's catalogue (docs/features.md, Operator console: products and categories): an editor adds,
// changes, hides, shows and deletes a product and renames, orders and hides a category; the public reads
// follow at once, every step is audited with the record before and after, the reference step leaves
// edited rows alone, and anyone but an editor gets the 404 of an unknown call.
//
// On PostgreSQL the test files share one database, so the steps that change what every file reads (a
// seeded row, a category shown) run on PGlite only, where this file's database is its own.
const ownDatabase = process.env.TEST_DRIVER === 'pglite';

const BRANDING = 6;
const form = (name: string) => ({
  categoryId: BRANDING,
  productName: name,
  summary: '测试产品简介',
  intro: '测试产品介绍',
  deliveryDays: 12,
  packages: '基础版|3200|设计、交付\n高级版|面议|全部',
  faq: '多久交付？|约 12 天',
  keywords: '品牌、设计',
  sort: 90,
});

const ok = async (res: Response) => {
  const answer = await answerOf<{ id: number } | null>(res);
  expect(answer, answer.msg).toMatchObject({ code: 0 });
  return answer.data;
};

/** A category of this test's own, hidden so no other file's reads see it. */
async function ownCategory(): Promise<number> {
  const id = 9000 + Math.floor(Math.random() * 900_000);
  await (await getDb()).insert(navCategories).values({ id, name: `测试分类${id}`, linkUrl: null, sort: 99, hidden: true });
  return id;
}

describe('products in the console', () => {
  it('adds, changes, hides, shows and deletes a product; the store and its page follow, the trail keeps each step', async () => {
    const editor = await operatorCookie('editor');
    const name = `测试产品${Date.now().toString(36)}`;
    const { id } = (await ok(await consoleCall(saveProductRoute, 'saveProduct', editor, form(name)))) as { id: number };
    expect(id).toBeGreaterThan(1000);
    expect(await getProductDetail(id)).toMatchObject({ productName: name, priceFrom: 3200, deliveryDays: 12, packages: [{ name: '基础版', price: 3200 }, { name: '高级版', price: null }] });
    expect((await listStoreProducts({ categoryId: BRANDING, sort: 'default' })).map((p) => p.id)).toContain(id);

    const renamed = `${name}改`;
    await ok(await consoleCall(saveProductRoute, 'saveProduct', editor, { ...form(renamed), id }));
    expect((await getProductDetail(id))?.productName).toBe(renamed);
    expect((await getAdminProduct(id))?.values).toMatchObject({ productName: renamed, packages: '基础版|3200|设计、交付\n高级版|面议|全部' });

    await ok(await consoleCall(setProductHiddenRoute, 'setProductHidden', editor, { id, hidden: true }));
    expect(await getProductDetail(id)).toBeNull();
    expect((await listStoreProducts({ categoryId: BRANDING, sort: 'default' })).map((p) => p.id)).not.toContain(id);
    expect((await listNavCategories()).find((c) => c.id === BRANDING)?.productList.map((p) => p.id)).not.toContain(id);
    expect((await listAdminProducts(BRANDING)).find((p) => p.id === id)).toMatchObject({ hidden: true });
    await ok(await consoleCall(setProductHiddenRoute, 'setProductHidden', editor, { id, hidden: false }));
    expect(await getProductDetail(id)).not.toBeNull();

    // A deletion needs step-up: refused without it, done with it.
    const refused = await consoleCall(deleteProductRoute, 'deleteProduct', editor, { id });
    expect(refused.status).toBe(403);
    expect((await answerOf(refused)).code).toBe(ErrorCode.stepUpRequired);
    await stepUp(editor);
    await ok(await consoleCall(deleteProductRoute, 'deleteProduct', editor, { id }));
    expect(await getProductDetail(id)).toBeNull();
    expect(await getAdminProduct(id)).toBeNull();
    expect((await listAdminProducts()).some((p) => p.id === id)).toBe(false);
    expect((await consoleCall(deleteProductRoute, 'deleteProduct', editor, { id })).status).toBe(404);

    const trail = await auditTrail({ limit: 10, recordType: 'product', recordId: String(id) });
    expect(trail.map((e) => e.action)).toEqual(['product.delete', 'product.show', 'product.hide', 'product.update', 'product.create']);
    expect(trail[3]).toMatchObject({ before: { productName: name }, after: { productName: renamed } });
    expect(trail[4]).toMatchObject({ before: null, after: { productName: name, priceFrom: 3200 } });
    expect(trail[0]).toMatchObject({ before: { productName: renamed }, after: null });
  });

  it('refuses malformed lines, an unknown category and an unknown product with a Chinese message', async () => {
    const editor = await operatorCookie('editor');
    const msgOf = async (body: unknown, status = 400) => {
      const res = await consoleCall(saveProductRoute, 'saveProduct', editor, body);
      expect(res.status).toBe(status);
      return (await answerOf(res)).msg;
    };
    expect(await msgOf({ ...form('x'), packages: '基础版|-5|内容' })).toContain('套餐每行写作');
    expect(await msgOf({ ...form('x'), productName: ' ' })).toContain('请输入产品名称');
    expect(await msgOf({ ...form('x'), categoryId: 2_000_000_000 })).toBe('所属分类不存在');
    expect(await msgOf({ ...form('x'), id: 2_000_000_000 }, 404)).toBe('产品不存在，请刷新');
  });

  it('renames, orders and hides a category with its products; the trail keeps before and after', async () => {
    const editor = await operatorCookie('editor');
    const category = await ownCategory();
    const { id } = (await ok(await consoleCall(saveProductRoute, 'saveProduct', editor, { ...form(`分类内产品${category}`), categoryId: category }))) as { id: number };
    // Its category hidden, the product is nowhere public.
    expect(await getProductDetail(id)).toBeNull();
    expect(await listStoreProducts({ categoryId: category, sort: 'default' })).toEqual([]);

    await ok(await consoleCall(saveCategoryRoute, 'saveCategory', editor, { id: category, categoryName: '新名称', sort: 98, hidden: true }));
    expect((await listAdminCategories()).find((c) => c.id === category)).toEqual({ id: category, categoryName: '新名称', sort: 98, hidden: true, products: 1 });
    expect((await listNavCategories()).some((c) => c.id === category)).toBe(false);
    const [entry] = await auditTrail({ limit: 1, recordType: 'category', recordId: String(category) });
    expect(entry).toMatchObject({ action: 'category.update', before: { categoryName: `测试分类${category}`, sort: 99 }, after: { categoryName: '新名称', sort: 98 } });

    if (ownDatabase) {
      await ok(await consoleCall(saveCategoryRoute, 'saveCategory', editor, { id: category, categoryName: '新名称', sort: 98, hidden: false }));
      expect((await listNavCategories()).find((c) => c.id === category)?.productList.map((p) => p.productName)).toEqual([`分类内产品${category}`]);
      expect((await getProductDetail(id))?.categoryName).toBe('新名称');
    }
    const msg = async (body: unknown) => (await answerOf(await consoleCall(saveCategoryRoute, 'saveCategory', editor, body))).msg;
    expect(await msg({ id: category, categoryName: '', sort: 1, hidden: false })).toContain('请输入分类名称');
    expect(await msg({ id: 2_000_000_000, categoryName: '名称', sort: 1, hidden: false })).toBe('分类不存在，请刷新');
  });

  it.runIf(ownDatabase)('keeps what an editor changed or deleted when the reference data is written again', async () => {
    const editor = await operatorCookie('editor');
    const [first, second, third] = await listAdminProducts(1);
    const values = (await getAdminProduct(first!.id))!.values;
    await ok(await consoleCall(saveProductRoute, 'saveProduct', editor, { ...values, productName: '改过的名称', id: first!.id }));
    await stepUp(editor);
    await ok(await consoleCall(deleteProductRoute, 'deleteProduct', editor, { id: second!.id }));
    await ok(await consoleCall(saveCategoryRoute, 'saveCategory', editor, { id: 1, categoryName: '软件定制', sort: 0, hidden: false }));
    // A row no editor touched, changed behind the console's back, is written from the reference data again.
    const db = await getDb();
    await db.update(navProducts).set({ name: '未经编辑的改动' }).where(eq(navProducts.id, third!.id));

    await ensureNavProducts(db);
    expect((await getAdminProduct(first!.id))?.values.productName).toBe('改过的名称');
    expect(await getAdminProduct(second!.id)).toBeNull();
    expect((await listNavCategories())[0]?.categoryName).toBe('软件定制');
    expect((await getAdminProduct(third!.id))?.values.productName).toBe(third!.productName);
  });

  it('answers a visitor, a user and a reviewer the 404 of an unknown call, whatever they send', async () => {
    const [user, reviewer] = await Promise.all([loginAs(newPhone()), operatorCookie('reviewer')]);
    const routes = [[saveProductRoute, 'saveProduct'], [setProductHiddenRoute, 'setProductHidden'], [deleteProductRoute, 'deleteProduct'], [saveCategoryRoute, 'saveCategory']] as const;
    for (const cookie of ['', user, reviewer]) {
      for (const [route, name] of routes) {
        const res = await consoleCall(route, name, cookie, { id: 1, hidden: true });
        expect(res.status).toBe(404);
        expect(await answerOf(res)).toEqual({ code: 40400, msg: '接口不存在', data: null });
      }
    }
  });
});
