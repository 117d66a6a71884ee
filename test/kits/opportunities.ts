import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, identities, outsourcingDemands, users } from '@/lib/server/db/schema';
import { loginAs, newPhone } from './account-routes';

// Subscribers for the opportunity tests: a user logged in as the owner of an enterprise identity (the
// registration that makes one is a later issue's), or as a plain personal user.

export interface TestUser {
  cookie: string;
  userId: number;
  buId: number;
}

let nextBuId = 700_000 + Math.floor(Math.random() * 50_000);

/** A fresh user acting as the owner (role 'owner', buType 1) of a new enterprise, or as a member of one. */
export async function enterpriseUser(role: 'owner' | 'member' = 'owner'): Promise<TestUser> {
  const phone = newPhone();
  await loginAs(phone);
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, phone));
  const buId = nextBuId++;
  await db.insert(identities).values({ userId: user!.id, buId, buName: `测试科技有限公司${buId}`, buType: 1, role });
  await db.update(users).set({ currentBuId: buId }).where(eq(users.id, user!.id));
  return { cookie: await loginAs(phone), userId: user!.id, buId };
}

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();

/** A new bid opportunity (a procurement notice in 重庆, 软件开发, 80万 unless overridden); its code. */
export async function addBid(over: Partial<typeof bidOpportunities.$inferInsert> = {}) {
  const code = `ZB${uid()}`;
  const db = await getDb();
  await db.insert(bidOpportunities).values({
    code,
    type: 2,
    bidSource: 2,
    projectName: '重庆市某区政务服务一网通办平台升级项目',
    projectNumber: `CQ-${code}`,
    purchaserName: '重庆市某区大数据发展局',
    purchaseUnit: 'djjg',
    businessDirection: 'rjkf',
    cityCode: '500100',
    budgetAmount: '800000',
    publishTime: new Date(),
    content: '项目内容',
    ...over,
  });
  return code;
}

/** A new open software demand (小程序开发 in 重庆, 3万 unless overridden); its orderNo. */
export async function addDemand(over: Partial<typeof outsourcingDemands.$inferInsert> = {}) {
  const orderNo = `XQ${uid()}`;
  const db = await getDb();
  await db.insert(outsourcingDemands).values({
    orderNo,
    idSecret: `s${orderNo}`,
    userId: 0,
    orderName: '社区团购小程序开发',
    memo: '需要开发一个社区团购小程序',
    contactMobile: '13900000000',
    kind: 1,
    price: '30000',
    cityCode: '500100',
    status: 'open',
    source: 'test',
    primaryClass: 'dev',
    secondClass: 'dev-mini',
    ...over,
  });
  return orderNo;
}
