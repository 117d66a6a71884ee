import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { fromChinaLocal } from '@/lib/format/date';
import { safeLinkHref } from '@/lib/url/safe-link';
import { ALL_AD_SLOTS } from './slots';

// An ad creative as the console edits it (docs/features.md, Operator console: ads). One schema for the
// form and the call; times are datetime-local values on China's clock ('' for no bound).

export const AD_TITLE_MAX = 40;
export const AD_HREF_MAX = 300;
/** An item may target at most this many cities; more is every city in all but name. */
export const AD_CITIES_MAX = 100;

const localTime = z.string().refine((v) => v === '' || fromChinaLocal(v) !== null, '时间格式不正确');

export const adCreativeFormSchema = z
  .object({
    title: z.string().trim().min(1, '请填写广告标题').max(AD_TITLE_MAX, `广告标题最多 ${AD_TITLE_MAX} 字`),
    href: z
      .string()
      .trim()
      .min(1, '请填写链接地址')
      .max(AD_HREF_MAX, `链接地址最多 ${AD_HREF_MAX} 个字符`)
      .refine((v) => safeLinkHref(v) !== null && !/\s/.test(v), '链接地址须以 http://、https:// 或本站路径 / 开头'),
    startsAt: localTime,
    endsAt: localTime,
    allCities: z.boolean({ error: '请选择投放城市' }),
    cityCodes: z.array(z.string().regex(/^\d{6}$/, '城市编码不正确'), '投放城市格式不正确').max(AD_CITIES_MAX, `最多选择 ${AD_CITIES_MAX} 个城市`),
    enabled: z.boolean({ error: '请选择是否启用' }),
    sort: z.coerce.number({ error: '排序应为数字' }).int('排序应为整数').min(-999, '排序最小为 -999').max(999, '排序最大为 999'),
  })
  .refine((v) => v.allCities || v.cityCodes.length > 0, { path: ['cityCodes'], message: '请选择投放城市' })
  .refine((v) => !v.startsAt || !v.endsAt || fromChinaLocal(v.endsAt)! > fromChinaLocal(v.startsAt)!, { path: ['endsAt'], message: '结束时间须晚于开始时间' });
export type AdCreativeForm = z.infer<typeof adCreativeFormSchema>;

/** The uploaded picture a creative takes (uploadAdImage's answer); null on a change keeps the picture. */
const imageSchema = z.object({ fileId: z.string().regex(/^[0-9a-f-]{36}$/i, '图片不正确'), fileKey: z.string().regex(/^[a-z0-9]{32}\.(jpg|png|gif)$/, '图片不正确') });

export const saveAdCreativeSchema = z.intersection(
  adCreativeFormSchema,
  z.object({
    /** The creative to change; absent for a new one. */
    id: recordId('广告编号').optional(),
    slotCode: z.enum(ALL_AD_SLOTS as [string, ...string[]], { error: '广告位不正确' }),
    image: imageSchema.nullable(),
  }),
);
export type SaveAdCreativeInput = z.infer<typeof saveAdCreativeSchema>;

export const deleteAdCreativeSchema = z.object({ id: recordId('广告编号') });
