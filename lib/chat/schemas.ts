import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';
import { TEXT_MAX } from './rules';

// Inputs of the chat: the socket's frames and the HTTP calls (001 §7 Contact). One schema each, used by the
// server; the page builds its frames from the same types.

const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '消息编号不正确');
const messageId = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const sendSchema = z.discriminatedUnion('kind', [
  z.object({
    type: z.literal('send'),
    cid: clientId,
    conversationId: recordId('会话编号'),
    kind: z.literal(1),
    text: z.string().trim().min(1, '请输入消息内容').max(TEXT_MAX, `消息最多${TEXT_MAX}个字`),
  }),
  z.object({
    type: z.literal('send'),
    cid: clientId,
    conversationId: recordId('会话编号'),
    kind: z.union([z.literal(2), z.literal(3)]),
    fileId: z.uuid('文件不正确'),
    fileKey: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{1,8}$/, '文件不正确'),
  }),
]);

export const clientFrameSchema = z.discriminatedUnion('type', [
  sendSchema,
  z.object({ type: z.literal('read'), conversationId: recordId('会话编号'), messageId }),
  z.object({ type: z.literal('ping') }),
]);

/** chatHistory: a conversation's messages older than `before` (none: the newest), 50 at a time. */
export const historySchema = z.object({
  conversationId: recordId('会话编号'),
  before: messageId.optional(),
});

/** chatOpen: a signed chat address (the merchant's) or type 2 (the platform's customer service). */
export const openSchema = z.union([
  z.object({ type: z.literal('2').or(z.literal(2)).transform(() => 2 as const) }),
  z.object({
    owner: recordId('商家编号'),
    userid: recordId('用户编号'),
    ts: z.coerce.number().int().positive(),
    sign: z.string().regex(/^[a-f0-9]{64}$/, '聊天链接无效'),
  }),
]);

/** The upload's kind: 'image' (jpg/png/gif) or 'file'. */
export const chatUploadKind = z.enum(['image', 'file'], { error: '上传类型不正确' });

/** A report's reason, which support reads beside the reported messages. */
export const REPORT_REASON_MAX = 200;

/** reportChat: one of the caller's conversations and why it is reported (举报 on /chatRT.html). */
export const reportSchema = z.object({
  conversationId: recordId('会话编号'),
  reason: z.string({ error: '请填写举报原因' }).trim().min(1, '请填写举报原因').max(REPORT_REASON_MAX, `举报原因最多${REPORT_REASON_MAX}个字`),
});
