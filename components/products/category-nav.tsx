'use client';

// The main category navigation of 002 §2, drawn on the index, product-detail and store pages with each
// page's click rules (lib/products/rules.ts): the index opens links in a new window; product detail
// navigates in place and highlights the product of the query's id; the store shows at most 3 products
// inline per category and the rest in a flyout on hover (or keyboard focus). Plain links and CSS.
// A client component so a page's RSC payload carries the categories' names and ids once instead of the
// markup of every link (docs/decisions/0003-client-components-to-shrink-the-rsc-payload.md); the hover
// flyouts, invisible until hovered, are drawn after hydration rather than sent as HTML (some 14 KB on the
// home page). Without JavaScript the category links, the store's inline products and the detail page's
// lists work; the products are reached through their category.
import { useSyncExternalStore } from 'react';
import type { NavCategory, NavProduct } from '@/lib/products/types';
import { categoryTarget, isHighlighted, productTarget, splitStoreProducts, type NavPage, type NavTarget } from '@/lib/products/rules';

const noSubscription = () => () => {};

const targetProps = (t: NavTarget) => (t.newWindow ? { href: t.href, target: '_blank', rel: 'noopener' } : { href: t.href });

function ProductLink({ product, page, highlightId, testId, className }: { product: NavProduct; page: NavPage; highlightId: number | null; testId: string; className: string }) {
  const on = isHighlighted(product, highlightId);
  return (
    <a
      {...targetProps(productTarget(product, page))}
      data-testid={testId}
      data-product-id={product.id}
      data-highlighted={on || undefined}
      aria-current={on ? 'page' : undefined}
      className={`${className} ${on ? 'bg-primary-soft font-medium text-primary-active' : 'hover:text-primary-active'}`}
    >
      {product.productName}
    </a>
  );
}

function Flyout({ category, products, page }: { category: NavCategory; products: NavProduct[]; page: NavPage }) {
  return (
    <div
      data-testid="nav-flyout"
      className="absolute left-full top-0 z-30 hidden w-[440px] rounded-card border border-line bg-white p-4 shadow-pop group-hover/cat:block group-focus-within/cat:block"
    >
      <p className="mb-2 text-meta text-ink-faint">{category.categoryName}</p>
      <ul className="grid grid-cols-3 gap-x-3 gap-y-1.5">
        {products.map((p) => (
          <li key={p.id}>
            <ProductLink product={p} page={page} highlightId={null} testId="nav-flyout-product" className="block truncate rounded px-1 py-0.5 text-ink" />
          </li>
        ))}
      </ul>
      {category.hasRight && (
        <div className="mt-3 border-t border-line pt-2">
          <p className="mb-1 text-meta text-ink-faint">热门服务</p>
          <ul className="flex flex-wrap gap-2">
            {category.rightList.map((p) => (
              <li key={p.id}>
                <a {...targetProps(productTarget(p, page))} className="rounded-full bg-page px-2.5 py-0.5 text-meta text-ink-muted hover:text-primary-active">
                  {p.productName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Store and index: a row per category, inline products (store: the flyout rule) and the hover flyout. */
function FlyoutNav({ categories, page }: { categories: NavCategory[]; page: 'index' | 'store' }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <ul className="py-1">
      {categories.map((c) => {
        const { inline, flyout } = page === 'store' ? splitStoreProducts(c.productList) : { inline: [], flyout: c.productList };
        return (
          <li key={c.id} data-testid="nav-category" data-category-id={c.id} className="group/cat relative px-4 py-2 hover:bg-primary-soft focus-within:bg-primary-soft">
            <a {...targetProps(categoryTarget(c, page))} className="font-medium text-ink hover:text-primary-active">
              {c.categoryName}
            </a>
            {inline.length > 0 && (
              <div className="mt-1 flex gap-3 text-meta text-ink-muted">
                {inline.map((p) => (
                  <ProductLink key={p.id} product={p} page={page} highlightId={null} testId="nav-inline-product" className="whitespace-nowrap" />
                ))}
              </div>
            )}
            {hydrated && flyout.length > 0 && <Flyout category={c} products={flyout} page={page} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Product detail: every category's products listed, the group of the highlighted product open. */
function DetailNav({ categories, highlightId }: { categories: NavCategory[]; highlightId: number | null }) {
  return (
    <div className="divide-y divide-line">
      {categories.map((c) => {
        const holds = c.productList.some((p) => isHighlighted(p, highlightId));
        return (
          <details key={c.id} open={holds || undefined} data-testid="nav-category" data-category-id={c.id} className="group/d px-3 py-2">
            <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">
              <span className="flex items-center justify-between">
                {c.categoryName}
                <span aria-hidden="true" className="text-ink-faint transition group-open/d:rotate-90">›</span>
              </span>
            </summary>
            <ul className="mt-1.5 grid grid-cols-2 gap-1">
              {c.productList.map((p) => (
                <li key={p.id}>
                  <ProductLink product={p} page="detail" highlightId={highlightId} testId="nav-product" className="block truncate rounded px-2 py-1 text-meta text-ink-muted" />
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

export function CategoryNav({ categories, page, highlightId = null, className = '' }: { categories: NavCategory[]; page: NavPage; highlightId?: number | null; className?: string }) {
  return (
    <nav aria-label="全部服务分类" data-testid="category-nav" data-page={page} className={`rounded-card border border-line bg-white ${className}`}>
      <p className="rounded-t-card bg-primary-active px-4 py-2.5 font-medium text-white">全部服务分类</p>
      {page === 'detail' ? <DetailNav categories={categories} highlightId={highlightId} /> : <FlyoutNav categories={categories} page={page} />}
    </nav>
  );
}
