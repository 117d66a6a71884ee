// Software-frontier news: columns and articles (002 §2-§3). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ARTICLE_STATES } from '@/lib/news/types';
import { oneOf } from '../db/columns';

/**
 * Software-frontier news (002 §2 Industry view, §3 Article and Column): columns and their
 * articles. Reference data of the demo (seed/news.ts); an operator's editor writes the same rows.
 */
export const newsColumns = pgTable('news_column', {
  labelCode: text('label_code').primaryKey(),
  labelName: text('label_name').notNull(),
  labelDesc: text('label_desc').notNull(),
  imageUrl: text('image_url').notNull(),
  sort: integer('sort').notNull(),
});

export const newsArticles = pgTable(
  'news_article',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs of the body, plain text (escaped when shown); the seed's articles. */
    body: text('body').array().notNull(),
    /**
     * The body as the console's editor wrote it: HTML sanitized on save (lib/news/body-html.ts), shown as
     * stored; null for an article with paragraphs only.
     */
    bodyHtml: text('body_html'),
    /** Public when published and its publish time has come (a future time: scheduled). */
    status: text('status', { enum: ARTICLE_STATES }).notNull().default('published'),
    labelCode: text('label_code')
      .notNull()
      .references(() => newsColumns.labelCode),
    thumbnail: text('thumbnail').notNull(),
    videoUrl: text('video_url'),
    videoPoster: text('video_poster'),
    /** Featured on the industry view's top block. */
    topFlag: boolean('top_flag').notNull().default(false),
    views: integer('views').notNull().default(0),
    author: text('author').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('news_article_publish_idx').on(t.publishTime, t.id),
    index('news_article_column_idx').on(t.labelCode, t.publishTime, t.id),
    index('news_article_views_idx').on(t.views, t.id),
    index('news_article_console_idx').on(t.status, t.updateTime),
    check('news_article_status_ck', oneOf(t.status, ARTICLE_STATES)),
  ],
);
