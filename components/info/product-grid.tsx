// Products as priced cards (direct purchase and outsourcing pages), each opening its detail in place.
import { priceText } from '@/lib/products/display';
import { productTarget } from '@/lib/products/rules';
import type { StoreProduct } from '@/lib/products/types';

export function ProductGrid({ products }: { products: StoreProduct[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.id}>
          <a href={productTarget(p, 'detail').href} className="flex h-full flex-col rounded-card border border-line bg-white p-4 transition hover:border-primary hover:shadow-pop">
            <span className="font-medium">{p.productName}</span>
            <span className="mt-1 line-clamp-2 flex-1 text-meta text-ink-muted">{p.summary}</span>
            <span className="mt-2 font-semibold text-price">{priceText(p.priceFrom)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
