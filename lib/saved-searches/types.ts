// Saved searches and private feeds (docs/features.md, Saved searches and feeds).
import { z } from 'zod';
import { EXPORT_LISTS, type ExportList } from '@/lib/exports/types';
import { MAIL_MODES } from '@/lib/mail/types';

/** The lists a search can be saved on: the same keys as the list exports (one per page and tab). */
export const SAVED_SEARCH_LISTS = EXPORT_LISTS;
export type SavedSearchList = ExportList;

/** At most this many saved searches a user (docs/limits.md). */
export const SAVED_SEARCHES_MAX = 20;

/** A feed lists the newest pushes of its source, at most this many (docs/limits.md). */
export const FEED_ITEMS_MAX = 50;

/** What a feed follows: a saved search or an opportunity subscription. */
export const FEED_SOURCES = ['search', 'subscription'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** Lists whose new records are matched against saved searches and pushed (the opportunity.push and record.push jobs). */
export const PUSHED_LISTS: readonly SavedSearchList[] = ['business', 'demands', 'bids', 'suppliers', 'schemes'];

/** One filter in words: 城市 重庆. */
export interface FilterTerm {
  label: string;
  value: string;
}

/** A private feed's addresses; null when revoked. */
export const feedLinksSchema = z.object({ rss: z.string(), atom: z.string() }).nullable();
export type FeedLinks = z.infer<typeof feedLinksSchema>;

export const savedSearchViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  list: z.enum(SAVED_SEARCH_LISTS),
  /** What it searches, in words: 软件商机 · 城市：重庆 · 业务方向：软件开发. */
  summary: z.string(),
  /** The page with the saved keyword and filters. */
  href: z.string(),
  /** Whether new records of this list are pushed (the others are saved for running again). */
  pushed: z.boolean(),
  /** How its pushes reach the user by e-mail (pushed lists only). */
  mailMode: z.enum(MAIL_MODES),
  feed: feedLinksSchema,
  createdAt: z.string(),
});
export type SavedSearchView = z.infer<typeof savedSearchViewSchema>;

/** An opportunity subscription's feed, beside the saved searches in the user centre. */
export const subscriptionFeedViewSchema = z.object({ id: z.number().int(), name: z.string(), feed: feedLinksSchema });
export type SubscriptionFeedView = z.infer<typeof subscriptionFeedViewSchema>;
