// Software-frontier news: columns and articles (002 §2-§3). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Paragraphs of the body, plain text (escaped when shown). */
    body: text('body').array().notNull(),
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
  },
  (t) => [
    index('news_article_publish_idx').on(t.publishTime, t.id),
    index('news_article_column_idx').on(t.labelCode, t.publishTime, t.id),
    index('news_article_views_idx').on(t.views, t.id),
  ],
);
