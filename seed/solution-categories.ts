// The two-level category tree of solutions (001 §3 Category, categoryList) with what suppliers publish
// in each: offer names and the ingredients of a solution's texts. Industry solutions are keyed by the
// supplier service trades of catalogue.ts, so a 医疗 supplier offers 智慧医疗 solutions. The tree is
// reference data: every start writes it to solution_category (seedSolutionCategories).
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { solutionCategories } from '@/lib/server/db/schema';
import { OTHER_CATEGORY } from '@/lib/solutions/categories';

export interface SecondCategoryDef {
  name: string;
  /** The service trade this category serves (industry solutions only). */
  trade?: string;
  /** Offer names (serviceName) suppliers publish in it. */
  offers: string[];
}

export interface FirstCategoryDef {
  name: string;
  /** Set only where the code is not positional: 其他 is 'other' (001 §4). */
  code?: string;
  /** Empty for 其他, whose offers are its own. */
  children: SecondCategoryDef[];
  offers?: string[];
  /** The description's second sentence: `${lead}${three features}${tail}，${one closing}。` */
  lead: string;
  features: string[];
  tail: string;
  closings: string[];
  /** The detail page's texts: problems it solves, results, and technologies (T9 names) it is built on. */
  problems: string[];
  results: string[];
  technologies: string[];
}

export const INDUSTRY_SOLUTIONS = '行业解决方案';

export const SOLUTION_CATEGORIES: FirstCategoryDef[] = [
  {
    name: INDUSTRY_SOLUTIONS,
    lead: '方案具备',
    features: ['统一身份认证', '业务流程可视化配置', '多维数据分析', '移动端协同办理', '国产化软硬件适配', '开放接口对接'],
    tail: '等能力',
    closings: ['可按需部署于私有云或政务云', '支持SaaS订阅与本地化部署两种模式', '兼容主流国产化操作系统与数据库'],
    problems: ['业务系统分散建设、数据不互通，形成信息孤岛', '线下流程环节多、办理周期长，群众和企业多次跑腿', '管理决策缺少实时数据支撑，问题发现滞后', '老旧系统技术架构落后，难以满足信创改造要求'],
    results: ['业务办理时限平均压缩50%以上', '实现跨部门数据共享与业务协同', '管理者可通过驾驶舱实时掌握运行态势', '系统通过信创适配认证并稳定运行'],
    technologies: ['云计算', '大数据', '人工智能', '物联网', '信创', '数字孪生', '地理信息（GIS）', '移动互联网'],
    children: [
      { name: '智慧政务', trade: '政务', offers: ['政务服务一网通办平台', '一网统管城市运行平台', '数字机关协同办公平台', '12345热线智能受理平台', '政务数据共享交换平台'] },
      { name: '智慧城市', trade: '城市管理', offers: ['智慧园区综合管理平台解决方案', '智慧社区服务平台', '城市运行管理服务平台', '数字孪生城市可视化平台', '智慧城市运营管理中心解决方案', '城市物联网感知监测平台'] },
      { name: '智慧医疗', trade: '医疗', offers: ['医院HIS系统', '互联网医院解决方案', '区域全民健康信息平台', '电子病历评级提升方案', '智慧养老服务平台'] },
      { name: '智慧教育', trade: '教育', offers: ['智慧校园综合管理平台', '在线考试与阅卷系统', '教育资源公共服务平台', '学生综合素质评价系统'] },
      { name: '智慧金融', trade: '金融', offers: ['信贷风控智能决策平台', '预算管理一体化解决方案', '财政电子票据平台', '银行移动营销平台'] },
      { name: '智慧交通', trade: '交通', offers: ['智慧停车管理平台', '公交智能调度系统', '交通运行监测与应急指挥平台', '智慧物流园区管理系统'] },
      { name: '智能制造', trade: '制造', offers: ['MES生产执行系统', '工业互联网平台解决方案', '设备预测性维护平台', '智能仓储WMS系统'] },
      { name: '智慧能源', trade: '能源', offers: ['能耗在线监测平台', '智慧水务管理平台', '碳排放管理解决方案', '光伏电站智能运维平台'] },
      { name: '数字乡村', trade: '农业', offers: ['数字乡村综合服务平台', '农产品质量安全追溯系统', '智慧农业物联网监测方案'] },
      { name: '智慧文旅', trade: '文旅', offers: ['全域旅游大数据平台', '智慧景区票务与导览系统', '数字博物馆VR展示方案'] },
      { name: '智慧商贸', trade: '零售', offers: ['智慧商圈运营平台', '会员营销小程序解决方案', '食品安全追溯平台', '电商平台定制开发解决方案'] },
    ],
  },
  {
    name: '软件定制开发',
    lead: '服务涵盖',
    features: ['原型设计', '前后端分离开发', '源码交付', '多终端适配', '性能与安全测试', '上线部署'],
    tail: '等环节',
    closings: ['按里程碑分阶段验收付款', '采用敏捷迭代方式每两周演示一次', '交付后提供完整技术文档与培训'],
    problems: ['现有通用软件与业务流程不匹配，员工被迫线下补录', '缺少专职研发团队，自建系统周期长、风险高', '多个终端体验不一致，用户流失严重', '系统源代码不在自己手中，后续升级受制于人'],
    results: ['系统按里程碑准时上线，业务流程全部线上化', '交付完整源代码与技术文档，后续可自主迭代', '移动端与PC端体验统一，用户活跃度明显提升', '上线后性能稳定，核心接口响应时间低于300毫秒'],
    technologies: ['低代码', '移动互联网', '云计算', '音视频', 'RPA流程自动化'],
    children: [
      { name: 'APP开发', offers: ['企业移动办公APP定制开发', '电商APP定制开发', '医疗健康APP开发', '政企移动APP开发服务'] },
      { name: '小程序开发', offers: ['微信小程序定制开发', '社区团购小程序开发', '预约挂号小程序开发', '政务服务小程序开发'] },
      { name: '网站建设', offers: ['政府门户网站集约化建设', '企业官网建设与运营', '响应式网站建设', 'Web前端开发与界面重构服务'] },
      { name: '管理系统开发', offers: ['CRM客户关系管理系统定制', 'OA协同办公系统定制开发', '进销存管理系统定制', '业务管理系统软件开发服务'] },
      { name: '数据可视化', offers: ['数据可视化大屏定制开发', 'BI报表分析系统开发'] },
    ],
  },
  {
    name: '云服务与运维',
    lead: '服务提供',
    features: ['驻场与远程结合', '标准化服务流程', 'SLA服务承诺', '故障快速响应', '月度服务报告', '专家团队支撑'],
    tail: '等保障',
    closings: ['服务范围与响应时限写入合同', '可按年度或按次灵活购买', '支持与现有运维体系无缝衔接'],
    problems: ['机房设备老化、资源利用率低，扩容成本高', '系统故障依赖个人经验处置，恢复时间不可控', '缺少专业测试手段，上线后频繁出现性能问题', '多云环境分散管理，费用与资源无法统一掌控'],
    results: ['核心业务平稳迁移上云，资源成本下降30%', '故障平均恢复时间缩短至30分钟以内', '全年系统可用性达到99.9%以上', '形成标准化运维知识库与月度服务报告'],
    technologies: ['云计算', '信创', '大数据', '网络安全'],
    children: [
      { name: '云服务', offers: ['政务云迁移上云服务', '混合云统一管理服务', '云原生容器化改造服务', '云计算资源池建设与托管服务'] },
      { name: '运维服务', offers: ['IT运维驻场服务', '机房基础设施运维服务', '7×24小时远程运维服务'] },
      { name: '测试服务', offers: ['软件测评与验收测试服务', '性能压力测试服务', '自动化测试平台建设'] },
    ],
  },
  {
    name: '网络与数据安全',
    lead: '服务提供',
    features: ['资产梳理', '漏洞扫描', '渗透测试', '安全加固', '应急响应', '合规咨询'],
    tail: '等服务',
    closings: ['出具符合监管要求的测评报告', '安全专家7×24小时值守', '可按年度托管或按项目交付'],
    problems: ['等级保护测评不达标，面临监管整改压力', '数据资产底数不清，敏感数据缺少分级保护', '安全设备告警量大，缺少专业团队研判处置', '勒索病毒与网络攻击频发，业务连续性受威胁'],
    results: ['顺利通过等级保护三级测评并完成备案', '完成全量数据资产分类分级与风险评估', '高危漏洞修复率达到100%', '重大活动期间实现安全零事件'],
    technologies: ['网络安全', '人工智能', '大数据', '区块链'],
    children: [
      { name: '等级保护', offers: ['网络安全等级保护测评服务', '等保整改咨询与建设服务'] },
      { name: '数据安全', offers: ['数据安全风险评估服务', '数据分类分级服务', '个人信息保护合规咨询'] },
      { name: '安全运营', offers: ['安全运营托管服务', '第三方安全渗透测试', '网络安全应急响应服务', '信息安全托管运营服务'] },
    ],
  },
  {
    name: '数据智能',
    lead: '平台提供',
    features: ['数据采集汇聚', '数据清洗治理', '指标体系建设', '智能分析模型', '可视化展现', '数据服务开放'],
    tail: '等能力',
    closings: ['支持与现有业务系统平滑对接', '模型可随业务数据持续训练优化', '提供数据治理全流程工具与方法论'],
    problems: ['数据标准不统一、质量差，报表数据互相矛盾', '大量重复性人工录入与审核工作占用人力', '历史数据沉睡，难以转化为业务洞察', '各部门统计口径不一，决策依据不充分'],
    results: ['建成统一数据资产目录，数据质量合格率超过98%', '智能识别替代人工录入，效率提升5倍以上', '形成覆盖核心业务的指标体系与分析报表', '管理层周报由人工编制改为系统自动生成'],
    technologies: ['大数据', '人工智能', '云计算', 'RPA流程自动化'],
    children: [
      { name: '数据治理', offers: ['政务数据治理服务', '数据资产盘点与目录编制', '主数据管理平台建设'] },
      { name: '人工智能应用', offers: ['智能客服机器人', 'OCR票据识别平台', '大模型知识库问答系统', '人工智能视频分析平台', '知识图谱构建与智能问答系统'] },
      { name: '大数据平台', offers: ['企业数据中台建设', '实时数据仓库建设服务', '政务大数据分析平台'] },
    ],
  },
  {
    name: '咨询服务',
    lead: '咨询包括',
    features: ['现状调研评估', '对标先进案例', '总体架构设计', '投资估算', '实施路线规划', '专家评审把关'],
    tail: '等内容',
    closings: ['成果可直接用于项目立项与预算申报', '咨询团队由行业专家与资深架构师组成', '全程与业主方共同研讨确认'],
    problems: ['信息化项目缺少顶层设计，重复建设严重', '项目预算编制缺少依据，评审难以通过', '建设过程缺少第三方把关，质量与进度失控', '数字化转型方向不清晰，投入产出难以衡量'],
    results: ['形成可落地的三年数字化建设规划', '项目预算通过财政评审，偏差率控制在5%以内', '项目按期通过竣工验收，无重大质量问题', '明确数字化转型路线图与阶段性考核指标'],
    technologies: ['云计算', '大数据', '人工智能', '信创'],
    children: [
      { name: '信息化规划', offers: ['数字化转型规划咨询', '智慧城市顶层设计咨询'] },
      { name: '软件造价评估', offers: ['软件项目造价评估服务', '信息化项目预算评审'] },
      { name: '信息化监理', offers: ['信息化工程监理服务', '项目全过程咨询管理'] },
    ],
  },
  {
    name: '知识产权',
    lead: '服务提供',
    features: ['材料梳理', '专业撰写', '全程代办', '进度实时查询', '驳回复审支持', '费用透明'],
    tail: '等支持',
    closings: ['全国范围均可办理', '提供加急通道', '不成功可按约定退费'],
    problems: ['企业自主研发成果缺少知识产权保护', '申报材料专业性强，自行准备屡次被驳回', '高新技术企业认定条件把握不准', '知识产权数量不足影响招投标评分'],
    results: ['平均45个工作日内取得登记证书', '一次性通过率超过95%', '协助企业顺利通过高新技术企业认定', '招投标知识产权评分项获得满分'],
    technologies: ['人工智能', '大数据'],
    children: [
      { name: '软件著作权', offers: ['软件著作权登记代理', '软件著作权加急登记服务'] },
      { name: '专利申请', offers: ['发明专利申请代理', '实用新型专利申请代理'] },
      { name: '商标注册', offers: ['商标注册与续展代理'] },
      { name: '科技项目申报', offers: ['高新技术企业认定辅导', '科技型中小企业评价辅导'] },
    ],
  },
  {
    name: '其他',
    code: OTHER_CATEGORY,
    children: [],
    offers: ['信息化人才培训服务', '软件正版化检查服务', '信创适配迁移服务', 'IT设备租赁服务'],
    lead: '服务提供',
    features: ['需求诊断', '方案定制', '专人对接', '过程留痕', '成果验收', '持续回访'],
    tail: '等保障',
    closings: ['可根据预算灵活组合服务内容', '服务团队覆盖全国主要城市', '提供正规发票与服务合同'],
    problems: ['专业人员不足，日常信息化工作难以开展', '软件资产不清，存在正版化合规风险', '国产化替代工作缺少经验与工具'],
    results: ['完成全员信息化技能培训，考核通过率98%', '软件资产全部登记造册并完成合规整改', '业务系统平稳完成国产化迁移'],
    technologies: ['信创', '云计算'],
  },
];

/** Codes in the style of the dictionaries (001 §3): first level SC01, second level SC0101; 其他 is 'other'. */
export function categoryCode(firstIndex: number, secondIndex?: number): string {
  const custom = SOLUTION_CATEGORIES[firstIndex]?.code;
  if (custom) return custom;
  const two = (n: number) => String(n + 1).padStart(2, '0');
  return `SC${two(firstIndex)}${secondIndex === undefined ? '' : two(secondIndex)}`;
}

export type SolutionCategoryRow = typeof solutionCategories.$inferInsert;

export function solutionCategoryRows(): SolutionCategoryRow[] {
  return SOLUTION_CATEGORIES.flatMap((first, i) => [
    { code: categoryCode(i), name: first.name, parentCode: null, sort: i + 1 },
    ...first.children.map((second, j) => ({ code: categoryCode(i, j), name: second.name, parentCode: categoryCode(i), sort: j + 1 })),
  ]);
}

/** Replaces the tree with the rows above in one transaction (idempotent, like the dictionaries). */
export async function seedSolutionCategories(db: Db): Promise<number> {
  const rows = solutionCategoryRows();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(725018)`);
    await tx.execute(sql`delete from ${solutionCategories}`);
    await tx.insert(solutionCategories).values(rows);
  });
  return rows.length;
}
