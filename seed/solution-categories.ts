// The two-level category tree of solutions (001 §3 firstCategoryName, categoryList) with the offers
// typical of each second-level category. Industry solutions are keyed by the supplier service trades
// of catalogue.ts, so a 医疗 supplier offers 智慧医疗 solutions.

export interface SecondCategoryDef {
  name: string;
  /** The service trade this category serves (industry solutions only). */
  trade?: string;
  /** Offer names (serviceName) suppliers publish in it. */
  offers: string[];
}

export interface FirstCategoryDef {
  name: string;
  children: SecondCategoryDef[];
  /** The description's second sentence: `${lead}${three features}${tail}，${one closing}。` */
  lead: string;
  features: string[];
  tail: string;
  closings: string[];
}

export const INDUSTRY_SOLUTIONS = '行业解决方案';

export const SOLUTION_CATEGORIES: FirstCategoryDef[] = [
  {
    name: INDUSTRY_SOLUTIONS,
    lead: '方案具备',
    features: ['统一身份认证', '业务流程可视化配置', '多维数据分析', '移动端协同办理', '国产化软硬件适配', '开放接口对接'],
    tail: '等能力',
    closings: ['可按需部署于私有云或政务云', '支持SaaS订阅与本地化部署两种模式', '兼容主流国产化操作系统与数据库'],
    children: [
      { name: '智慧政务', trade: '政务', offers: ['政务服务一网通办平台', '一网统管城市运行平台', '数字机关协同办公平台', '12345热线智能受理平台', '政务数据共享交换平台'] },
      { name: '智慧城市', trade: '城市管理', offers: ['智慧园区综合管理平台解决方案', '智慧社区服务平台', '城市运行管理服务平台', '数字孪生城市可视化平台'] },
      { name: '智慧医疗', trade: '医疗', offers: ['医院HIS系统', '互联网医院解决方案', '区域全民健康信息平台', '电子病历评级提升方案', '智慧养老服务平台'] },
      { name: '智慧教育', trade: '教育', offers: ['智慧校园综合管理平台', '在线考试与阅卷系统', '教育资源公共服务平台', '学生综合素质评价系统'] },
      { name: '智慧金融', trade: '金融', offers: ['信贷风控智能决策平台', '预算管理一体化解决方案', '财政电子票据平台', '银行移动营销平台'] },
      { name: '智慧交通', trade: '交通', offers: ['智慧停车管理平台', '公交智能调度系统', '交通运行监测与应急指挥平台', '智慧物流园区管理系统'] },
      { name: '智能制造', trade: '制造', offers: ['MES生产执行系统', '工业互联网平台解决方案', '设备预测性维护平台', '智能仓储WMS系统'] },
      { name: '智慧能源', trade: '能源', offers: ['能耗在线监测平台', '智慧水务管理平台', '碳排放管理解决方案', '光伏电站智能运维平台'] },
      { name: '数字乡村', trade: '农业', offers: ['数字乡村综合服务平台', '农产品质量安全追溯系统', '智慧农业物联网监测方案'] },
      { name: '智慧文旅', trade: '文旅', offers: ['全域旅游大数据平台', '智慧景区票务与导览系统', '数字博物馆VR展示方案'] },
      { name: '智慧商贸', trade: '零售', offers: ['智慧商圈运营平台', '会员营销小程序解决方案', '食品安全追溯平台'] },
    ],
  },
  {
    name: '软件定制开发',
    lead: '服务涵盖',
    features: ['原型设计', '前后端分离开发', '源码交付', '多终端适配', '性能与安全测试', '上线部署'],
    tail: '等环节',
    closings: ['按里程碑分阶段验收付款', '采用敏捷迭代方式每两周演示一次', '交付后提供完整技术文档与培训'],
    children: [
      { name: 'APP开发', offers: ['企业移动办公APP定制开发', '电商APP定制开发', '医疗健康APP开发'] },
      { name: '小程序开发', offers: ['微信小程序定制开发', '社区团购小程序开发', '预约挂号小程序开发'] },
      { name: '网站建设', offers: ['政府门户网站集约化建设', '企业官网建设与运营', '响应式网站建设'] },
      { name: '管理系统开发', offers: ['CRM客户关系管理系统定制', 'OA协同办公系统定制开发', '进销存管理系统定制'] },
      { name: '数据可视化', offers: ['数据可视化大屏定制开发', 'BI报表分析系统开发'] },
    ],
  },
  {
    name: '技术服务',
    lead: '服务提供',
    features: ['驻场与远程结合', '标准化服务流程', 'SLA服务承诺', '故障快速响应', '月度服务报告', '专家团队支撑'],
    tail: '等保障',
    closings: ['服务范围与响应时限写入合同', '可按年度或按次灵活购买', '支持与现有运维体系无缝衔接'],
    children: [
      { name: '云服务', offers: ['政务云迁移上云服务', '混合云统一管理服务', '云原生容器化改造服务'] },
      { name: '运维服务', offers: ['IT运维驻场服务', '机房基础设施运维服务', '7×24小时远程运维服务'] },
      { name: '测试服务', offers: ['软件测评与验收测试服务', '性能压力测试服务', '第三方安全渗透测试'] },
      { name: '信息安全服务', offers: ['网络安全等级保护测评服务', '数据安全风险评估服务', '安全运营托管服务'] },
      { name: '数据治理', offers: ['政务数据治理服务', '数据资产盘点与目录编制'] },
    ],
  },
  {
    name: '咨询服务',
    lead: '咨询包括',
    features: ['现状调研评估', '对标先进案例', '总体架构设计', '投资估算', '实施路线规划', '专家评审把关'],
    tail: '等内容',
    closings: ['成果可直接用于项目立项与预算申报', '咨询团队由行业专家与资深架构师组成', '全程与业主方共同研讨确认'],
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
    children: [
      { name: '软件著作权', offers: ['软件著作权登记代理', '软件著作权加急登记服务'] },
      { name: '专利申请', offers: ['发明专利申请代理', '实用新型专利申请代理'] },
      { name: '商标注册', offers: ['商标注册与续展代理'] },
      { name: '科技项目申报', offers: ['高新技术企业认定辅导', '科技型中小企业评价辅导'] },
    ],
  },
];

/** Codes in the style of the dictionaries (001 §3): first level SC01, second level SC0101. */
export function categoryCode(firstIndex: number, secondIndex?: number): string {
  const two = (n: number) => String(n + 1).padStart(2, '0');
  return `SC${two(firstIndex)}${secondIndex === undefined ? '' : two(secondIndex)}`;
}
