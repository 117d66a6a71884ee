// The numbers of 002 §9 for articles: page size 10, 5 featured, hot 10, recommended 5, news type 9.
export const NEWS_TYPE_ID = 9;
export const NEWS_PAGE_SIZE = 10;
export const FEATURED_COUNT = 5;
export const HOT_COUNT = 10;
export const RECOMMENDED_COUNT = 5;
/** The only order the spec names (orderMode 0001): newest first. */
export const ORDER_NEWEST = '0001';
/** Pages a list reaches: far past the demo's articles, bounded for crawlers. */
export const MAX_NEWS_PAGE = 500;
