import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { activatedUnits, identities, purchasers, unitActivations, users } from '@/lib/server/db/schema';

// A purchasing unit activated on the demo site (002 §2 Activation page): 周婉清 (13800000021, README) applied for
// 重庆市大数据发展局 and an operator approved it, so /checkSuccess.html has a real case and the unit's
// name shows 企业已存在 to anyone applying for it again. Made once, like the other demo accounts:
// an account that exists is never touched again.

export const DEMO_ACTIVATION = {
  mobile: '13800000021',
  userName: '周婉清',
  depName: '重庆市大数据发展局',
  // A valid code (GB 32100-2015): 11 an organ registered with the staffing office, 500000 重庆.
  creditCode: '11500000MB15203887',
} as const;

export async function ensureDemoActivation(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ mobile: DEMO_ACTIVATION.mobile, userName: DEMO_ACTIVATION.userName })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return;
    const [unitOfPortal] = await tx.select({ id: purchasers.id }).from(purchasers).where(eq(purchasers.name, DEMO_ACTIVATION.depName)).limit(1);
    const [unit] = await tx
      .insert(activatedUnits)
      .values({ name: DEMO_ACTIVATION.depName, creditCode: DEMO_ACTIVATION.creditCode, purchaserId: unitOfPortal?.id ?? null, cityStationCode: '500100' })
      .onConflictDoNothing()
      .returning({ id: activatedUnits.id });
    await tx.insert(identities).values({ userId: user.id, buId: 0, buName: DEMO_ACTIVATION.userName, buType: 0, role: 'member' });
    if (!unit) return; // the unit was activated by someone else on this database
    const submitted = new Date(Date.UTC(2026, 2, 16, 1, 30));
    await tx.insert(unitActivations).values({
      userId: user.id,
      depName: DEMO_ACTIVATION.depName,
      purchaserId: unitOfPortal?.id ?? null,
      noCodeFlag: false,
      creditCode: DEMO_ACTIVATION.creditCode,
      cityStationCode: '500100',
      cityStationName: '重庆站',
      provinceCode: '500000',
      provinceName: '重庆市',
      cityCode: '500100',
      cityName: '重庆市',
      areaCode: '500112',
      areaName: '渝北区',
      contactName: DEMO_ACTIVATION.userName,
      telphone: DEMO_ACTIVATION.mobile,
      status: 1,
      unitId: unit.id,
      createdAt: submitted,
      reviewedAt: new Date(submitted.getTime() + 26 * 3_600_000),
    });
    await tx.insert(identities).values({ userId: user.id, buId: unit.id, buName: DEMO_ACTIVATION.depName, buType: 1, role: 'owner' });
  });
}
