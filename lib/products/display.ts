// How products' prices and structured data read (002 §2). Pure.
import type { ProductDetail, ProductPackage, StoreProduct } from './types';

/** ¥12,000起, or 面议 when priced on request. */
export function priceText(price: number | null, suffix = '起'): string {
  return price === null ? '面议' : `¥${price.toLocaleString('en-US')}${suffix}`;
}

export const packagePrice = (p: ProductPackage) => (p.price === null ? '按需报价' : priceText(p.price));

/** schema.org Product with the packages as offers (one AggregateOffer over the priced ones). */
export function productJsonLd(product: ProductDetail, url: string): object {
  const prices = product.packages.map((p) => p.price).filter((p): p is number => p !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.summary,
    category: product.categoryName,
    url,
    brand: { '@type': 'Brand', name: '云采汇' },
    ...(prices.length > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'CNY',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: prices.length,
        availability: 'https://schema.org/InStock',
      },
    }),
  };
}

/** schema.org ItemList of the store's products, each a Product with its lowest price. */
export function storeJsonLd(products: StoreProduct[], origin: string, hrefOf: (p: StoreProduct) => string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: p.productName,
        description: p.summary,
        url: new URL(hrefOf(p), origin).toString(),
        ...(p.priceFrom !== null && { offers: { '@type': 'Offer', priceCurrency: 'CNY', price: p.priceFrom } }),
      },
    })),
  };
}
