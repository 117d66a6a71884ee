import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from './naming';
import { FEED_SOURCES, SAVED_SEARCH_LISTS } from './types';

// The saved-search calls' input (docs/features.md, Saved searches and feeds); messages in Chinese.

const idSchema = z.coerce.number({ error: '订阅搜索不存在' }).int('订阅搜索不存在').positive('订阅搜索不存在').max(2_147_483_647, '订阅搜索不存在');

/** saveSearch: the page (its list) and the page's own query string, read by the page's parser on the server. */
export const saveSearchSchema = z.object({
  list: z.enum(SAVED_SEARCH_LISTS, { error: '该页面不支持订阅搜索' }),
  query: z.string().max(2000, '筛选条件过长').default(''),
});
export type SaveSearchInput = z.infer<typeof saveSearchSchema>;

export const savedSearchNameSchema = z.string().trim().min(1, '请输入订阅名称').max(SAVED_SEARCH_NAME_MAX, `订阅名称最多${SAVED_SEARCH_NAME_MAX}个字`);

export const renameSavedSearchSchema = z.object({ id: idSchema, name: savedSearchNameSchema });
export type RenameSavedSearchInput = z.infer<typeof renameSavedSearchSchema>;

export const deleteSavedSearchSchema = z.object({ id: idSchema });

/** setFeedToken: revoke a feed's address (it stops working at once) or give it a new one. */
export const feedTokenSchema = z.object({
  source: z.enum(FEED_SOURCES, { error: '订阅源类型不正确' }),
  id: idSchema,
  action: z.enum(['regenerate', 'revoke'], { error: '操作不正确' }),
});
export type FeedTokenInput = z.infer<typeof feedTokenSchema>;
