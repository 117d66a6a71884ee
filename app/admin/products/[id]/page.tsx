import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductEditor } from '@/components/admin/product-editor';
import { productIdOf } from '@/lib/products/rules';
import { pageOperator } from '@/lib/server/operators/gate';
import { getAdminProduct, listAdminCategories } from '@/lib/server/products/admin';

export const metadata: Metadata = { title: '编辑产品', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

// An editor changes a product, hides or shows it, or deletes it (docs/features.md, Operator console:
// products); anyone else: 404.
export default async function EditProductPage({ params }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const id = productIdOf((await params).id);
  const [product, categories] = await Promise.all([id === null ? null : getAdminProduct(id), listAdminCategories()]);
  if (!product) notFound();
  return (
    <ProductEditor
      product={{ id: product.id, name: product.values.productName, hidden: product.hidden }}
      values={product.values}
      categories={categories.map((c) => ({ id: c.id, name: c.categoryName }))}
    />
  );
}
