import { z } from 'zod';
import { checkCreditCode, normalizeCreditCode } from './credit-code';

// The activation form (002 §3, §5): one description of the fields for the page's form and for
// unitRegister, so both say the same thing in the same order.

/** 002 §5: carrier prefixes 13-19 and 8 more digits. */
export const ACTIVATION_PHONE = /^1[3-9]\d{9}$/;
export const DESC_MAX = 500;
export const DEP_NAME_MAX = 50;
export const CONTACT_MAX = 20;

export const ACTIVATION_MSG = {
  depName: '请输入单位名称',
  depNameLong: `单位名称最多${DEP_NAME_MAX}个字`,
  creditCode: '请输入统一社会信用代码',
  creditCodeFormat: '统一社会信用代码应为18位数字或大写字母',
  creditCodeCheck: '统一社会信用代码校验不通过，请核对',
  noCode: '请填写情况说明或上传证明材料',
  descLong: `情况说明最多${DESC_MAX}个字`,
  cityStation: '请选择城市站',
  contactName: '请输入联系人',
  contactLong: `联系人最多${CONTACT_MAX}个字`,
  phone: '请输入手机号',
  phoneFormat: '请输入正确手机号',
  smsCode: '请输入验证码',
  smsCodeFormat: '请输入6位数字验证码',
  agreement: '请阅读并同意《平台保密协议》',
  /** 002 §8 registration answers. */
  smsWrong: '验证码不正确或已过期',
  exists: '企业已存在，请联系客服处理',
  failed: '服务异常',
} as const;

/** Answer codes of unitRegister beside 0 (002 §8). */
export const REGISTER_CODE = { smsWrong: 1001, exists: 5002 } as const;

const chars = (v: string) => [...v].length;
const text = (required: string, max: number, long: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((v) => chars(v) <= max, long);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const code6 = z.string().trim().regex(/^(\d{6})?$/, '地区编码不正确').default('');

/** Legacy pages send the mode as 0/1 or '0'/'1'; the form sends a boolean. */
const flag = z.preprocess((v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' || v === '' || v == null ? false : v), z.boolean());

/** The attachment's stored key as activationUploadFile answered it. */
export const ATTACHMENT_KEY = /^[0-9a-f]{32}\.(jpg|png|doc|docx|xls|xlsx|pdf|rar|zip)$/;

const fields = {
  depName: text(ACTIVATION_MSG.depName, DEP_NAME_MAX, ACTIVATION_MSG.depNameLong),
  /** The budget unit picked from the suggestions, when the name came from there. */
  purchaserId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  noCodeFlag: flag,
  creditCode: z.string().default('').transform(normalizeCreditCode),
  noCodeDesc: z.string().trim().default('').refine((v) => chars(v) <= DESC_MAX, ACTIVATION_MSG.descLong),
  noCodeAttachment: z.string().trim().default('').refine((v) => v === '' || ATTACHMENT_KEY.test(v), '附件不正确，请重新上传'),
  cityStationCode: z.string().trim().min(1, ACTIVATION_MSG.cityStation).regex(/^\d{6}$/, ACTIVATION_MSG.cityStation),
  cityStationName: optionalText(20),
  provinceCode: code6,
  provinceName: optionalText(20),
  cityCode: code6,
  cityName: optionalText(20),
  areaCode: code6,
  areaName: optionalText(20),
  contactName: text(ACTIVATION_MSG.contactName, CONTACT_MAX, ACTIVATION_MSG.contactLong),
  telphone: z.string().trim().min(1, ACTIVATION_MSG.phone).regex(ACTIVATION_PHONE, ACTIVATION_MSG.phoneFormat),
  verificationCode: z.string().trim().default('').refine((v) => v === '' || /^\d{6}$/.test(v), ACTIVATION_MSG.smsCodeFormat),
  checked: z.boolean().refine((v) => v, ACTIVATION_MSG.agreement),
};

type ModeValues = { noCodeFlag?: unknown; creditCode?: unknown; noCodeDesc?: unknown; noCodeAttachment?: unknown };
const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * 002 §4 credit code mode: with an independent code the code is required and must pass GB 32100;
 * without one a description or an attachment is. Reported on the field the user fixes, and checked
 * even while other fields are wrong (ALWAYS), so a form shows every message at once: the values are
 * then read defensively, as a field that failed keeps its raw input. No field aborts (zod skips even
 * such checks after an aborting issue).
 */
function creditCodeMode(v: ModeValues, ctx: z.RefinementCtx) {
  // ALWAYS runs this even when the body is not an object at all (null, a list): the object's own
  // issue already says so.
  if (typeof v !== 'object' || v === null) return;
  if (v.noCodeFlag === true) {
    if (!textOf(v.noCodeDesc) && !textOf(v.noCodeAttachment)) ctx.addIssue({ code: 'custom', path: ['noCodeDesc'], message: ACTIVATION_MSG.noCode });
    return;
  }
  const verdict = checkCreditCode(normalizeCreditCode(typeof v.creditCode === 'string' ? v.creditCode : ''));
  if (verdict !== 'ok') {
    const message = verdict === 'empty' ? ACTIVATION_MSG.creditCode : verdict === 'format' ? ACTIVATION_MSG.creditCodeFormat : ACTIVATION_MSG.creditCodeCheck;
    ctx.addIssue({ code: 'custom', path: ['creditCode'], message });
  }
}
const ALWAYS = { when: () => true };

/** POST unitRegister (002 §7 "Unit register"): the activation fields as the spec names them. */
export const unitRegisterSchema = z.object(fields).superRefine(creditCodeMode, ALWAYS);
export type UnitRegisterInput = z.infer<typeof unitRegisterSchema>;

/**
 * The page's form: the same fields, plus what only the page needs (the attachment's file name), and
 * the SMS code required unless the phone is the logged-in one (`ownMobile`).
 */
export function activationFormSchema(ownMobile: string | null) {
  return z
    .object({ ...fields, noCodeAttachmentName: z.string().default('') })
    .superRefine(creditCodeMode, ALWAYS)
    .superRefine((v, ctx) => {
      if (typeof v !== 'object' || v === null) return;
      if (textOf(v.telphone) !== ownMobile && !textOf(v.verificationCode)) ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: ACTIVATION_MSG.smsCode });
    }, ALWAYS);
}
export type ActivationForm = z.input<ReturnType<typeof activationFormSchema>>;

/** POST budgetUnitSearch (002 §7): pageNum 1, pageSize 10, searchContent, type 6 (budget units). */
export const budgetUnitSearchSchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(20).default(10),
  searchContent: z.string().trim().max(DEP_NAME_MAX).default(''),
  type: z.coerce.number().int().refine((t) => t === 6, '不支持的单位类型').default(6),
});

/** GET getPurchaseDetail?id= */
export const purchaseDetailSchema = z.object({ id: z.coerce.number({ error: '单位编号不正确' }).int().min(1, '单位编号不正确').max(2_147_483_647, '单位编号不正确') });
