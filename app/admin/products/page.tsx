import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductList } from '@/components/admin/product-list';
import { pageOperator } from '@/lib/server/operators/gate';
import { listAdminCategories, listAdminProducts } from '@/lib/server/products/admin';

export const metadata: Metadata = { title: '产品与分类', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The editors' catalogue (docs/features.md, Operator console: products and categories); anyone else: 404.
export default async function ProductsPage({ searchParams }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const raw = (await searchParams).category;
  const categories = await listAdminCategories();
  const category = categories.find((c) => String(c.id) === raw) ?? null;
  const products = await listAdminProducts(category?.id);
  return <ProductList categories={categories} products={products} categoryId={category?.id ?? null} />;
}
