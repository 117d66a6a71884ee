import { z } from 'zod';
import { linesOf } from '@/lib/activities/admin-schemas';
import { recordId } from '@/lib/api/record-id';
import type { ProductFaq, ProductPackage } from './types';

// Products and categories as the console edits them (docs/features.md, Operator console: products and
// categories). One schema for the form and the call. Packages and questions are typed as lines, as the
// product page shows them: "名称|价格|内容、内容" per package (价格 in 元, 面议 or blank for on request),
// "问题|回答" per question.

export const PRODUCT_LIMITS = { name: 30, summary: 120, intro: 2000, lines: 4000, packages: 5, faq: 10, keywords: 10, keyword: 20, days: 3650, price: 100_000_000 } as const;
export const CATEGORY_NAME_MAX = 12;

const text = (max: number, what: string) => z.string({ error: `${what}应为文本` }).trim().max(max, `${what}最多 ${max} 个字`);
const required = (max: number, what: string, message: string) => text(max, what).min(1, message);
const sortSchema = z.coerce.number({ error: '排序应为数字' }).int('排序应为整数').min(-999, '排序最小为 -999').max(999, '排序最大为 999');

/** A package line read; null when it is not "名称|价格|内容". */
export function packageOf(line: string): ProductPackage | null {
  const parts = line.split('|').map((p) => p.trim());
  if (parts.length !== 3 || !parts[0] || !parts[2]) return null;
  const [name, priceText, features] = parts as [string, string, string];
  let price: number | null = null;
  if (priceText !== '' && priceText !== '面议') {
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(priceText)) return null;
    price = Number(priceText);
    if (price <= 0 || price > PRODUCT_LIMITS.price) return null;
  }
  const list = features.split(/[、,，]/).map((f) => f.trim()).filter(Boolean);
  return { name, price, unit: price === null ? '按需报价' : '起', features: list };
}

/** A question line read; null when it is not "问题|回答". */
export function faqOf(line: string): ProductFaq | null {
  const parts = line.split('|').map((p) => p.trim());
  return parts.length === 2 && parts[0] && parts[1] ? { q: parts[0], a: parts[1] } : null;
}

/** Words separated by 、 or a comma. */
export const keywordsOf = (value: string) => [...new Set(value.split(/[、,，]/).map((w) => w.trim()).filter(Boolean))];

export const productFormSchema = z.object({
  categoryId: recordId('分类编号'),
  productName: required(PRODUCT_LIMITS.name, '产品名称', '请输入产品名称'),
  summary: required(PRODUCT_LIMITS.summary, '产品简介', '请输入产品简介'),
  intro: required(PRODUCT_LIMITS.intro, '产品介绍', '请输入产品介绍'),
  deliveryDays: z.coerce.number({ error: '交付周期应为数字' }).int('交付周期应为整数').min(1, '交付周期至少 1 天').max(PRODUCT_LIMITS.days, `交付周期最多 ${PRODUCT_LIMITS.days} 天`),
  packages: text(PRODUCT_LIMITS.lines, '服务套餐')
    .refine((v) => linesOf(v).length > 0, '请输入服务套餐')
    .refine((v) => linesOf(v).length <= PRODUCT_LIMITS.packages, `服务套餐最多 ${PRODUCT_LIMITS.packages} 个`)
    .refine((v) => linesOf(v).every((l) => packageOf(l) !== null), '套餐每行写作“名称|价格|内容、内容”，价格为元或“面议”'),
  faq: text(PRODUCT_LIMITS.lines, '常见问题')
    .refine((v) => linesOf(v).length <= PRODUCT_LIMITS.faq, `常见问题最多 ${PRODUCT_LIMITS.faq} 条`)
    .refine((v) => linesOf(v).every((l) => faqOf(l) !== null), '常见问题每行写作“问题|回答”'),
  keywords: text(300, '匹配关键词')
    .refine((v) => keywordsOf(v).length > 0, '请输入匹配关键词')
    .refine((v) => keywordsOf(v).length <= PRODUCT_LIMITS.keywords, `匹配关键词最多 ${PRODUCT_LIMITS.keywords} 个`)
    .refine((v) => keywordsOf(v).every((w) => w.length <= PRODUCT_LIMITS.keyword), `每个关键词最多 ${PRODUCT_LIMITS.keyword} 个字`),
  sort: sortSchema,
});
export type ProductForm = z.infer<typeof productFormSchema>;
/** The form's fields as typed (numbers may come as text). */
export type ProductFormValues = z.input<typeof productFormSchema>;

export const saveProductSchema = productFormSchema.extend({
  /** The product to change; absent for a new one. */
  id: recordId('产品编号').optional(),
});
export type SaveProductInput = z.infer<typeof saveProductSchema>;

export const setProductHiddenSchema = z.object({ id: recordId('产品编号'), hidden: z.boolean({ error: '请选择是否隐藏' }) });
export const deleteProductSchema = z.object({ id: recordId('产品编号') });

export const categoryFormSchema = z.object({
  categoryName: required(CATEGORY_NAME_MAX, '分类名称', '请输入分类名称'),
  sort: sortSchema,
  hidden: z.boolean({ error: '请选择是否隐藏' }),
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export const saveCategorySchema = categoryFormSchema.extend({ id: recordId('分类编号') });

/** A new product's form: shown once created (hiding is its own step, setProductHidden). */
export const EMPTY_PRODUCT = (categoryId: number): ProductForm => ({
  categoryId,
  productName: '',
  summary: '',
  intro: '',
  deliveryDays: 30,
  packages: '',
  faq: '',
  keywords: '',
  sort: 0,
});

/** A product's stored values from the form: packages and questions read from their lines, the lowest price the store filters on. */
export function productValues(form: ProductForm) {
  const packages = linesOf(form.packages).map((l) => packageOf(l)!);
  const prices = packages.map((p) => p.price).filter((p): p is number => p !== null);
  return {
    categoryId: form.categoryId,
    name: form.productName,
    summary: form.summary,
    intro: form.intro,
    deliveryDays: form.deliveryDays,
    packages,
    faq: linesOf(form.faq).map((l) => faqOf(l)!),
    keywords: keywordsOf(form.keywords),
    priceFrom: prices.length > 0 ? Math.min(...prices) : null,
    sort: form.sort,
  };
}

/** A stored product as the form's text. */
export function productFormOf(p: { categoryId: number; productName: string; summary: string; intro: string; deliveryDays: number; packages: ProductPackage[]; faq: ProductFaq[]; keywords: string[]; sort: number }): ProductForm {
  return {
    categoryId: p.categoryId,
    productName: p.productName,
    summary: p.summary,
    intro: p.intro,
    deliveryDays: p.deliveryDays,
    packages: p.packages.map((x) => `${x.name}|${x.price ?? '面议'}|${x.features.join('、')}`).join('\n'),
    faq: p.faq.map((x) => `${x.q}|${x.a}`).join('\n'),
    keywords: p.keywords.join('、'),
    sort: p.sort,
  };
}

/** A product as the console lists it. */
export interface AdminProductLine {
  id: number;
  categoryId: number;
  categoryName: string;
  productName: string;
  priceFrom: number | null;
  sort: number;
  hidden: boolean;
  categoryHidden: boolean;
}

/** A category as the console lists it. */
export interface AdminCategoryLine {
  id: number;
  categoryName: string;
  sort: number;
  hidden: boolean;
  products: number;
}
