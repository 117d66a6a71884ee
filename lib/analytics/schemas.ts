import { z } from 'zod';
import { EVENT_NAMES, MAX_BATCH, PROJECTS } from './events';

// What a page may send to the tracking endpoint (001 §7-§8). Nothing here names a person:
// the visit id is random per browser tab, paths carry no query string.

export const trackEventSchema = z.object({
  name: z.enum(EVENT_NAMES, { error: '事件名称不正确' }),
  path: z.string().regex(/^\/[^?#\s]{0,199}$/, '页面路径不正确'),
  /** One detail of a key event: the search type, the subscription channel, ... */
  label: z.string().trim().max(40, '事件说明过长').optional(),
  /** The referring site's host name, only for page views arriving from another site. */
  referrer: z
    .string()
    .regex(/^[a-z0-9.-]{1,100}$/i, '来源站点不正确')
    .optional(),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;

export const trackBatchSchema = z.object({
  project: z.enum(PROJECTS, { error: '项目参数不正确' }),
  visit: z.string().regex(/^[a-z0-9]{8,40}$/i, '访问标识不正确'),
  cityCode: z
    .string()
    .regex(/^\d{6}$/, '城市编码应为 6 位数字')
    .optional(),
  events: z.array(trackEventSchema).min(1, '没有事件').max(MAX_BATCH, `一次最多 ${MAX_BATCH} 个事件`),
});
export type TrackBatch = z.infer<typeof trackBatchSchema>;
