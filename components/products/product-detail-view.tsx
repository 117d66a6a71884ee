// /product-detail.html?id= (002 §2): what the product is, its packages and prices, the providers
// offering it, their cases, the FAQ, consult and publish buttons; the category navigation on the left
// with this product highlighted.
import Link from 'next/link';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import { packagePrice, priceText } from '@/lib/products/display';
import { categoryHref, LINK_TYPE_CATEGORY } from '@/lib/products/rules';
import type { NavCategory, ProductDetail } from '@/lib/products/types';
import { CategoryMenu } from './category-menu';
import { CategoryNav } from './category-nav';

const card = 'rounded-card border border-line bg-white p-5';

export function ProductDetailView({ product, categories, publisher }: { product: ProductDetail; categories: NavCategory[]; publisher: Publisher | null }) {
  const industry = product.linkType === LINK_TYPE_CATEGORY ? product.productName.replace(/行业解决方案$/, '') : null;
  return (
    <div className="site-container py-5">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '商城', href: '/store-page.html' },
          { label: product.categoryName, href: categoryHref({ id: product.categoryId, linkUrl: null }) },
          { label: product.productName },
        ]}
      />
      <div className="mt-4 grid gap-6 lg:grid-cols-[240px_1fr]">
        <aside className="min-w-0">
          <CategoryNav categories={categories} page="detail" highlightId={product.id} className="hidden lg:block" />
          <CategoryMenu className="lg:hidden" />
        </aside>
        <div className="flex min-w-0 flex-col gap-5">
          <section className={card} aria-labelledby="product-title">
            <div className="flex flex-wrap items-center gap-2">
              <Tag tone="primary">{product.categoryName}</Tag>
              {industry && <Tag tone="info">行业方案</Tag>}
            </div>
            <h1 id="product-title" className="mt-2 text-2xl font-semibold">
              {product.productName}
            </h1>
            <p className="mt-2 text-ink-muted">{product.summary}</p>
            <dl className="mt-4 flex flex-wrap gap-x-10 gap-y-2">
              <div>
                <dt className="text-meta text-ink-faint">参考价格</dt>
                <dd data-testid="product-price" className="text-2xl font-semibold text-price">
                  {priceText(product.priceFrom)}
                </dd>
              </div>
              <div>
                <dt className="text-meta text-ink-faint">参考周期</dt>
                <dd className="text-lg font-medium">{product.deliveryDays} 天起</dd>
              </div>
              <div>
                <dt className="text-meta text-ink-faint">可选服务商</dt>
                <dd className="text-lg font-medium">{product.providers.length} 家</dd>
              </div>
            </dl>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link href="/chatRT.html?type=2" prefetch={false} data-testid="product-consult" className="flex h-10 items-center rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary">
                立即咨询
              </Link>
              <QuickPublishTrigger publisher={publisher} fromType="product" className="flex h-10 items-center rounded-card border-2 border-primary px-6 font-medium text-primary-active hover:bg-primary-soft">
                发布需求
              </QuickPublishTrigger>
            </div>
          </section>

          <section className={card} aria-labelledby="packages-title">
            <h2 id="packages-title" className="text-lg font-semibold">
              服务套餐
            </h2>
            <ul className="mt-3 grid gap-4 md:grid-cols-3">
              {product.packages.map((p) => (
                <li key={p.name} data-testid="package" className="flex flex-col rounded-card border border-line p-4">
                  <p className="font-medium">{p.name}</p>
                  <p className="mt-1 text-xl font-semibold text-price">{packagePrice(p)}</p>
                  <ul className="mt-3 flex-1 space-y-1 text-meta text-ink-muted">
                    {p.features.map((f) => (
                      <li key={f}>✓ {f}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>

          <section className={card} aria-labelledby="intro-title">
            <h2 id="intro-title" className="text-lg font-semibold">
              服务介绍
            </h2>
            <p className="mt-2 leading-relaxed text-ink-muted">{product.intro}</p>
            {industry && (
              <p className="mt-3">
                <Link href={`/scheme.html?searchName=${encodeURIComponent(industry)}`} prefetch={false} className="text-primary-active hover:underline">
                  查看{industry}行业全部解决方案 ›
                </Link>
              </p>
            )}
          </section>

          <section className={card} aria-labelledby="providers-title">
            <h2 id="providers-title" className="text-lg font-semibold">
              提供该服务的服务商
            </h2>
            {product.providers.length === 0 ? (
              <p className="mt-3 text-ink-faint">暂无服务商，发布需求后平台为您匹配</p>
            ) : (
              <ul className="mt-3 grid gap-3 md:grid-cols-2">
                {product.providers.map((s) => (
                  <li key={s.id} data-testid="provider" className="rounded-card border border-line p-3">
                    <Link href={`/search-supplierdetail.html?id=${s.id}`} prefetch={false} className="font-medium hover:text-primary-active">
                      {s.compName}
                    </Link>
                    <p className="mt-1 text-meta text-ink-muted">
                      {s.cityName} · 案例 {s.caseCount} 个
                    </p>
                    <div className="mt-1.5 flex flex-wrap gap-1.5">
                      {s.tags.map((t) => (
                        <Tag key={t} tone="info">
                          {t}
                        </Tag>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {product.cases.length > 0 && (
            <section className={card} aria-labelledby="cases-title">
              <h2 id="cases-title" className="text-lg font-semibold">
                服务案例
              </h2>
              <ul className="mt-3 divide-y divide-line">
                {product.cases.map((c) => (
                  <li key={c.caseUuid} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-center sm:justify-between">
                    <Link href={`/business-detail.html?id=${encodeURIComponent(c.caseUuid)}&source=${c.source}`} prefetch={false} className="min-w-0 truncate hover:text-primary-active">
                      {c.caseTitle}
                    </Link>
                    <span className="shrink-0 text-meta text-ink-faint">{c.buName}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section className={card} aria-labelledby="faq-title">
            <h2 id="faq-title" className="text-lg font-semibold">
              常见问题
            </h2>
            <dl className="mt-3 space-y-3">
              {product.faq.map((f) => (
                <div key={f.q}>
                  <dt className="font-medium">问：{f.q}</dt>
                  <dd className="mt-1 text-ink-muted">答：{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
