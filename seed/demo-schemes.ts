import { splitSchemeForm } from '@/lib/schemes/parts';
import type { SchemeForm } from '@/lib/schemes/schemas';
import type { SchemeStatus } from '@/lib/schemes/types';
import type { Db } from '@/lib/server/db/client';
import { identities, supplierSchemes, users } from '@/lib/server/db/schema';

// A supplier with schemes in review (docs/features.md, User centre): 孙浩然 (13800000022, README), owner of
// 成都锐思信息技术有限公司, submitted two preferred schemes; the platform still reviews one and sent the
// other back with a reason, so the user centre's 我的方案 has both states. Made once, like the other
// demo accounts: an account that exists is never touched again. Neither is approved, so the solutions
// catalogue is unchanged.

export const DEMO_SUPPLIER = { mobile: '13800000022', userName: '孙浩然', buId: 900022, buName: '成都锐思信息技术有限公司' } as const;

const company = {
  compName: DEMO_SUPPLIER.buName,
  compRegisterCapital: '500',
  compRegisterCapitalCurrencyType: 'Y00001',
  establishTime: '2018-09-12',
  location: '510100',
  businessAddress: '成都市高新区天府大道中段 1268 号',
  compLinkName: DEMO_SUPPLIER.userName,
  compLinkPhone: DEMO_SUPPLIER.mobile,
  compAuth: ['T2201'],
  compScale: 'T202',
  compList: 'T40103',
  compQualification: ['T1101'],
  outputScale: '1280',
  outputScaleCurrencyType: 'Y00001',
  compPreSalePersonPercent: '10',
  compDevelopPersonPercent: '65',
  compImplementPersonPercent: '25',
  serviceCoverMarketArea: ['510100', '500100'],
  certificatesOfHonor: [],
  qualificationCertificates: [],
};

const scheme = (caseName: string, casePrice: string, texts: [string, string, string]): SchemeForm => ({
  ...company,
  caseName,
  casePrice,
  casePriceCurrencyType: 'Y00001',
  caseType: 'T13010101',
  caseServiceCustomerType: ['T1401'],
  caseUseTechnology: ['T901'],
  caseSolveProblem: texts[0],
  caseAchieveResults: texts[1],
  caseAdvantage: texts[2],
  caseApplicationPromotionProspect: '可推广到同类园区和区县。',
  caseSupportProjectManagerQualification: '信息系统项目管理师（高级）',
  caseDeliveryCycles: '2 个月',
  caseAfterSaleService: '一年免费运维，工作日 4 小时响应。',
  caseDemoLink: '',
  caseProductDescriptionOrFunctionList: null,
  casePatentCertificateOrAwardCertificate: null,
});

/** The two schemes as their submitter filled the form (a test checks the form still accepts them). */
export const DEMO_SCHEME_FORMS = [
  scheme('智慧园区访客预约与门禁联动平台', '38', ['访客登记靠纸质台账，高峰期排队。', '预约到访全程线上，平均通行时间缩短到 10 秒。', '与主流门禁、闸机厂商对接现成。']),
  scheme('中小学课后服务管理系统', '25', ['课后服务报名、缴费、考勤分散在多个表格。', '报名到结算一站完成。', '支持区县统一监管。']),
] as const;


export async function ensureDemoSchemes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ mobile: DEMO_SUPPLIER.mobile, userName: DEMO_SUPPLIER.userName, currentBuId: DEMO_SUPPLIER.buId })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return;
    await tx.insert(identities).values([
      { userId: user.id, buId: 0, buName: DEMO_SUPPLIER.userName, buType: 0, role: 'member' },
      { userId: user.id, buId: DEMO_SUPPLIER.buId, buName: DEMO_SUPPLIER.buName, buType: 1, role: 'owner' },
    ]);
    const entries: { form: SchemeForm; status: SchemeStatus; reviewNote: string | null; at: Date }[] = [
      {
        form: DEMO_SCHEME_FORMS[0],
        status: 'submitted',
        reviewNote: null,
        at: new Date(Date.UTC(2026, 2, 20, 2, 0)),
      },
      {
        form: DEMO_SCHEME_FORMS[1],
        status: 'rejected',
        reviewNote: '案例缺少用户单位的验收证明，请补充后重新提交',
        at: new Date(Date.UTC(2026, 2, 12, 6, 30)),
      },
    ];
    for (const [i, e] of entries.entries()) {
      const { company: c, scheme: s } = splitSchemeForm(e.form);
      await tx.insert(supplierSchemes).values({
        userId: user.id,
        buId: DEMO_SUPPLIER.buId,
        status: e.status,
        reviewNote: e.reviewNote,
        reviewedAt: e.status === 'rejected' ? e.at : null,
        pageToken: `demo-scheme-${i + 1}`,
        company: c,
        compName: e.form.compName,
        compRegisterCapital: '5000000',
        outputScale: '12800000',
        caseName: e.form.caseName,
        casePrice: String(Number(e.form.casePrice) * 10_000),
        caseType: e.form.caseType,
        scheme: s,
        createdAt: e.at,
        updatedAt: e.at,
      });
    }
  });
}
