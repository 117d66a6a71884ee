import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductEditor } from '@/components/admin/product-editor';
import { EMPTY_PRODUCT } from '@/lib/products/admin-schemas';
import { pageOperator } from '@/lib/server/operators/gate';
import { listAdminCategories } from '@/lib/server/products/admin';

export const metadata: Metadata = { title: '新建产品', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// An editor adds a product (docs/features.md, Operator console: products); anyone else: 404.
export default async function NewProductPage({ searchParams }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const raw = (await searchParams).category;
  const categories = (await listAdminCategories()).map((c) => ({ id: c.id, name: c.categoryName }));
  const category = categories.find((c) => String(c.id) === raw) ?? categories[0];
  return <ProductEditor product={null} values={EMPTY_PRODUCT(category?.id ?? 1)} categories={categories} />;
}
