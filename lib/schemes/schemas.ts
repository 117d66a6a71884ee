import { z } from 'zod';
import { chinaDay } from '@/lib/format/date';
import { isPercent, isWanAmount, wanToYuan, yuanToWan } from './amount';

// The preferred-scheme submission of 001 §3 and §5: one schema for the form (what the user typed,
// amounts in 万) and, through `schemePayloadSchema`, for the handler (what the page sends, amounts
// x10000 and lists as JSON text), so the server checks exactly what the form checks.

/** Field names as the messages say them ('<字段名>不能为空', '<字段名>格式不正确'). */
export const SCHEME_LABELS = {
  compName: '企业名称',
  compRegisterCapital: '注册资本',
  establishTime: '成立时间',
  location: '所在地区',
  businessAddress: '详细地址',
  compLinkName: '企业联系人',
  compLinkPhone: '企业联系电话',
  compScale: '企业规模',
  compAuth: '企业认证',
  compQualification: '企业资质',
  compList: '上市情况',
  outputScale: '产值规模',
  compPreSalePersonPercent: '售前人员占比',
  compDevelopPersonPercent: '研发人员占比',
  compImplementPersonPercent: '实施人员占比',
  serviceCoverMarketArea: '服务覆盖市场区域',
  caseName: '方案名称',
  casePrice: '方案价格',
  caseType: '方案类型',
  caseServiceCustomerType: '服务客户类型',
  caseUseTechnology: '使用技术',
  caseSolveProblem: '解决的问题',
  caseAchieveResults: '实现的效果',
  caseAdvantage: '方案优势',
  caseApplicationPromotionProspect: '应用推广前景',
  caseSupportProjectManagerQualification: '项目经理资质',
  caseDeliveryCycles: '交付周期',
  caseAfterSaleService: '售后服务',
  caseDemoLink: '演示地址',
} as const;
type Labelled = keyof typeof SCHEME_LABELS;

const required = (key: Labelled, max: number, maxMsg = `${SCHEME_LABELS[key]}最多${max}个字`) =>
  z.string().trim().min(1, `${SCHEME_LABELS[key]}不能为空`).max(max, maxMsg);
const optionalText = (key: Labelled, max: number) => z.string().trim().max(max, `${SCHEME_LABELS[key]}最多${max}个字`);
const amount = (key: Labelled, decimals: 2 | 4) =>
  z.string().trim().refine((v) => v === '' || isWanAmount(v, decimals), `${SCHEME_LABELS[key]}格式不正确`);
const percent = (key: Labelled) => z.string().trim().refine(isPercent, `${SCHEME_LABELS[key]}格式不正确`);
const codes = (key: Labelled) => z.array(z.string().regex(/^[A-Z0-9]{1,20}$/, `${SCHEME_LABELS[key]}不正确`)).max(50);
const requiredCodes = (key: Labelled) => codes(key).min(1, `${SCHEME_LABELS[key]}不能为空`);
const currency = z.string().regex(/^Y\d{5}$/, '币种不正确');

/** A stored upload as the form keeps it (001 §3 file record). */
export const fileRecordSchema = z.object({
  fileOrigName: z.string().min(1).max(200),
  fileId: z.uuid('文件不正确'),
  fileName: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|gif|zip|rar)$/, '文件不正确'),
  fileUrl: z.string().regex(/^\/files\/[0-9a-f]{32}\.(jpg|png|gif|zip|rar)$/, '文件不正确'),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

const pictures = z.array(fileRecordSchema).max(10, '图片不能超过10个');
const archive = fileRecordSchema.nullable();

export const companyFormSchema = z.object({
  compName: required('compName', 50, '最多50个汉字长度'),
  compRegisterCapital: amount('compRegisterCapital', 4),
  compRegisterCapitalCurrencyType: currency,
  establishTime: z.string().refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), '成立时间格式不正确'),
  location: z.string().refine((v) => v === '' || /^\d{6}$/.test(v), '所在地区不正确'),
  businessAddress: optionalText('businessAddress', 50),
  compLinkName: required('compLinkName', 20),
  compLinkPhone: required('compLinkPhone', 20),
  compAuth: codes('compAuth'),
  compScale: z.string().max(20),
  compList: z.string().max(20),
  compQualification: codes('compQualification'),
  outputScale: amount('outputScale', 4),
  outputScaleCurrencyType: currency,
  compPreSalePersonPercent: percent('compPreSalePersonPercent'),
  compDevelopPersonPercent: percent('compDevelopPersonPercent'),
  compImplementPersonPercent: percent('compImplementPersonPercent'),
  serviceCoverMarketArea: z.array(z.string().regex(/^\d{6}$/, '城市不正确')).min(1, '服务覆盖市场区域不能为空').max(400),
  certificatesOfHonor: pictures,
  qualificationCertificates: pictures,
});

export const schemePartSchema = z.object({
  caseName: required('caseName', 50),
  casePrice: required('casePrice', 20).refine((v) => isWanAmount(v, 2), '方案价格格式不正确'),
  casePriceCurrencyType: currency,
  caseType: z.string().trim().min(1, '方案类型不能为空').max(20),
  caseServiceCustomerType: requiredCodes('caseServiceCustomerType'),
  caseUseTechnology: requiredCodes('caseUseTechnology'),
  caseSolveProblem: required('caseSolveProblem', 1000),
  caseAchieveResults: required('caseAchieveResults', 1000),
  caseAdvantage: required('caseAdvantage', 1000),
  caseApplicationPromotionProspect: required('caseApplicationPromotionProspect', 1000),
  caseSupportProjectManagerQualification: required('caseSupportProjectManagerQualification', 1000),
  caseDeliveryCycles: required('caseDeliveryCycles', 1000),
  caseAfterSaleService: required('caseAfterSaleService', 1000),
  caseDemoLink: optionalText('caseDemoLink', 1000),
  caseProductDescriptionOrFunctionList: archive,
  casePatentCertificateOrAwardCertificate: archive,
});

/** What the form holds: the company part and one scheme ('新增方案' clears only the second). */
export const schemeFormSchema = companyFormSchema.extend(schemePartSchema.shape);
export type SchemeForm = z.infer<typeof schemeFormSchema>;

// ---- The payload (001 §3): what the page sends and the handler reads. ----

const yuan = z.number().int('金额格式不正确').nonnegative('金额格式不正确').max(Number.MAX_SAFE_INTEGER).nullable();
const jsonList = z.string().max(20_000).transform((text, ctx) => {
  try {
    const value: unknown = text === '' ? [] : JSON.parse(text);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: '列表格式不正确' });
  return z.NEVER;
});

const payloadShape = z.object({
  ...companyFormSchema.shape,
  ...schemePartSchema.shape,
  compRegisterCapital: yuan,
  outputScale: yuan,
  casePrice: yuan,
  establishTime: z.string().regex(/^\d{0,15}$/, '成立时间格式不正确'),
  compAuth: jsonList,
  compQualification: jsonList,
  serviceCoverMarketArea: jsonList,
  caseServiceCustomerType: jsonList,
  caseUseTechnology: jsonList,
  /** Issued with the page (lib/server/schemes/page-token.ts): staleness and double submits. */
  pageToken: z.string().min(1).max(300),
});
export type SchemePayload = z.input<typeof payloadShape>;

const wan = (v: number | null) => (v === null ? '' : yuanToWan(v));
const dateOf = (ms: string) => (ms ? chinaDay(Number(ms)) : '');

/** The handler's schema: the payload read back into form values, then the form's own rules. */
export const schemePayloadSchema = payloadShape
  .transform(({ pageToken, ...p }) => ({
    pageToken,
    form: {
      ...p,
      compRegisterCapital: wan(p.compRegisterCapital),
      outputScale: wan(p.outputScale),
      casePrice: wan(p.casePrice),
      establishTime: dateOf(p.establishTime),
    },
  }))
  .pipe(z.object({ pageToken: z.string(), form: schemeFormSchema }));

/** The form's values as the page sends them (x10000, JSON text lists, the date as a China-time timestamp). */
export function toSchemePayload(form: SchemeForm, pageToken: string): SchemePayload {
  const yuanOf = (v: string) => (v === '' ? null : wanToYuan(v));
  return {
    ...form,
    compRegisterCapital: yuanOf(form.compRegisterCapital),
    outputScale: yuanOf(form.outputScale),
    casePrice: yuanOf(form.casePrice),
    establishTime: form.establishTime ? String(Date.parse(`${form.establishTime}T00:00:00+08:00`)) : '',
    compAuth: JSON.stringify(form.compAuth),
    compQualification: JSON.stringify(form.compQualification),
    serviceCoverMarketArea: JSON.stringify(form.serviceCoverMarketArea),
    caseServiceCustomerType: JSON.stringify(form.caseServiceCustomerType),
    caseUseTechnology: JSON.stringify(form.caseUseTechnology),
    pageToken,
  };
}
