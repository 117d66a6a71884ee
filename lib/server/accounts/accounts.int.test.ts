import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { identities, userMessages, users } from '@/lib/server/db/schema';
import { DEMO_ACCOUNTS } from '@/seed/demo-accounts';
import { ensureReferenceData } from '@/seed/reference';
import { listIdentities, switchIdentity } from './identities';
import { loadSessionUser } from './session-user';
import { unreadCounts } from './unread';
import { findOrCreateUser } from './users';

// Tests share one PostgreSQL database: every test makes its own phone.
const newPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function userIdOf(phone: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, phone));
  if (!row) throw new Error(`no user ${phone}`);
  return row.id;
}

describe('findOrCreateUser', () => {
  it('registers a new phone with a personal identity named after the last four digits', async () => {
    const phone = newPhone();
    const first = await findOrCreateUser(phone);
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({ mobile: phone, userName: `用户${phone.slice(-4)}`, accountStat: 0, currentBuId: 0, expert: false });
    expect(await listIdentities(first.user.id)).toEqual([{ buId: 0, buName: `用户${phone.slice(-4)}`, butype: 0, role: 'member' }]);

    const again = await findOrCreateUser(phone);
    expect(again).toMatchObject({ created: false, user: { id: first.user.id } });
  });

  it('makes one account when the same new phone logs in several times at once', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 5 }, () => findOrCreateUser(phone)));
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await listIdentities(results[0]!.user.id)).toHaveLength(1);
  });
});

describe('demo accounts', () => {
  it('exist after the reference-data step, with their identities, and are made only once', async () => {
    await ensureReferenceData(await getDb());
    const owner = await userIdOf('13800000001');
    expect(await listIdentities(owner)).toEqual([
      { buId: 0, buName: '陈思远', butype: 0, role: 'member' },
      { buId: 900001, buName: '重庆云图数据科技有限公司', butype: 1, role: 'owner' },
      { buId: 900002, buName: '智慧政务项目组', butype: 2, role: 'member' },
    ]);
    const expert = await userIdOf('13800000002');
    expect(await listIdentities(expert)).toHaveLength(1);
    expect((await loadSessionUser(expert, 0))?.user.expert).toBe(true);

    const db = await getDb();
    const before = await db.select().from(userMessages).where(eq(userMessages.userId, owner));
    await ensureReferenceData(db);
    expect(await db.select().from(userMessages).where(eq(userMessages.userId, owner))).toHaveLength(before.length);
    const unread = await unreadCounts(owner);
    const demo = DEMO_ACCOUNTS[0]!.unread;
    expect(unread).toEqual({
      sysnum: demo.sys?.length,
      ordernum: demo.order?.length,
      lmnum: demo.lm?.length,
      bid_push: demo.bid_push?.length,
      receiverUnread: demo.receiver?.length,
    });
  });
});

describe('identities', () => {
  it('lists personal first, then enterprises, then teams, whatever the insertion order', async () => {
    const { user } = await findOrCreateUser(newPhone());
    const db = await getDb();
    await db.insert(identities).values([
      { userId: user.id, buId: 700002, buName: '项目组乙', buType: 2, role: 'member' },
      { userId: user.id, buId: 700001, buName: '某某科技有限公司', buType: 1, role: 'member' },
    ]);
    expect((await listIdentities(user.id)).map((m) => m.buId)).toEqual([0, 700001, 700002]);
  });

  it('switches only to one of the user’s own identities', async () => {
    const { user } = await findOrCreateUser(newPhone());
    const db = await getDb();
    await db.insert(identities).values({ userId: user.id, buId: 700010, buName: '自有企业', buType: 1, role: 'owner' });

    expect(await switchIdentity(user.id, 700010)).toBe(true);
    expect((await loadSessionUser(user.id, 700010))?.user).toMatchObject({ buid: 700010, buname: '自有企业' });
    const [after] = await db.select({ current: users.currentBuId }).from(users).where(eq(users.id, user.id));
    expect(after?.current).toBe(700010);

    // The demo enterprise belongs to someone else: refused, nothing changes.
    expect(await switchIdentity(user.id, 900001)).toBe(false);
    const [still] = await db.select({ current: users.currentBuId }).from(users).where(eq(users.id, user.id));
    expect(still?.current).toBe(700010);
    expect(await switchIdentity(user.id, 0)).toBe(true);
  });

  it('shows the personal identity when the session names one the user no longer has', async () => {
    const phone = newPhone();
    const { user } = await findOrCreateUser(phone);
    const loaded = await loadSessionUser(user.id, 900001);
    expect(loaded?.user).toMatchObject({ jfid: user.id, buid: 0, buname: `用户${phone.slice(-4)}`, mobile: phone, showImg: null });
    expect(loaded?.accountStat).toBe(0);
    expect(await loadSessionUser(-1, 0)).toBeNull();
  });
});

describe('unreadCounts', () => {
  it('counts unread messages per kind, skipping read ones, other users and unknown kinds', async () => {
    const a = (await findOrCreateUser(newPhone())).user.id;
    const b = (await findOrCreateUser(newPhone())).user.id;
    const db = await getDb();
    const msg = (userId: number, kind: string, read = false) => ({ userId, kind, title: kind, readAt: read ? new Date() : null });
    await db.insert(userMessages).values([
      msg(a, 'sys'),
      msg(a, 'sys'),
      msg(a, 'sys', true),
      msg(a, 'order'),
      msg(a, 'bid_push'),
      msg(a, 'bid_push'),
      msg(a, 'bid_push'),
      msg(a, 'receiver'),
      msg(a, 'other'),
      msg(b, 'lm'),
    ]);
    expect(await unreadCounts(a)).toEqual({ sysnum: 2, ordernum: 1, lmnum: 0, bid_push: 3, receiverUnread: 1 });
    expect(await unreadCounts(b)).toEqual({ sysnum: 0, ordernum: 0, lmnum: 1, bid_push: 0, receiverUnread: 0 });
  });
});
