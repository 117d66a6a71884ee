import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { BODY_HTML_MAX, FILE_IMAGE_URL } from './body-html';
import { labelCodeSchema } from './schemas';
import type { ArticleState } from './types';

// The console's news editor (docs/features.md, Operator console "News"): what the editor's form sends,
// the state actions, and the state an article is shown in.

/** The state the console shows: a published article whose publish time is ahead is scheduled. */
export type ShownState = Exclude<ArticleState, 'published'> | 'scheduled' | 'published';
export const SHOWN_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const satisfies readonly ShownState[];

export const STATE_LABELS: Record<ShownState, string> = { draft: '草稿', scheduled: '定时发布', published: '已发布', unpublished: '已下线' };

export function shownState(status: ArticleState, publishTime: Date, now: Date): ShownState {
  return status === 'published' && publishTime > now ? 'scheduled' : status;
}

export const TITLE_MAX = 80;
export const SUMMARY_MAX = 200;
/** A cover is an uploaded picture, or one of the seed's own pictures (an article written before the console). */
const SEED_COVER = /^\/images\/news\/[\w-]+\.svg$/;

export const articleFormSchema = z.object({
  id: recordId('文章编号').optional(),
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(TITLE_MAX, `标题最多 ${TITLE_MAX} 字`),
  labelCode: labelCodeSchema,
  summary: z.string({ error: '请填写摘要' }).trim().min(1, '请填写摘要').max(SUMMARY_MAX, `摘要最多 ${SUMMARY_MAX} 字`),
  cover: z.string({ error: '请上传封面图片' }).refine((v) => FILE_IMAGE_URL.test(v) || SEED_COVER.test(v), '请上传封面图片'),
  bodyHtml: z.string({ error: '请填写正文' }).max(BODY_HTML_MAX, '正文过长'),
});
export type ArticleForm = z.infer<typeof articleFormSchema>;

/** How far ahead a schedule may reach: a year, so a slip of the year field is caught. */
export const SCHEDULE_MAX_DAYS = 366;

export const articleStateSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ id: recordId('文章编号'), action: z.literal('publish') }),
    z.object({ id: recordId('文章编号'), action: z.literal('unpublish') }),
    z.object({ id: recordId('文章编号'), action: z.literal('schedule'), publishAt: z.iso.datetime({ offset: true, error: '请选择发布时间' }) }),
  ],
  { error: '操作不正确' },
);
export type ArticleStateChange = z.infer<typeof articleStateSchema>;

/** The console list's filters, as the page's address carries them. */
export interface ArticleFilter {
  state?: ShownState;
  labelCode?: string;
  q?: string;
  page: number;
}

export const CONSOLE_PAGE_SIZE = 20;

/** An article as the console's list shows it. */
export interface ConsoleArticleLine {
  id: number;
  title: string;
  labelName: string;
  state: ShownState;
  publishTime: Date;
  updateTime: Date;
}

/** An article as the console's editor opens it. */
export interface ConsoleArticle extends Required<ArticleForm> {
  state: ShownState;
  publishTime: Date;
}
