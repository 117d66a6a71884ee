import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, lte, type SQL } from 'drizzle-orm';
import { FILE_IMAGE_URL, imageKeysOf, paragraphsToHtml, sanitizeBody, textOfBody } from '@/lib/news/body-html';
import {
  CONSOLE_PAGE_SIZE,
  SCHEDULE_MAX_DAYS,
  shownState,
  type ArticleFilter,
  type ArticleForm,
  type ArticleStateChange,
  type ConsoleArticle,
  type ConsoleArticleLine,
  type ShownState,
} from '@/lib/news/editor';
import { getDb } from '@/lib/server/db/client';
import { newsArticles, newsColumns } from '@/lib/server/db/schema';
import { claimPublicImages } from '@/lib/server/files/claims';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { audit, type Actor } from '@/lib/server/operators';

// The console's news editor (docs/features.md, Operator console "News"): the editors' list, one article
// to edit, saving, the state actions and deletion; each action audited in its own transaction.

const RECORD = 'news_article';
/** Who the public page names as an article's source when an editor wrote it. */
const EDITOR_AUTHOR = '云采汇编辑部';
const missing = () => notFound('文章不存在');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function stateWhere(state: ShownState, now: Date): SQL {
  if (state === 'scheduled') return and(eq(newsArticles.status, 'published'), gt(newsArticles.publishTime, now))!;
  if (state === 'published') return and(eq(newsArticles.status, 'published'), lte(newsArticles.publishTime, now))!;
  return eq(newsArticles.status, state);
}

/** The list: newest change first, by state, column and words of the title. */
export async function consoleArticles(filter: ArticleFilter, now = new Date()): Promise<{ lines: ConsoleArticleLine[]; total: number }> {
  const db = await getDb();
  const where = and(
    filter.state ? stateWhere(filter.state, now) : undefined,
    filter.labelCode ? eq(newsArticles.labelCode, filter.labelCode) : undefined,
    filter.q ? ilike(newsArticles.title, `%${escapeLike(filter.q)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: newsArticles.id, title: newsArticles.title, labelName: newsColumns.labelName, status: newsArticles.status, publishTime: newsArticles.publishTime, updateTime: newsArticles.updateTime })
      .from(newsArticles)
      .innerJoin(newsColumns, eq(newsColumns.labelCode, newsArticles.labelCode))
      .where(where)
      .orderBy(desc(newsArticles.updateTime), desc(newsArticles.id))
      .limit(CONSOLE_PAGE_SIZE)
      .offset((filter.page - 1) * CONSOLE_PAGE_SIZE),
    db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return {
    lines: rows.map(({ status, ...r }) => ({ ...r, state: shownState(status, r.publishTime, now) })),
    total: Number(total?.n ?? 0),
  };
}

/** One article to edit; a seed article's paragraphs open as the editor's HTML. */
export async function consoleArticle(id: number, now = new Date()): Promise<ConsoleArticle | null> {
  const db = await getDb();
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    labelCode: row.labelCode,
    summary: row.summary,
    cover: row.thumbnail,
    bodyHtml: row.bodyHtml ?? paragraphsToHtml(row.body),
    state: shownState(row.status, row.publishTime, now),
    publishTime: row.publishTime,
  };
}

/** The body as the trail keeps it: its length and a fingerprint, not the text (an article may be long). */
const bodyTrace = (html: string) => ({ chars: html.length, sha256: createHash('sha256').update(html).digest('hex').slice(0, 16) });

type Fields = { title: string; labelCode: string; summary: string; thumbnail: string; bodyHtml: string };
const traced = (f: Fields) => ({ title: f.title, labelCode: f.labelCode, summary: f.summary, cover: f.thumbnail, body: bodyTrace(f.bodyHtml) });

/** The fields that changed, before and after. */
function changes(before: Fields, after: Fields): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b = traced(before);
  const a = traced(after);
  const keys = (Object.keys(a) as (keyof typeof a)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, b[k]])), after: Object.fromEntries(keys.map((k) => [k, a[k]])) };
}

/**
 * Saves the editor's form: a new article is a draft; a changed one keeps its state (a published article
 * changes where readers see it). The body is sanitized before anything else reads it; its pictures and
 * the cover must be stored pictures the article may show (lib/server/files/claims.ts).
 */
export async function saveArticle(actor: Actor, form: ArticleForm, now = new Date()): Promise<{ id: number; state: ShownState }> {
  const bodyHtml = sanitizeBody(form.bodyHtml);
  const images = imageKeysOf(bodyHtml);
  if (!textOfBody(bodyHtml) && !images.length) throw badRequest('请填写正文');
  const coverKey = FILE_IMAGE_URL.exec(form.cover)?.[1];
  const fields: Fields = { title: form.title, labelCode: form.labelCode, summary: form.summary, thumbnail: form.cover, bodyHtml };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [column] = await tx.select({ code: newsColumns.labelCode }).from(newsColumns).where(eq(newsColumns.labelCode, form.labelCode));
    if (!column) throw badRequest('栏目不存在');
    let id: number;
    let state: ShownState;
    if (form.id === undefined) {
      const [row] = await tx
        .insert(newsArticles)
        .values({ ...fields, body: [], status: 'draft', author: EDITOR_AUTHOR, publishTime: now, createTime: now, updateTime: now })
        .returning({ id: newsArticles.id });
      id = row!.id;
      state = 'draft';
      await audit(tx, actor, { action: 'news.create', recordType: RECORD, recordId: id, after: traced(fields) });
    } else {
      const [before] = await tx.select().from(newsArticles).where(eq(newsArticles.id, form.id)).for('update');
      if (!before) throw missing();
      id = before.id;
      state = shownState(before.status, before.publishTime, now);
      const diff = changes({ ...before, bodyHtml: before.bodyHtml ?? paragraphsToHtml(before.body) }, fields);
      if (Object.keys(diff.after).length) {
        await tx.update(newsArticles).set({ ...fields, updateTime: now }).where(eq(newsArticles.id, id));
        await audit(tx, actor, { action: 'news.edit', recordType: RECORD, recordId: id, ...diff });
      }
    }
    await claimPublicImages(tx, { ownerUserId: actor.operatorId ?? 0, keys: coverKey ? [coverKey, ...images] : images, refTable: RECORD, refId: String(id) });
    return { id, state };
  });
}

const ACTIONS = { publish: 'news.publish', schedule: 'news.schedule', unpublish: 'news.unpublish' } as const;

/**
 * Publishes now, schedules for a later time, or takes down. A public article must be taken down before it
 * is scheduled again; only a published or scheduled one can be taken down.
 */
export async function changeArticleState(actor: Actor, change: ArticleStateChange, now = new Date()): Promise<{ state: ShownState; publishTime: Date }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: newsArticles.status, publishTime: newsArticles.publishTime }).from(newsArticles).where(eq(newsArticles.id, change.id)).for('update');
    if (!row) throw missing();
    const before = shownState(row.status, row.publishTime, now);
    let status = row.status;
    let publishTime = row.publishTime;
    if (change.action === 'unpublish') {
      if (before !== 'published' && before !== 'scheduled') throw badRequest('文章未发布');
      status = 'unpublished';
    } else if (before === 'published') {
      throw badRequest('文章已发布，请先下线');
    } else if (change.action === 'publish') {
      status = 'published';
      publishTime = now;
    } else {
      publishTime = new Date(change.publishAt);
      if (publishTime.getTime() <= now.getTime() + 60_000) throw badRequest('发布时间应晚于当前时间');
      if (publishTime.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) throw badRequest(`发布时间最晚为 ${SCHEDULE_MAX_DAYS} 天后`);
      status = 'published';
    }
    await tx.update(newsArticles).set({ status, publishTime, updateTime: now }).where(eq(newsArticles.id, change.id));
    const state = shownState(status, publishTime, now);
    await audit(tx, actor, {
      action: ACTIONS[change.action],
      recordType: RECORD,
      recordId: change.id,
      before: { state: before, publishTime: row.publishTime.toISOString() },
      after: { state, publishTime: publishTime.toISOString() },
    });
    return { state, publishTime };
  });
}

/** Deletes an article for good; the trail keeps what it was. Its pictures stay stored (another article may show them). */
export async function deleteArticle(actor: Actor, id: number, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
    if (!row) throw missing();
    await tx.delete(newsArticles).where(eq(newsArticles.id, id));
    const fields = { ...row, bodyHtml: row.bodyHtml ?? paragraphsToHtml(row.body) };
    await audit(tx, actor, { action: 'news.delete', recordType: RECORD, recordId: id, before: { ...traced(fields), state: shownState(row.status, row.publishTime, now) } });
  });
}
