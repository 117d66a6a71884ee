import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { isWebAddress } from '@/lib/url/web-address';

// A city's friendly links as the console edits them (docs/features.md, Operator console: friendly links).
// One schema for the form and the call; the messages are the ones the editor reads.

export const LINK_NAME_MAX = 30;
export const LINK_URL_MAX = 300;
/** Links one site may list: the footer is one line or two, not a directory. */
export const LINKS_PER_SITE_MAX = 50;

/** A site's code as the console sends it: six digits for a city, '' for the links every site shows. */
export const siteCodeSchema = z.string().regex(/^(\d{6})?$/, '城市编码不正确');

export const friendlyLinkFormSchema = z.object({
  linkName: z.string().trim().min(1, '请填写链接名称').max(LINK_NAME_MAX, `链接名称最多 ${LINK_NAME_MAX} 字`),
  linkUrl: z
    .string()
    .trim()
    .min(1, '请填写链接地址')
    .max(LINK_URL_MAX, `链接地址最多 ${LINK_URL_MAX} 个字符`)
    .refine(isWebAddress, '链接地址须以 http:// 或 https:// 开头'),
});
export type FriendlyLinkForm = z.infer<typeof friendlyLinkFormSchema>;

export const saveFriendlyLinkSchema = friendlyLinkFormSchema.extend({
  /** The link to change; absent to add one at the end of the site's list. */
  id: recordId('链接编号').optional(),
  cityCode: siteCodeSchema,
});

export const orderFriendlyLinksSchema = z.object({
  cityCode: siteCodeSchema,
  ids: z.array(recordId('链接编号'), '链接顺序格式不正确').min(1, '没有要排序的链接').max(LINKS_PER_SITE_MAX, '链接过多'),
});

export const deleteFriendlyLinkSchema = z.object({ id: recordId('链接编号') });

/** A link as the console lists it. */
export interface FriendlyLinkRecord {
  id: number;
  cityCode: string | null;
  linkName: string;
  linkUrl: string;
  sort: number;
}
