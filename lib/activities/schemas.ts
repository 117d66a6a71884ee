import { z } from 'zod';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_TYPES, ACTIVITY_WHEN, MAX_ACTIVITY_PAGE } from './options';
import { BLANK_MARK, isBlank } from './rules';
import { checkCreditCode, normalizeCreditCode } from '@/lib/activation/credit-code';

// Inputs of the activity calls and pages. Legacy clients send '' or null for "not set"; every refusal
// is a 400 with a Chinese message. The sign-up schema is the form's and the handler's.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const int = (what: string, min: number, max: number) =>
  z.coerce.number({ error: `${what}应为数字` }).int(`${what}应为整数`).min(min, `${what}最小为 ${min}`).max(max, `${what}最大为 ${max}`);

export const activityIdSchema = int('活动编号', 1, 2_147_483_647);
const cityCodeSchema = z.string({ error: '城市编码应为文本' }).regex(/^\d{6}$/, '城市编码不正确');
const typeSchema = z.coerce
  .number({ error: '活动类型应为数字' })
  .refine((n) => ACTIVITY_TYPES.some((t) => t.type === n), '活动类型不正确');

/** activityList: type, cityCode, when (upcoming | past), pageNum from 1, pageSize. */
export const activityListSchema = z
  .object({
    type: optional(typeSchema),
    cityCode: optional(cityCodeSchema),
    when: optional(z.enum(ACTIVITY_WHEN, { error: '时间范围应为 upcoming 或 past' })),
    pageNum: optional(int('页码', 1, MAX_ACTIVITY_PAGE)),
    pageSize: optional(int('每页条数', 1, 50)),
  })
  .transform((v) => ({ type: v.type, cityCode: v.cityCode, when: v.when ?? 'upcoming', pageNum: v.pageNum ?? 1, pageSize: v.pageSize ?? ACTIVITY_PAGE_SIZE }));
export type ActivityListInput = z.infer<typeof activityListSchema>;

/** The list page's query (type, cityCode, when, page): junk falls back to the defaults, never a 400. */
export function listQueryOf(q: Record<string, string | string[] | undefined>): ActivityListInput {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const pick = <S extends z.ZodType>(schema: S, v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? (r.data as z.infer<S>) : undefined;
  };
  return {
    type: pick(typeSchema, one(q.type)),
    cityCode: pick(cityCodeSchema, one(q.cityCode)),
    when: one(q.when) === 'past' ? 'past' : 'upcoming',
    pageNum: pick(int('页码', 1, MAX_ACTIVITY_PAGE), one(q.page)) ?? 1,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}

/** An id in a page's URL, or null. */
export const activityIdOf = (v: unknown): number | null => {
  const s = String(Array.isArray(v) ? v[0] : (v ?? ''));
  return /^[1-9]\d{0,8}$/.test(s) ? Number(s) : null;
};

export const SIGN_UP_MSG = {
  depName: '请输入单位名称',
  contactName: '请输入联系人',
  telphone: '请输入正确手机号',
  creditCode: '请输入正确的统一社会信用代码',
  region: '请选择所在地区',
  checked: '请阅读并同意《云采汇平台保密协议》',
  smsCode: '请输入短信验证码',
  smsWrong: '验证码不正确或已过期',
  full: '很抱歉，活动名额已满，请关注其他活动',
  duplicate: '您已报名该活动，请勿重复报名',
  closed: '活动报名已截止',
  stopped: '该活动已停止报名，无法报名',
  ended: '活动已结束',
  notFound: '活动不存在或已下架',
  signUpNotFound: '报名记录不存在',
  cancelClosed: '报名已截止，无法取消报名',
  failed: '报名失败，请稍后重试',
} as const;

/** Answer codes of activitySignUp besides 0 (1001 as the spec's registration uses it). */
export const SIGN_UP_CODE = { smsWrong: 1001, full: 6001, duplicate: 6002, closed: 6003 } as const;

/** 002 §5: carrier prefixes 13-19 plus 8 digits. */
export const SIGN_UP_PHONE = /^1[3-9]\d{9}$/;

const text = (max: number) => z.string({ error: '应为文本' }).trim().max(max, `最多${max}个字`);
const required = (message: string, max: number) => text(max).refine((v) => !isBlank(v), message);
const optionalText = (max: number) => z.preprocess((v) => v ?? '', text(max));

/** The sign-up form (002 §3 fields) and activitySignUp's body. Blank optional fields: '' or '-'. */
export const signUpSchema = z
  .object({
    activityId: activityIdSchema,
    depName: required(SIGN_UP_MSG.depName, 50),
    creditCode: optionalText(18).refine((v) => isBlank(v) || checkCreditCode(normalizeCreditCode(v)) === 'ok', SIGN_UP_MSG.creditCode),
    contactName: required(SIGN_UP_MSG.contactName, 20),
    telphone: text(11).regex(SIGN_UP_PHONE, SIGN_UP_MSG.telphone),
    verificationCode: optionalText(6),
    provinceCode: required(SIGN_UP_MSG.region, 12),
    provinceName: required(SIGN_UP_MSG.region, 20),
    cityCode: required(SIGN_UP_MSG.region, 12),
    cityName: required(SIGN_UP_MSG.region, 20),
    areaCode: optionalText(12),
    areaName: optionalText(20),
    checked: z.boolean({ error: SIGN_UP_MSG.checked }).refine((v) => v, SIGN_UP_MSG.checked),
  })
  .transform((v) => ({ ...v, creditCode: isBlank(v.creditCode) ? '' : v.creditCode.toUpperCase() }));
export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignUpFields = z.input<typeof signUpSchema>;

/** An optional field as the activity keeps it: blank as '' or, when blanks are not allowed, '-'. */
export const keptBlank = (v: string, allowBlank: boolean) => (isBlank(v) ? (allowBlank ? '' : BLANK_MARK) : v);

/** activityDetail?id= */
export const activityDetailQuerySchema = z.object({ id: activityIdSchema });
export const mySignUpsSchema = z.object({ pageNum: optional(int('页码', 1, MAX_ACTIVITY_PAGE)) }).transform((v) => ({ pageNum: v.pageNum ?? 1 }));
export const cancelSignUpSchema = z.object({ signUpId: int('报名编号', 1, 2_147_483_647) });
