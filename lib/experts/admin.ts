import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { SERVER_PHONE_PATTERN } from '@/lib/phone-code/schemas';

// The console's expert profiles (docs/features.md, Operator console): the fields the consult dialog shows
// (001 §3 Expert dialog data), whether the expert takes immediate consultations, and their order (the
// dialog opens on the first expert in order who does). The form and the saveExpert call share these rules.

export const EXPERT_FIELD_MAX = { expertName: 20, honor: 20, expertLabel: 100, description: 300 } as const;
export const EXPERT_SORT_MAX = 9999;

const text = (required: string, max: number, name: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${name}最多 ${max} 个字`);

/** A site path (/images/experts/…) or an https address; blank for none. */
const AVATAR_PATTERN = /^(\/(?!\/)|https:\/\/)[^\s"'<>]+$/;

const profileFields = {
  expertName: text('请输入专家姓名', EXPERT_FIELD_MAX.expertName, '专家姓名'),
  honor: text('请输入头衔（如 资深专家）', EXPERT_FIELD_MAX.honor, '头衔'),
  expertLabel: text('请输入擅长领域，多个用“、”分隔', EXPERT_FIELD_MAX.expertLabel, '擅长领域'),
  description: text('请输入专家简介', EXPERT_FIELD_MAX.description, '专家简介'),
  bigLogoUrl: z
    .string({ error: '头像地址不正确' })
    .trim()
    .max(300, '头像地址最多 300 个字符')
    .refine((v) => v === '' || AVATAR_PATTERN.test(v), '头像地址应以 / 或 https:// 开头'),
  immediate: z.boolean({ error: '请选择是否接受即时咨询' }),
  sort: z.coerce
    .number({ error: '排序应为数字' })
    .int('排序应为整数')
    .min(0, `排序应在 0 到 ${EXPERT_SORT_MAX} 之间`)
    .max(EXPERT_SORT_MAX, `排序应在 0 到 ${EXPERT_SORT_MAX} 之间`),
};

const mobileSchema = z.string({ error: '请输入专家手机号' }).trim().regex(SERVER_PHONE_PATTERN, '请输入正确的专家手机号');

/** saveExpert: a new expert names the phone of their account (made if new); an edit names the profile. */
export const saveExpertSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('create'), mobile: mobileSchema, ...profileFields }),
    z.object({ mode: z.literal('edit'), id: recordId('专家编号'), ...profileFields }),
  ],
  { error: '保存方式不正确' },
);
export type SaveExpertInput = z.infer<typeof saveExpertSchema>;
/** The form's values (the mode and id come from the page; an edit shows the expert's own phone). */
export const expertFormSchema = z.object({ mobile: mobileSchema, ...profileFields });
export type ExpertFormValues = z.input<typeof expertFormSchema>;

export const setExpertImmediateSchema = z.object({ id: recordId('专家编号'), immediate: z.boolean({ error: '请选择是否接受即时咨询' }) });

/** An expert as the console lists and edits them. */
export const adminExpertSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  mobile: z.string(),
  expertName: z.string(),
  honor: z.string(),
  expertLabel: z.string(),
  description: z.string(),
  bigLogoUrl: z.string().nullable(),
  immediate: z.boolean(),
  sort: z.number().int(),
});
export type AdminExpert = z.infer<typeof adminExpertSchema>;
