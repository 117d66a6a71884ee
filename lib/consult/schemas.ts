import { z } from 'zod';
import { phoneSchema, PHONE_INVALID_MSG } from '@/lib/phone-code/schemas';

// The consult ticket (002 §3, §5): the dialog's form and the create call check the same rules, in the
// order 002 §5 gives the submit messages.

export const CONSULT_MSG = {
  services: '请选择要咨询的服务',
  contentShort: '需求描述至少10个字',
  contentLong: '需求描述最多200个字',
  corpName: '请输入单位/企业名称',
  contactName: '请输入联系人',
  phoneAndCode: '请输入手机号和验证码',
  phone: PHONE_INVALID_MSG,
  failed: '咨询服务失败',
} as const;

export const CONTENT_MIN = 10;
export const CONTENT_MAX = 200;
const chars = (v: string) => [...v].length;

export const contentSchema = z
  .string()
  .trim()
  .refine((v) => chars(v) >= CONTENT_MIN, { message: CONSULT_MSG.contentShort, abort: true })
  .refine((v) => chars(v) <= CONTENT_MAX, CONSULT_MSG.contentLong);

const required = (message: string, max: number) => z.string().trim().min(1, { message, abort: true }).max(max, `最多${max}个字`);

/** The dialog's fields. */
export const consultFormSchema = z.object({
  services: z.array(z.number().int()).min(1, CONSULT_MSG.services),
  content: contentSchema,
  corpName: required(CONSULT_MSG.corpName, 50),
  contactName: required(CONSULT_MSG.contactName, 20),
  phone: z.string().trim().min(1, { message: CONSULT_MSG.phoneAndCode, abort: true }).pipe(phoneSchema),
  smsCode: z.string().trim().max(6),
});
export type ConsultForm = z.input<typeof consultFormSchema>;

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST consultTicketCreate (002 §7): the ticket's fields as the spec names them. */
export const consultTicketSchema = z.object({
  ticketField: z
    .string()
    .trim()
    .min(1, { message: CONSULT_MSG.services, abort: true })
    .regex(/^\d{1,4}(,\d{1,4}){0,9}$/, CONSULT_MSG.services),
  content: contentSchema,
  corpName: required(CONSULT_MSG.corpName, 50),
  contactName: required(CONSULT_MSG.contactName, 20),
  countryCode: z.preprocess(blankAsAbsent, z.literal('86').default('86')),
  phoneNumber: z.string().trim().min(1, { message: CONSULT_MSG.phoneAndCode, abort: true }).pipe(phoneSchema),
  smsCode: z.preprocess(blankAsAbsent, z.string().trim().max(6).optional()),
  subject: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  tags: z.preprocess(blankAsAbsent, z.string().trim().max(200).optional()),
  /** The account the page believed logged in: a mismatch answers 1008 (the login changed). */
  jfid: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
});
export type ConsultTicketInput = z.infer<typeof consultTicketSchema>;

/** getBuInfosByBuName: a company name being typed. */
export const companySuggestSchema = z.object({ buName: z.string().trim().max(50) });

/** getServiceList: the service type (002 §7). */
export const serviceListSchema = z.object({ serviceType: z.string().trim().max(40).default('software_consult') });

/** Answer codes of consultTicketCreate beside 0. */
export const CONSULT_CODE = { loginChanged: 1008, smsWrong: 1001 } as const;

/** consultTicketCreate's answer. */
export const consultTicketAnswerSchema = z.object({
  ticketNo: z.string(),
  /** A visitor was logged in by the verified phone: the page refreshes its login info. */
  loggedIn: z.boolean(),
});
export type ConsultTicketAnswer = z.infer<typeof consultTicketAnswerSchema>;

/** One service of getServiceList; detailFlag: online, so a consult may ask about it. */
export const serviceListItemSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  detailFlag: z.boolean(),
});
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;

/** getBuInfosByBuName's answer: up to 10 company names starting with what was typed. */
export const companySuggestionsSchema = z.object({ list: z.array(z.object({ buName: z.string() })) });
export type CompanySuggestions = z.infer<typeof companySuggestionsSchema>;
