import 'server-only';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import type { EntMessInput } from '@/lib/contact/schemas';
import type { EntMessAnswer } from '@/lib/contact/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { getUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { suppliers, userMessages } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { platformOwner, supplierOwner } from './owners';

// saveEntMess (000 §7, "form"; payload not shown): a message (留言) a buyer leaves for an enterprise.
// "EntMess" reads as enterprise message; the portal's place for messages to someone is the inbox, and
// its 留言 kind (lm, the header's 留言 count) is where an expert's consultations land too. So the
// message is one user_message of kind lm to whoever answers for the supplier (its merchant account),
// or, for a supplier without one on the portal, to the platform's customer service, which passes it
// on (the same routing as chat and phone, 001 §6). No table of its own: the inbox is the record.

const PREVIEW = 20;

export async function saveEntMessage(input: EntMessInput, senderUserId: number): Promise<EntMessAnswer> {
  const db = await getDb();
  const [supplier] = await db.select({ id: suppliers.id, compName: suppliers.compName }).from(suppliers).where(eq(suppliers.compCode, input.compCode)).limit(1);
  if (!supplier) throw notFound('企业不存在');
  const merchant = await supplierOwner(supplier.id);
  const owner = merchant ?? (await platformOwner());
  if (!owner) throw new ApiError(503, ErrorCode.unavailable, '留言暂不可用，请拨打平台客服热线');
  if (owner.userId === senderUserId) throw new ApiError(400, ErrorCode.badRequest, '不能给自己的企业留言');
  const sender = await getUser(senderUserId);
  const phone = input.contactPhone ?? sender?.mobile ?? '';
  const chars = [...input.content];
  const preview = chars.slice(0, PREVIEW).join('') + (chars.length > PREVIEW ? '…' : '');
  await db.insert(userMessages).values({
    userId: owner.userId,
    kind: 'lm',
    title: merchant ? `有用户给您留言：${preview}` : `有用户给${supplier.compName}留言：${preview}`,
    body: `${input.content}\n联系人：${input.contactName}　联系电话：${phone}`,
    link: supplierDetailHref(supplier.id),
  });
  return { deliveredTo: merchant ? 'merchant' : 'platform' };
}
