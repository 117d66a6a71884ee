import { z } from 'zod';
import { listPageOf } from '@/lib/api/list';

// Software-frontier news (002 §3 Article, Column) as the calls and pages see them. The schemas are the
// calls' contracts (./contracts.ts); the types come from them.

export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  thumbnailList: z.array(z.string()),
  videoResponseDTO: z.object({ videoUrl: z.string(), posterUrl: z.string() }).nullable(),
  relatedLabel: z.string(),
  relatedLabelName: z.string(),
  createTimeStr: z.string(),
  publishTimeStr: z.string(),
  /** ISO time, for machine-readable dates (JSON-LD, <time>, sitemaps). */
  publishTime: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleDetailSchema = articleSchema.extend({
  body: z.array(z.string()),
  /** The body as the console's editor wrote it, sanitized when stored; shown instead of `body` when set. */
  bodyHtml: z.string().nullable(),
  author: z.string(),
  views: z.number().int(),
  related: z.array(articleSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const newsColumnSchema = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  labelDesc: z.string(),
  imageUrl: z.string(),
});
export type NewsColumn = z.infer<typeof newsColumnSchema>;

/** informationList's answer: one page of articles and the total. */
export const articlePageSchema = listPageOf(articleSchema);
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * An article's stored state (docs/features.md, Operator console "News"): a draft, published, or taken
 * down. "Scheduled" is not stored: it is a published article whose publish time is still ahead, and the
 * public queries show only published articles whose time has come, so it appears by itself on time.
 */
export const ARTICLE_STATES = ['draft', 'published', 'unpublished'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
