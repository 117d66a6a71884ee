import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { AdminCategoryLine, AdminProductLine } from '@/lib/products/admin-schemas';
import { productDetailHref } from '@/lib/products/rules';
import { priceText } from '@/lib/products/display';
import { cell, ConsoleTable } from './console-table';
import { CategoryEditor } from './category-editor';

interface Props {
  categories: AdminCategoryLine[];
  products: AdminProductLine[];
  /** The category the list is filtered on; null for all. */
  categoryId: number | null;
}

const tab = 'rounded-full px-3 py-1 text-meta';

/** The editors' catalogue: the categories of the navigation, editable in place, and the products with their state. */
export function ProductList({ categories, products, categoryId }: Props) {
  return (
    <section className="site-container py-6" aria-labelledby="products-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '产品与分类' }]} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" className="text-xl font-semibold text-ink">产品与分类</h1>
        <Link
          href={categoryId === null ? '/admin/products/new' : `/admin/products/new?category=${categoryId}`}
          className="inline-flex h-9 items-center rounded-card bg-primary-active px-4 text-meta font-medium text-white hover:bg-primary"
        >
          新建产品
        </Link>
      </div>
      <p className="mt-1 text-meta text-ink-muted">
        首页与商城的分类导航、商城（/store-page.html）和产品详情页每次打开时读取这里的内容：保存后登录用户立即看到，访客在页面缓存过期后（默认 10 秒）看到。隐藏的分类连同其产品一起隐藏。
      </p>

      <CategoryEditor categories={categories} />

      <h2 className="mt-8 text-lg font-semibold text-ink">产品（{products.length}）</h2>
      <nav aria-label="按分类筛选" className="mt-2 flex flex-wrap gap-2">
        <Link href="/admin/products" className={`${tab} ${categoryId === null ? 'bg-primary-active text-white' : 'bg-white text-ink-muted'}`} aria-current={categoryId === null ? 'page' : undefined}>
          全部
        </Link>
        {categories.map((c) => (
          <Link
            key={c.id}
            href={`/admin/products?category=${c.id}`}
            className={`${tab} ${categoryId === c.id ? 'bg-primary-active text-white' : 'bg-white text-ink-muted'}`}
            aria-current={categoryId === c.id ? 'page' : undefined}
          >
            {c.categoryName}
          </Link>
        ))}
      </nav>
      {products.length === 0 ? (
        <p className="mt-4 text-ink-faint">暂无产品</p>
      ) : (
        <ConsoleTable head={['编号', '产品', '分类', '起价', '排序', '状态']} minWidth="min-w-[40rem]" testId="product-list" className="mt-3">
          {products.map((p) => (
            <tr key={p.id} data-product={p.id}>
              <td className={`${cell} tabular-nums`}>{p.id}</td>
              <td className={cell}>
                <Link href={`/admin/products/${p.id}`} className="text-primary-active hover:underline">
                  {p.productName}
                </Link>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{p.categoryName}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{priceText(p.priceFrom)}</td>
              <td className={`${cell} tabular-nums`}>{p.sort}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {p.hidden ? (
                  <span className="text-price">已隐藏</span>
                ) : p.categoryHidden ? (
                  <span className="text-price">分类已隐藏</span>
                ) : (
                  <Link href={productDetailHref({ id: p.id, linkType: null })} prefetch={false} className="text-success hover:underline">
                    显示中
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
