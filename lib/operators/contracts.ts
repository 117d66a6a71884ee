import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { recordId } from '@/lib/api/record-id';
import { PHONE_INVALID_MSG, SERVER_PHONE_PATTERN, smsCodeSchema } from '@/lib/phone-code/schemas';
import { OPERATOR_ROLES } from './roles';

// The operator console's calls (docs/features.md, Operator console); not in the partners' document.

const holderSchema = z.object({ mobile: z.string(), userName: z.string() });

export const claimReviewCall = contract(catalogue.claimReview, {
  summary: 'Claims a scheme or an activation for the calling reviewer, or renews their claim; says who holds it.',
  input: z.object({ type: z.enum(['scheme', 'activation'], { error: '审核对象不正确' }), id: recordId('审核对象编号') }),
  output: z.object({ held: z.boolean(), holder: holderSchema.nullable() }),
});

/** A rejection's reason, which the supplier reads in the user centre and the inbox. */
export const REJECT_NOTE_MAX = 200;

export const decideSchemeCall = contract(catalogue.decideScheme, {
  summary: 'Approves a submitted scheme, or rejects it with a reason; the deciding reviewer must hold its claim.',
  input: z.discriminatedUnion('decision', [
    z.object({ id: recordId('方案编号'), decision: z.literal('approved') }),
    z.object({
      id: recordId('方案编号'),
      decision: z.literal('rejected'),
      note: z.string().trim().min(1, '请填写驳回原因').max(REJECT_NOTE_MAX, `驳回原因最多 ${REJECT_NOTE_MAX} 字`),
    }),
  ], { error: '审核结论不正确' }),
  output: z.object({ status: z.enum(['approved', 'rejected']) }),
});

export const sendStepUpCodeCall = contract(catalogue.sendStepUpCode, {
  summary: "Sends an SMS code to the calling operator's own phone, for a sensitive action (step-up).",
  input: z.object({}),
  output: z.object({ mobile: z.string() }),
});

export const confirmStepUpCall = contract(catalogue.confirmStepUp, {
  summary: "Confirms the operator's step-up SMS code: their sensitive actions are allowed for a few minutes.",
  input: z.object({ smsCode: smsCodeSchema }),
  output: z.object({ minutes: z.number().int() }),
});

const roleChange = z.object({
  mobile: z.string().trim().regex(SERVER_PHONE_PATTERN, PHONE_INVALID_MSG),
  role: z.enum(OPERATOR_ROLES, { error: '角色不正确' }),
});

export const grantOperatorRoleCall = contract(catalogue.grantOperatorRole, {
  summary: 'Gives a phone an operator role (an administrator, after step-up); the account is created if the phone never logged in.',
  input: roleChange,
  output: z.object({ changed: z.boolean() }),
});

export const revokeOperatorRoleCall = contract(catalogue.revokeOperatorRole, {
  summary: 'Takes an operator role from a phone (an administrator, after step-up); the last administrator keeps theirs.',
  input: roleChange,
  output: z.object({ changed: z.boolean() }),
});
