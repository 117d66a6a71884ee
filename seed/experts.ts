import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { expertProfiles, identities, users } from '@/lib/server/db/schema';

// The experts of the expert-consultation dialog (001 §3): reference data, made on every start when
// missing (seed/reference.ts), each with an account of its own so consultations reach an inbox.

interface SeedExpert {
  mobile: string;
  expertName: string;
  honor: string;
  expertLabel: string;
  description: string;
  immediate: boolean;
}

export const EXPERTS: readonly SeedExpert[] = [
  {
    mobile: '13800000101',
    expertName: '王建国',
    honor: '资深专家',
    expertLabel: '数字政府、一网通办、政务数据治理',
    description: '原某省大数据中心总工程师，主持省级一体化政务服务平台与数据共享交换平台建设，参与编制多项政务信息化地方标准。',
    immediate: true,
  },
  {
    mobile: '13800000102',
    expertName: '刘慧敏',
    honor: '资深专家',
    expertLabel: '医疗信息化、互联网医院、电子病历评级',
    description: '二十年医院信息化经验，曾任三甲医院信息中心主任，指导 30 余家医院通过电子病历应用水平五级评审。',
    immediate: true,
  },
  {
    mobile: '13800000103',
    expertName: '陈立新',
    honor: '特聘专家',
    expertLabel: '软件造价、功能点度量、预算评审',
    description: '注册软件度量师，财政信息化项目评审库专家，累计评估软件项目造价逾 40 亿元。',
    immediate: true,
  },
  {
    mobile: '13800000104',
    expertName: '张海涛',
    honor: '资深专家',
    expertLabel: '智慧城市、城市运行管理、物联感知',
    description: '参与多个城市的城市大脑与一网统管平台规划设计，熟悉物联感知、视频汇聚与城市运行指标体系。',
    immediate: true,
  },
  {
    mobile: '13800000105',
    expertName: '赵雪梅',
    honor: '特聘专家',
    expertLabel: '数据安全、等级保护、密码应用',
    description: '网络安全等级保护高级测评师，长期为政务与金融单位提供等保、密评与数据安全合规咨询。',
    immediate: false,
  },
  {
    mobile: '13800000106',
    expertName: '周明远',
    honor: '资深专家',
    expertLabel: '智慧教育、教育数字化、校园信息化',
    description: '曾负责省级教育资源公共服务平台建设，研究方向为区域教育数字化转型与智慧校园建设标准。',
    immediate: true,
  },
];

/** Creates the experts that are missing, with their accounts (idempotent). */
export async function ensureExperts(db: Db): Promise<void> {
  for (const [i, expert] of EXPERTS.entries()) {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ mobile: expert.mobile, userName: expert.expertName, expert: true }).onConflictDoNothing();
      const [user] = await tx.select({ id: users.id }).from(users).where(sql`${users.mobile} = ${expert.mobile}`);
      if (!user) return;
      await tx.insert(identities).values({ userId: user.id, buId: 0, buName: expert.expertName, buType: 0, role: 'member' }).onConflictDoNothing();
      await tx
        .insert(expertProfiles)
        .values({
          userId: user.id,
          expertName: expert.expertName,
          bigLogoUrl: `/images/experts/expert-${i + 1}.svg`,
          honor: expert.honor,
          expertLabel: expert.expertLabel,
          description: expert.description,
          immediate: expert.immediate,
          sort: i + 1,
        })
        .onConflictDoNothing();
    });
  }
}
