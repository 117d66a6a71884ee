import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import type { ChatConversation } from '@/lib/chat/types';
import { supplierOwnerKey } from '@/lib/contact/rules';
import { type ContactOwner, platformOwner, supplierOwner } from '@/lib/server/contact';
import { getDb, queryRows, type Db } from '@/lib/server/db/client';
import { chatConversations } from '@/lib/server/db/schema';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { checkChatAddress } from './address';

// Conversations (001 §7 Contact): one per buyer and provider, answered by the provider's owner (a merchant
// account) or the platform's customer service. Every read and write names the user and finds the
// conversation among theirs only: another user's conversation is as missing as one that does not exist.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ConversationRow = typeof chatConversations.$inferSelect;

const missing = () => new ApiError(404, ErrorCode.notFound, '会话不存在');

/** The conversation if `userId` takes part in it (buyer or agent), else 404 (for update inside a transaction). */
export async function memberConversation(userId: number, conversationId: number, tx?: Tx): Promise<ConversationRow> {
  const db = tx ?? (await getDb());
  const query = db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), or(eq(chatConversations.buyerUserId, userId), eq(chatConversations.agentUserId, userId))));
  const [row] = tx ? await query.for('update') : await query;
  if (!row) throw missing();
  return row;
}

async function openWith(buyerUserId: number, owner: ContactOwner): Promise<number> {
  if (owner.userId === buyerUserId) throw badRequest('不能与自己发起会话');
  const db = await getDb();
  await db
    .insert(chatConversations)
    .values({ buyerUserId, agentUserId: owner.userId, ownerKey: owner.ownerKey, title: owner.displayName })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.buyerUserId, buyerUserId), eq(chatConversations.ownerKey, owner.ownerKey)));
  return row!.id;
}

/** chatOpen with a signed address: the buyer's conversation with the provider `owner` (made on first use). */
export async function openMerchantConversation(viewerId: number, a: { owner: number; userid: number; ts: number; sign: string }, now = Date.now()): Promise<number> {
  const check = checkChatAddress({ viewerId, ...a }, now);
  if (check === 'expired') throw new ApiError(403, ErrorCode.forbidden, '聊天链接已过期，请重新发起咨询');
  if (check === 'forged') throw new ApiError(403, ErrorCode.forbidden, '聊天链接无效');
  const owner = await supplierOwner(a.owner);
  // The provider's merchant account changed since the link was made: the link is no longer good.
  if (!owner || owner.userId !== a.userid || owner.ownerKey !== supplierOwnerKey(a.owner)) throw new ApiError(403, ErrorCode.forbidden, '聊天链接无效');
  return openWith(viewerId, owner);
}

/**
 * chatOpen type 2: the user's conversation with the platform's customer service; null for the
 * customer service itself, which answers everyone's from its list.
 */
export async function openPlatformConversation(viewerId: number): Promise<number | null> {
  const owner = await platformOwner();
  if (!owner) throw new ApiError(503, ErrorCode.unavailable, '在线客服暂不可用，请拨打平台客服热线');
  if (owner.userId === viewerId) return null;
  return openWith(viewerId, owner);
}

interface ListRow {
  id: number;
  buyer_user_id: number;
  title: string;
  buyer_name: string | null;
  peer_read_id: string | number;
  last_message_id: string | number;
  last_preview: string | null;
  last_message_at: string | Date | null;
  unread: string | number;
}

/**
 * The user's conversations, latest first, with their unread counts: all those they started as a buyer,
 * and those with at least one message where they answer for a provider.
 */
export async function listConversations(userId: number): Promise<ChatConversation[]> {
  const db = await getDb();
  const rows = await queryRows<ListRow>(
    db,
    sql`select c.id, c.buyer_user_id, c.title, u.user_name as buyer_name, c.last_message_id, c.last_preview, c.last_message_at,
          case when c.buyer_user_id = ${userId} then c.agent_read_id else c.buyer_read_id end as peer_read_id,
          (select count(*) from chat_message m where m.conversation_id = c.id and m.sender_user_id <> ${userId}
             and m.id > case when c.buyer_user_id = ${userId} then c.buyer_read_id else c.agent_read_id end) as unread
        from chat_conversation c left join app_user u on u.id = c.buyer_user_id
        where c.buyer_user_id = ${userId} or (c.agent_user_id = ${userId} and c.last_message_id > 0)
        order by c.last_message_id desc, c.id desc limit 200`,
  );
  return rows.map((r) => {
    const asBuyer = r.buyer_user_id === userId;
    return {
      id: r.id,
      asBuyer,
      title: r.title,
      peerName: asBuyer ? r.title : (r.buyer_name ?? '用户'),
      unread: Number(r.unread),
      peerReadId: Number(r.peer_read_id),
      lastMessageId: Number(r.last_message_id),
      lastPreview: r.last_preview,
      lastMessageAt: r.last_message_at ? new Date(r.last_message_at).toISOString() : null,
    };
  });
}

/** Unread chat messages of the user (the header's inbox count adds them, 001 §7). */
export async function chatUnreadCount(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from chat_conversation c join chat_message m on m.conversation_id = c.id
        where ((c.buyer_user_id = ${userId} and m.id > c.buyer_read_id) or (c.agent_user_id = ${userId} and m.id > c.agent_read_id))
          and m.sender_user_id <> ${userId}`,
  );
  return Number(row?.n ?? 0);
}
