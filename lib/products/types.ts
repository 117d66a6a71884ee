// The main category navigation (002 §3 Category, Product) and what the product-detail and store pages show.

// The navigation's shapes are the category call's contract (./category-types.ts).
export type { NavCategory, NavProduct } from './category-types';

export interface ProductPackage {
  name: string;
  price: number | null;
  unit: string;
  features: string[];
}

export interface ProductFaq {
  q: string;
  a: string;
}

/** A provider offering a product: a supplier whose trades or competences match it. */
export interface ProductProvider {
  id: number;
  compName: string;
  cityName: string;
  caseCount: number;
  tags: string[];
}

export interface ProductCase {
  caseUuid: string;
  source: number;
  caseTitle: string;
  buName: string;
}

/** A product in the store's list. */
export interface StoreProduct {
  id: number;
  categoryId: number;
  categoryName: string;
  productName: string;
  summary: string;
  linkUrl: string | null;
  linkType: number | null;
  /** 元; null: priced on request. */
  priceFrom: number | null;
  deliveryDays: number;
}

export interface ProductDetail extends StoreProduct {
  intro: string;
  packages: ProductPackage[];
  faq: ProductFaq[];
  providers: ProductProvider[];
  cases: ProductCase[];
}
