import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { chinaTime } from '@/lib/format/date';
import { fileRecordSchema } from '@/lib/schemes/schemas';
import { ACTIVITY_TYPES } from './options';

// The console's activity form (docs/features.md, Operator console): one schema for the editor's form and
// the saveActivity call. The programme is typed as lines, as the public page shows it: one paragraph of
// the introduction per line, "时间|内容" per agenda line, "姓名|职务" per speaker. Times are China's clock
// (the datetime-local field's "2026-12-01T09:30").

export const ACTIVITY_LIMITS = { title: 60, summary: 200, organiser: 60, place: 100, link: 300, lines: 4000, quota: 100_000 } as const;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A datetime-local value read on China's clock; null when it is no time. */
export function fromChinaLocal(value: string): Date | null {
  if (!LOCAL_TIME.test(value)) return null;
  const at = new Date(`${value}:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A moment as the datetime-local field shows it, on China's clock. */
export function toChinaLocal(at: Date | string): string {
  const t = chinaTime(at);
  return t ? `${t.date}T${t.time}` : '';
}

/** Non-blank lines of a text area, trimmed. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

const text = (max: number, what: string) => z.string({ error: `${what}应为文本` }).trim().max(max, `${what}最多 ${max} 个字`);
const required = (max: number, what: string, message: string) => text(max, what).min(1, message);
const pairLines = (what: string, message: string) =>
  text(ACTIVITY_LIMITS.lines, what).refine((v) => linesOf(v).every((l) => /^[^|]+\|[^|]+$/.test(l)), message);
const localTime = (message: string) => z.string({ error: message }).refine((v) => fromChinaLocal(v) !== null, message);

export const activityFormSchema = z
  .object({
    title: required(ACTIVITY_LIMITS.title, '活动标题', '请输入活动标题'),
    type: z.coerce.number({ error: '请选择活动类型' }).refine((n) => ACTIVITY_TYPES.some((t) => t.type === n), '请选择活动类型'),
    summary: required(ACTIVITY_LIMITS.summary, '活动简介', '请输入活动简介'),
    intro: required(ACTIVITY_LIMITS.lines, '活动介绍', '请输入活动介绍'),
    agenda: pairLines('活动议程', '议程每行写作“时间|内容”，例如 09:30-10:00|签到').refine((v) => linesOf(v).length > 0, '请输入活动议程'),
    speakers: pairLines('嘉宾', '嘉宾每行写作“姓名|职务”'),
    organiser: required(ACTIVITY_LIMITS.organiser, '主办单位', '请输入主办单位'),
    cityCode: z.string({ error: '请选择所在城市' }).regex(/^\d{6}$/, '请选择所在城市'),
    online: z.boolean({ error: '请选择参会方式' }),
    place: text(ACTIVITY_LIMITS.place, '活动地点'),
    onlineLink: text(ACTIVITY_LIMITS.link, '会议链接'),
    startTime: localTime('请选择开始时间'),
    endTime: localTime('请选择结束时间'),
    signUpDeadline: localTime('请选择报名截止时间'),
    quota: z.coerce.number({ error: '名额应为数字' }).int('名额应为整数').min(1, '名额至少为 1').max(ACTIVITY_LIMITS.quota, `名额最多 ${ACTIVITY_LIMITS.quota}`),
    allowBlank: z.boolean({ error: '请选择是否允许留空' }),
    cover: fileRecordSchema.nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.online && !/^https:\/\/\S+$/.test(v.onlineLink)) ctx.addIssue({ code: 'custom', path: ['onlineLink'], message: '线上活动请填写以 https:// 开头的会议链接' });
    if (!v.online && !v.place) ctx.addIssue({ code: 'custom', path: ['place'], message: '线下活动请填写活动地点' });
    const [start, end, deadline] = [fromChinaLocal(v.startTime), fromChinaLocal(v.endTime), fromChinaLocal(v.signUpDeadline)];
    if (start && end && end <= start) ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间应晚于开始时间' });
    if (start && deadline && deadline > start) ctx.addIssue({ code: 'custom', path: ['signUpDeadline'], message: '报名截止时间不能晚于开始时间' });
    if (v.cover && !/\.(jpg|png|gif)$/.test(v.cover.fileName)) ctx.addIssue({ code: 'custom', path: ['cover'], message: '封面应为 jpg、png 或 gif 图片' });
  });
export type ActivityFormValues = z.input<typeof activityFormSchema>;
export type ActivityForm = z.output<typeof activityFormSchema>;

/** A new activity's form: an online briefing of 100 places. */
export const EMPTY_ACTIVITY: ActivityFormValues = {
  title: '',
  type: 1,
  summary: '',
  intro: '',
  agenda: '',
  speakers: '',
  organiser: '',
  cityCode: '',
  online: true,
  place: '',
  onlineLink: '',
  startTime: '',
  endTime: '',
  signUpDeadline: '',
  quota: 100,
  allowBlank: true,
  cover: null,
};

/** The form's values as stored: lines as arrays, times as moments, the unused one of place and link empty. */
export function activityFields(v: ActivityForm) {
  return {
    title: v.title,
    type: v.type,
    summary: v.summary,
    intro: linesOf(v.intro),
    agenda: linesOf(v.agenda),
    speakers: linesOf(v.speakers),
    organiser: v.organiser,
    cityCode: v.cityCode,
    online: v.online,
    place: v.online ? null : v.place,
    onlineLink: v.online ? v.onlineLink : null,
    startTime: fromChinaLocal(v.startTime)!,
    endTime: fromChinaLocal(v.endTime)!,
    signUpDeadline: fromChinaLocal(v.signUpDeadline)!,
    quota: v.quota,
    allowBlank: v.allowBlank,
  };
}
export type ActivityFields = ReturnType<typeof activityFields>;

/** saveActivity: a new activity (no id) or the one named. */
export const saveActivitySchema = z.object({ id: recordId('活动编号').nullable(), form: activityFormSchema });

/** setActivitySignUp: stop (false) or reopen (true) an activity's sign-ups. */
export const setActivitySignUpSchema = z.object({ id: recordId('活动编号'), open: z.boolean({ error: '请指明开启或停止报名' }) });

export const deleteActivitySchema = z.object({ id: recordId('活动编号') });

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** exportActivitySignUps?id=&format=csv|xlsx */
export const exportSignUpsSchema = z.object({ id: recordId('活动编号'), format: z.enum(EXPORT_FORMATS, { error: '导出格式应为 csv 或 xlsx' }) });
