import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { contactOwners, users } from '@/lib/server/db/schema';
import { chatAddressFor } from './address';
import { chatUnreadCount, listConversations, openMerchantConversation } from './conversations';
import { historyPage, markRead, sendMessage } from './messages';

// Chat messages on the database (001 §7 Contact): only the two parties read and write a conversation, a
// resend stores once, history pages 50 at a time, unread counts and read positions.

const tag = `${process.pid}${Date.now() % 100_000}`;
let buyer: number;
let merchant: number;
let stranger: number;
let supplierId: number;
let conversationId: number;

async function user(mobile: string, userName: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(users).values({ mobile, userName }).returning({ id: users.id });
  return row!.id;
}

const text = (cid: string, body: string, id = conversationId) => ({ type: 'send' as const, cid: `${cid}${tag}`, conversationId: id, kind: 1 as const, text: body });

beforeAll(async () => {
  const n = tag.slice(-8).padStart(8, '0');
  [buyer, merchant, stranger] = [await user(`171${n}`, '买家'), await user(`172${n}`, '商家'), await user(`173${n}`, '路人')];
  const db = await getDb();
  supplierId = 900_000 + (process.pid % 90_000);
  await db.insert(contactOwners).values({ ownerKey: `supplier:${supplierId}`, userId: merchant, displayName: '测试软件有限公司' });
  const q = new URL(chatAddressFor(buyer, supplierId, merchant), 'http://x').searchParams;
  conversationId = await openMerchantConversation(buyer, { owner: supplierId, userid: merchant, ts: Number(q.get('ts')), sign: q.get('sign')! });
});

describe('chat messages', () => {
  it('opens one conversation per buyer and provider, and refuses a link made for another user', async () => {
    const q = new URL(chatAddressFor(buyer, supplierId, merchant), 'http://x').searchParams;
    const again = await openMerchantConversation(buyer, { owner: supplierId, userid: merchant, ts: Number(q.get('ts')), sign: q.get('sign')! });
    expect(again).toBe(conversationId);
    await expect(openMerchantConversation(stranger, { owner: supplierId, userid: merchant, ts: Number(q.get('ts')), sign: q.get('sign')! })).rejects.toThrow('聊天链接无效');
  });

  it('stores a message once however often it is resent, and counts it unread for the other side', async () => {
    const first = await sendMessage(buyer, text('m1', '您好'));
    const resent = await sendMessage(buyer, text('m1', '您好'));
    expect(resent.message.id).toBe(first.message.id);
    expect(first.recipients.sort()).toEqual([buyer, merchant].sort());
    expect(await chatUnreadCount(merchant)).toBe(1);
    expect(await chatUnreadCount(buyer)).toBe(0);
    const [seen] = (await listConversations(merchant)).filter((c) => c.id === conversationId);
    expect(seen).toMatchObject({ unread: 1, asBuyer: false, peerName: '买家', title: '测试软件有限公司', lastPreview: '您好' });
  });

  it('lets no one else read, write or mark a conversation', async () => {
    await expect(sendMessage(stranger, text('x1', '我不是参与者'))).rejects.toThrow('会话不存在');
    await expect(historyPage(stranger, conversationId)).rejects.toThrow('会话不存在');
    await expect(markRead(stranger, conversationId, 1)).rejects.toThrow('会话不存在');
    expect(await listConversations(stranger)).toEqual([]);
  });

  it('moves a read position forward only, never past the last message', async () => {
    const { message } = await sendMessage(buyer, text('m2', '在吗'));
    expect(await markRead(merchant, conversationId, message.id + 1000)).toEqual({ readId: message.id, recipients: expect.any(Array) });
    expect(await markRead(merchant, conversationId, 1)).toBeNull();
    expect(await chatUnreadCount(merchant)).toBe(0);
    expect((await historyPage(buyer, conversationId)).peerReadId).toBe(message.id);
  });

  it('pages history 50 at a time, oldest first within a page', async () => {
    for (let i = 0; i < 53; i++) await sendMessage(merchant, text(`p${i}`, `第${i}条`));
    const newest = await historyPage(buyer, conversationId);
    expect(newest.messages).toHaveLength(50);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages.at(-1)!.body).toBe('第52条');
    const older = await historyPage(buyer, conversationId, newest.messages[0]!.id);
    expect(older.hasMore).toBe(false);
    expect(older.messages.map((m) => m.body)).toEqual(['您好', '在吗', '第0条', '第1条', '第2条']);
  });

  it('refuses a merchant talking to itself', async () => {
    const db = await getDb();
    const [row] = await db.select().from(contactOwners).where(eq(contactOwners.userId, merchant));
    const q = new URL(chatAddressFor(merchant, supplierId, row!.userId), 'http://x').searchParams;
    await expect(openMerchantConversation(merchant, { owner: supplierId, userid: merchant, ts: Number(q.get('ts')), sign: q.get('sign')! })).rejects.toThrow('不能与自己发起会话');
  });
});
