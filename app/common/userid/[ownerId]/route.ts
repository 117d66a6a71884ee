import { z } from 'zod';
import { ErrorCode } from '@/lib/api/envelope';
import { recordId } from '@/lib/api/record-id';
import { chatAddressFor } from '@/lib/server/chat/address';
import { supplierOwner } from '@/lib/server/contact/owners';
import { ApiError } from '@/lib/server/http/errors';
import { plainRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

const input = z.object({ ownerId: recordId('商家编号') });

// GET /common/userid/{owner id} (001 §7): the user id answering for the provider, and the signed chat
// address built with it (user id, timestamp, HMAC checksum under a server key; good for 30 minutes and
// only for the user who asked). Chat needs a login (001 §6).
export const GET = plainRoute({ source: 'query', input: z.object({}) }, async (_none, { req }) => {
  const session = await requireUser(req);
  const { ownerId } = input.parse({ ownerId: req.nextUrl.pathname.split('/').pop() });
  const owner = await supplierOwner(ownerId);
  if (!owner) throw new ApiError(404, ErrorCode.notFound, '该商家暂未开通在线沟通，请联系平台客服');
  return { userid: owner.userId, chatUrl: chatAddressFor(session.userId, ownerId, owner.userId) };
});
