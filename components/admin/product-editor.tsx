import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { ProductForm as Values } from '@/lib/products/admin-schemas';
import { productDetailHref } from '@/lib/products/rules';
import { ProductControls } from './product-controls';
import { ProductForm } from './product-form';

interface Props {
  /** The product being edited; null for a new one. */
  product: { id: number; name: string; hidden: boolean } | null;
  values: Values;
  categories: { id: number; name: string }[];
}

/** The page of one product in the console: its form, and for a saved one its page, hide switch and deletion. */
export function ProductEditor({ product, values, categories }: Props) {
  const heading = product ? `编辑产品 #${product.id}` : '新建产品';
  return (
    <section className="site-container py-6" aria-labelledby="editor-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '产品与分类', href: '/admin/products' }, { label: heading }]} />
      <h1 id="editor-title" className="mt-3 text-xl font-semibold text-ink">{heading}</h1>
      {product && !product.hidden && (
        <p className="mt-1 text-meta">
          <Link href={productDetailHref({ id: product.id, linkType: null })} prefetch={false} className="text-primary-active hover:underline">
            查看产品页
          </Link>
        </p>
      )}
      {product && <ProductControls id={product.id} name={product.name} hidden={product.hidden} />}
      <ProductForm id={product?.id ?? null} values={values} categories={categories} />
    </section>
  );
}
