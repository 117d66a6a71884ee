// The mall (/store-page.html, 002 §2): the category navigation with the store's flyout rule, filters
// (category, price range, sort) as links, and the products with their prices.
import Link from 'next/link';
import { AdSlot } from '@/components/ads/ad-slot';
import { Tag } from '@/components/ui/tag';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { priceText } from '@/lib/products/display';
import { productTarget } from '@/lib/products/rules';
import { STORE_PRICES, STORE_SORTS, storeHref, type StoreState } from '@/lib/products/store-params';
import type { NavCategory, StoreProduct } from '@/lib/products/types';
import { CategoryMenu } from './category-menu';
import { CategoryNav } from './category-nav';

function FilterRow({ label, options }: { label: string; options: { key: string; label: string; href: string; on: boolean }[] }) {
  return (
    <div className="flex gap-3 py-2">
      <span className="w-14 shrink-0 pt-0.5 text-meta text-ink-faint">{label}</span>
      <ul className="flex flex-wrap gap-x-1 gap-y-1">
        {options.map((o) => (
          <li key={o.key}>
            <Link
              href={o.href}
              prefetch={false}
              scroll={false}
              aria-current={o.on ? 'true' : undefined}
              className={`block rounded px-2.5 py-0.5 ${o.on ? 'bg-primary-active text-white' : 'text-ink hover:text-primary-active'}`}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StoreView({ state, categories, products }: { state: StoreState; categories: NavCategory[]; products: StoreProduct[] }) {
  const current = categories.find((c) => c.id === state.category);
  return (
    <div className="site-container py-5">
      <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
        <aside className="relative z-20 min-w-0">
          <CategoryNav categories={categories} page="store" className="hidden lg:block" />
          <CategoryMenu className="lg:hidden" />
        </aside>
        <div className="min-w-0">
          {/* The banner, and on wide screens the page's ad slot (001 §2) on its right. */}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px]">
            <section className="flex flex-col justify-center rounded-card bg-gradient-to-r from-[#0b4fd6] to-[#3b8cff] px-6 py-6 text-white">
              <h1 className="text-2xl font-semibold">{current ? `${current.categoryName} · 云采汇商城` : '云采汇商城'}</h1>
              <p className="mt-1 text-white/85">标准化软件与数字化服务，明码标价、平台担保交易、按里程碑验收付款。</p>
            </section>
            <aside className="hidden lg:block" aria-label="推广">
              {PAGE_AD_SLOTS['/store-page.html'].map((slot) => (
                <AdSlot key={slot} slot={slot} />
              ))}
            </aside>
          </div>
          <section aria-label="筛选" data-testid="store-filters" className="mt-4 divide-y divide-line rounded-card border border-line bg-white px-4">
            <FilterRow
              label="分类"
              options={[
                { key: 'all', label: '全部', href: storeHref({ ...state, category: null }), on: state.category === null },
                ...categories.map((c) => ({ key: String(c.id), label: c.categoryName, href: storeHref({ ...state, category: c.id }), on: state.category === c.id })),
              ]}
            />
            <FilterRow
              label="价格"
              options={[
                { key: 'all', label: '不限', href: storeHref({ ...state, price: '' }), on: state.price === '' },
                ...STORE_PRICES.map((p) => ({ key: p.key, label: p.label, href: storeHref({ ...state, price: p.key }), on: state.price === p.key })),
              ]}
            />
            <FilterRow label="排序" options={STORE_SORTS.map((s) => ({ key: s.key, label: s.label, href: storeHref({ ...state, sort: s.key }), on: state.sort === s.key }))} />
          </section>
          <p className="mt-4 text-meta text-ink-muted">共 {products.length} 项服务</p>
          {products.length === 0 ? (
            <p className="mt-2 rounded-card border border-line bg-white py-12 text-center text-ink-faint">没有符合条件的服务，换个条件试试</p>
          ) : (
            <ul data-testid="store-products" className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {products.map((p) => (
                <li key={p.id} data-testid="store-product" className="flex flex-col rounded-card border border-line bg-white p-4 transition hover:border-primary hover:shadow-pop">
                  <div className="flex items-center justify-between gap-2">
                    <Tag tone="info">{p.categoryName}</Tag>
                    <span className="text-meta text-ink-faint">{p.deliveryDays} 天起</span>
                  </div>
                  <h2 className="mt-2 text-base font-semibold">
                    <a href={productTarget(p, 'store').href} className="hover:text-primary-active">
                      {p.productName}
                    </a>
                  </h2>
                  <p className="mt-1 line-clamp-2 flex-1 text-meta text-ink-muted">{p.summary}</p>
                  <p className="mt-3 text-lg font-semibold text-price">{priceText(p.priceFrom)}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
