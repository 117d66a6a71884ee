import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MerchantSideBar } from '@/components/contact/merchant-side-bar';
import { ProductDetailView } from '@/components/products/product-detail-view';
import { JsonLd } from '@/components/seo/json-ld';
import { productJsonLd } from '@/lib/products/display';
import { productDetailHref, productIdOf } from '@/lib/products/rules';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { sideBarFor } from '@/lib/server/contact/side-bar';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { getProductDetail, listNavCategories } from '@/lib/server/products/service';
import { getSessionView } from '@/lib/server/session/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const productOf = async (searchParams: Props['searchParams']) => {
  const id = productIdOf((await searchParams).id);
  return id === null ? null : getProductDetail(id);
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const product = await productOf(searchParams);
  if (!product) return { title: '服务不存在' };
  return {
    title: `${product.productName} - ${product.categoryName}服务价格与服务商`,
    description: `${product.summary}查看${product.productName}服务套餐与价格、提供该服务的服务商、服务案例与常见问题。`,
    alternates: { canonical: productDetailHref(product) },
  };
}

// Product detail (002 §2): the product of the id query, linkType=3 for category-type ones.
export default async function ProductDetailPage({ searchParams }: Props) {
  const product = await productOf(searchParams);
  if (!product) notFound();
  const [categories, session, sideBar, origin] = await Promise.all([listNavCategories(), getSessionView(), sideBarFor({ productType: 1 }), mainSiteOrigin()]);
  const href = productDetailHref(product);
  const publisher = session.user ? { jfid: session.user.jfid, mobile: session.user.mobile } : null;
  return (
    <>
      <JsonLd data={productJsonLd(product, new URL(href, origin).toString())} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '商城', href: '/store-page.html' }, { label: product.productName }], origin, href)} />
      <ProductDetailView product={product} categories={categories} publisher={publisher} />
      <MerchantSideBar data={sideBar} />
    </>
  );
}
