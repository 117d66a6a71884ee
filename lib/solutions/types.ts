import { z } from 'zod';

// The solutions catalogue (001 §3 Solution list item, Category, Source, Price range). The schemas are
// the calls' contracts (lib/products/contracts.ts); the types come from them, so the pages, the
// services and the answers share one shape. Dates travel as ISO 8601 text.

/** 1: the platform's own solution (solution-detail page); otherwise a supplier scheme (scheme-detail). */
export const originSourceSchema = z.number().int();
export type OriginSource = z.infer<typeof originSourceSchema>;
/** 1 平台方案 (platform solution), 2 平台优选 (platform preferred). */
export const originTagSchema = z.union([z.literal(1), z.literal(2)]);
export type OriginTag = z.infer<typeof originTagSchema>;

/** A card of the list (001 §3): serviceName may hold <em> highlights, serviceDesc is already cut. */
export const solutionListItemSchema = z.object({
  originIdSec: z.string(),
  originSource: originSourceSchema,
  serviceName: z.string(),
  firstCategoryName: z.string(),
  originTag: originTagSchema,
  serviceDesc: z.string(),
  /** Yuan; null is negotiable (面议). */
  servicePrice: z.number().nullable(),
  serviceProvider: z.string(),
});
export type SolutionListItem = z.infer<typeof solutionListItemSchema>;

/** serviceList's answer. */
export const solutionListSchema = z.object({
  list: z.array(solutionListItemSchema),
  /** Exact up to COUNT_CAP (lib/search/counts.ts); above it PostgreSQL's estimate (at most TOTAL_CAP), said by `capped`. */
  total: z.number().int(),
  capped: z.boolean(),
});
export type SolutionList = z.infer<typeof solutionListSchema>;

export const solutionCategorySchema = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
});
export type SolutionCategory = z.infer<typeof solutionCategorySchema>;

/** categoryList: `list` is the level asked for, `hotList` the part shown before it folds (001 §2). */
export const categoryListAnswerSchema = z.object({
  hotList: z.array(solutionCategorySchema),
  list: z.array(solutionCategorySchema),
});
export type CategoryList = z.infer<typeof categoryListAnswerSchema>;

export const solutionSourceSchema = z.object({
  sourceName: z.string(),
  sourceCode: originTagSchema,
});
export type SolutionSource = z.infer<typeof solutionSourceSchema>;

/** A preset price range in 万; null ends are open. */
export const solutionPriceRangeSchema = z.object({
  priceName: z.string(),
  priceStart: z.number().nullable(),
  priceEnd: z.number().nullable(),
});
export type SolutionPriceRange = z.infer<typeof solutionPriceRangeSchema>;

/** The detail pages: the card's fields in full plus what a buyer needs to decide. */
export const solutionDetailSchema = solutionListItemSchema.extend({
  firstCategoryCode: z.string(),
  secondCategoryCode: z.string(),
  secondCategoryName: z.string(),
  /** The provider's supplier page id; null when the provider has none (a scheme of a new company). */
  supplierId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  /** ISO 8601. */
  publishTime: z.string(),
  solveProblem: z.string().nullable(),
  achieveResults: z.string().nullable(),
  advantages: z.string().nullable(),
  deliveryCycle: z.string().nullable(),
  afterSaleService: z.string().nullable(),
  technologies: z.array(z.string()),
  customerTypes: z.array(z.string()),
  /** A download link (/files/<key>) with its name, when the supplier uploaded a manual. */
  manual: z.object({ href: z.string(), name: z.string() }).nullable(),
  demoLink: z.string().nullable(),
  related: z.array(solutionListItemSchema),
});
export type SolutionDetail = z.infer<typeof solutionDetailSchema>;

/** getServiceSearch: a suggestion of the search box (001 §7, payload not shown). */
export const serviceSuggestionSchema = z.object({
  /** The plain name, to search for. */
  name: z.string(),
  /** The name with the keyword in <em>. */
  serviceName: z.string(),
  count: z.number().int(),
});
export type ServiceSuggestion = z.infer<typeof serviceSuggestionSchema>;
