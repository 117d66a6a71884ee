import type { Db } from '@/lib/server/db/client';
import { identities, userMessages, users } from '@/lib/server/db/schema';

// Two demo accounts for trying the logged-in header (README lists them). Demo data, so the seed's
// reference step makes them (seed/reference.ts), never the login path; an account that exists is
// never touched again: it belongs to whoever logs in with it.

type Kind = 'sys' | 'order' | 'lm' | 'bid_push' | 'receiver';

interface DemoAccount {
  mobile: string;
  userName: string;
  expert: boolean;
  /** Identities besides the personal one. */
  units: { buId: number; buName: string; buType: number; role: string }[];
  /** Unread messages; one read message of each kind is added so counts prove they skip read ones. */
  unread: Partial<Record<Kind, string[]>>;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    mobile: '13800000001',
    userName: '陈思远',
    expert: false,
    units: [
      { buId: 900001, buName: '重庆云图数据科技有限公司', buType: 1, role: 'owner' },
      { buId: 900002, buName: '智慧政务项目组', buType: 2, role: 'member' },
    ],
    unread: {
      sys: ['企业认证审核已通过', '平台服务协议更新通知', '账号安全提醒：新设备登录'],
      order: ['订单 JF2026031800012 已确认', '订单 JF2026031800009 待验收'],
      lm: ['重庆某区大数据局给您留言'],
      bid_push: ['新商机：智慧社区综合管理平台建设项目', '新商机：政务云运维服务采购', '新商机：数据中台二期开发'],
      receiver: ['项目经理王工发来一条消息'],
    },
  },
  {
    // A supplier's owner with nothing subscribed yet: the opportunity-push walkthrough starts here.
    mobile: '13800000003',
    userName: '王立',
    expert: false,
    units: [{ buId: 900003, buName: '杭州数智软件有限公司', buType: 1, role: 'owner' }],
    unread: {},
  },
  {
    mobile: '13800000002',
    userName: '李雅婷',
    expert: true,
    units: [],
    unread: {
      sys: ['专家入驻审核已通过'],
      order: ['咨询订单 ZX2026031700003 待回复'],
      lm: ['有用户向您发起咨询留言'],
      bid_push: ['新商机：医疗信息化咨询服务'],
      receiver: ['平台客服发来一条消息'],
    },
  },
];

const READ_TITLE: Record<Kind, string> = {
  sys: '欢迎加入云采汇',
  order: '订单 JF2026030100001 已完成',
  lm: '留言已回复',
  bid_push: '商机订阅设置成功',
  receiver: '客服会话已结束',
};

async function createIfMissing(db: Db, account: DemoAccount): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ mobile: account.mobile, userName: account.userName, expert: account.expert })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return; // exists: demo data is made once and then belongs to the user
    await tx.insert(identities).values([
      { userId: user.id, buId: 0, buName: account.userName, buType: 0, role: 'member' },
      ...account.units.map((u) => ({ userId: user.id, ...u })),
    ]);
    const messages = (Object.keys(READ_TITLE) as Kind[]).flatMap((kind) => [
      ...(account.unread[kind] ?? []).map((title) => ({ userId: user.id, kind, title })),
      { userId: user.id, kind, title: READ_TITLE[kind], readAt: new Date() },
    ]);
    await tx.insert(userMessages).values(messages);
  });
}

/** Creates the demo accounts that are missing (idempotent: concurrent starts meet at the unique mobile index). */
export async function ensureDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) await createIfMissing(db, account);
}
