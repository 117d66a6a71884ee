import { z } from 'zod';
import { MAX_RECORD_ID } from '@/lib/api/record-id';
import { phoneCodeSchema } from '@/lib/phone-code/schemas';

// Inputs of the account calls and pages. The login and register forms validate with the very schemas
// their routes parse, so a message shown in the browser is the message the server would answer.

/** Any text: the server decides with safeCallback where it really leads. */
const callback = z.string().max(2000).optional();

/** POST /api/login: phone and SMS code (purpose login); a new phone registers on the way. */
export const loginSchema = phoneCodeSchema.extend({ callback });
export type LoginInput = z.infer<typeof loginSchema>;

export const AGREEMENT_REQUIRED_MSG = '请阅读并同意《平台保密协议》';

/** POST /api/register: as login, with the confidentiality agreement accepted (002 §2). */
export const registerSchema = loginSchema.extend({
  agree: z.boolean({ error: AGREEMENT_REQUIRED_MSG }).refine((v) => v, AGREEMENT_REQUIRED_MSG),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** GET /login/switch (001 §6): the identity to switch to; role 1 goes with buid 0, role 0 with the rest. */
export const switchQuerySchema = z.object({
  buid: z.coerce.number().int().min(0).max(2_147_483_647),
  role: z.enum(['0', '1']).optional(),
  callback,
});

/** A call that takes no input: the session cookie says who asks. */
export const noInputSchema = z.object({}).loose();

/** getBuInfoByBuIds (000 §7, POST): business units (identities) by id, a list or comma-separated text, 1-50. */
export const buInfoByIdsSchema = z.object({
  buIds: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : typeof v === 'number' ? [v] : v),
    z.array(z.coerce.number({ error: '单位编号应为数字' }).int('单位编号应为整数').min(0, '单位编号不正确').max(MAX_RECORD_ID, '单位编号不正确'), { error: '请指定单位编号' }).min(1, '请指定单位编号').max(50, '单位编号最多50个'),
  ),
});
