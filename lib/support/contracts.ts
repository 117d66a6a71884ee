import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { recordId } from '@/lib/api/record-id';
import { phoneSchema } from '@/lib/phone-code/schemas';
import { FEEDBACK_STATUSES } from './types';

// Support's console calls (docs/features.md, Operator console: Support); not in the partners' document.

export const FEEDBACK_NOTE_MAX = 1000;
export const FEEDBACK_REPLY_MAX = 500;
export const REASON_MAX = 200;

const text = (what: string, max: number) =>
  z.string({ error: `请填写${what}` }).trim().min(1, `请填写${what}`).max(max, `${what}最多 ${max} 字`);

export const handleFeedbackCall = contract(catalogue.handleFeedback, {
  summary: 'Moves a suggestion or complaint to another status, keeps an internal note, or answers it (status answered with the reply the sender receives in the inbox).',
  input: z
    .object({
      id: recordId('反馈编号'),
      status: z.enum(FEEDBACK_STATUSES, { error: '状态不正确' }).optional(),
      note: z.string().trim().max(FEEDBACK_NOTE_MAX, `备注最多 ${FEEDBACK_NOTE_MAX} 字`).optional(),
      reply: text('回复内容', FEEDBACK_REPLY_MAX).optional(),
    })
    .refine((v) => v.status !== undefined || v.note !== undefined, { error: '没有要保存的内容' })
    .refine((v) => (v.status === 'answered') === (v.reply !== undefined), { error: '回复时请填写回复内容', path: ['reply'] }),
  output: z.object({ status: z.enum(FEEDBACK_STATUSES) }),
});

export const decideReportCall = contract(catalogue.decideReport, {
  summary: 'Closes an open chat report: warns the reported user (an inbox warning), bans them, or dismisses the report.',
  input: z.object({
    id: recordId('举报编号'),
    decision: z.enum(['warn', 'ban', 'dismiss'], { error: '处理方式不正确' }),
    note: text('处理说明', REASON_MAX),
  }),
  output: z.object({ status: z.enum(['warned', 'banned', 'dismissed']) }),
});

export const banUserCall = contract(catalogue.banUser, {
  summary: "Bans a user with a reason: account status 6, every session ended at once, the login refused.",
  input: z.object({ userId: recordId('用户编号'), reason: text('封禁原因', REASON_MAX) }),
  output: z.object({ banned: z.literal(true) }),
});

export const unbanUserCall = contract(catalogue.unbanUser, {
  summary: 'Lifts a ban with a reason: the status before the ban comes back and the user is told in the inbox.',
  input: z.object({ userId: recordId('用户编号'), reason: text('解封原因', REASON_MAX) }),
  output: z.object({ banned: z.literal(false) }),
});

export const clearSmsLimitsCall = contract(catalogue.clearSmsLimits, {
  summary: "Clears a phone's own SMS send limits, so its next code can be sent at once.",
  input: z.object({ mobile: phoneSchema }),
  output: z.object({ cleared: z.number().int() }),
});
