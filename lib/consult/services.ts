// The software-consulting services (软件咨询, 002 §7 service list, serviceType software_consult): what the
// pages /softwareConsult.html and /service_details.html?serviceid= say, and what the consult dialog
// offers. A service without `detail` has no page yet: its address says 服务暂未上线.

export interface ConsultService {
  serviceId: number;
  serviceName: string;
  /** The service has its detail page (the spec's detail flag). */
  detail: boolean;
  summary: string;
  intro: string;
  deliverables: string[];
  process: { title: string; text: string }[];
  priceBasis: string;
  cases: { title: string; text: string }[];
  faq: { q: string; a: string }[];
}

export const SERVICE_TYPE = 'software_consult';

export const CONSULT_SERVICES: readonly ConsultService[] = [
  {
    serviceId: 2,
    serviceName: '供应商寻源',
    detail: true,
    summary: '按需求从平台 10 万余家软件与信息化服务商中筛选、尽调并推荐 3-5 家合格候选。',
    intro:
      '采购单位往往知道要建什么，却不清楚谁做过、做得好。供应商寻源服务由平台顾问根据您的业务场景、技术路线、预算与属地要求，结合中标记录、交付案例、资质专利与履约评价，筛选并实地核验候选服务商，形成可直接用于比选或邀请招标的短名单。',
    deliverables: ['需求梳理纪要与寻源标准', '候选服务商长名单（10-15 家）及筛选依据', '3-5 家推荐服务商尽调报告（资质、案例、团队、财务与诉讼风险）', '比选会组织与评分表模板'],
    process: [
      { title: '需求沟通', text: '1 个工作日内顾问致电，明确业务目标、范围、预算和时间要求。' },
      { title: '市场扫描', text: '基于平台中标与案例数据生成长名单，按行业经验、属地服务能力初筛。' },
      { title: '尽职调查', text: '电话访谈与材料核验，必要时走访交付现场，评估团队与履约风险。' },
      { title: '推荐与比选', text: '出具推荐报告，协助组织方案演示与比选，直至确定合作方。' },
    ],
    priceBasis: '按寻源范围与尽调深度报价：标准寻源 5 个工作日交付；涉及实地走访或 10 家以上尽调的按人天计费，报价前书面确认。',
    cases: [
      { title: '某市大数据局 · 城市运行一网统管平台', text: '两周内从 46 家候选中推荐 4 家，最终选定服务商项目按期上线，较原计划节省预算约 12%。' },
      { title: '某三甲医院 · 互联网医院升级', text: '聚焦有医保结算对接经验的服务商，推荐的 3 家均具备同省落地案例。' },
    ],
    faq: [
      { q: '推荐的服务商是否收取费用或有利益关系？', a: '平台顾问独立出具意见，推荐结论附筛选依据，服务商不能购买推荐名额。' },
      { q: '寻源结果能否用于政府采购程序？', a: '可作为市场调研与采购需求论证材料；正式采购仍须按政府采购法定程序进行。' },
    ],
  },
  {
    serviceId: 5,
    serviceName: '软件造价评估',
    detail: true,
    summary: '依据软件规模度量与行业基准数据，出具可用于预算申报和审计的软件项目造价评估报告。',
    intro:
      '信息化项目预算常被质疑“拍脑袋”。软件造价评估服务采用功能点方法（参照 GB/T 36964《软件工程 软件开发成本度量规范》）度量软件规模，结合地区人月费率与同类项目基准数据，给出开发、实施、运维各阶段的合理造价区间，报告可用于财政预算评审、项目立项与结算审计。',
    deliverables: ['功能点清单与规模度量结果', '工作量、工期与造价测算表', '造价评估报告（含取费依据与敏感性分析）', '评审答疑支持'],
    process: [
      { title: '资料收集', text: '收集需求说明、建设方案或招标文件，确认评估口径。' },
      { title: '规模度量', text: '认证度量师逐项识别功能点，与您确认边界与复用部分。' },
      { title: '造价测算', text: '套用行业基准生产率与地区费率，计算各阶段费用区间。' },
      { title: '出具报告', text: '提交评估报告，并支持财政评审或审计答疑。' },
    ],
    priceBasis: '按评估对象的功能点规模分档计费；预算评审前的快速估算与结算审计的详细度量分别报价，常规项目 5-10 个工作日出具报告。',
    cases: [
      { title: '某省财政厅 · 预算一体化系统二期', text: '度量 2,860 功能点，评估造价较申报金额核减 18%，报告通过专家评审。' },
      { title: '某区教育局 · 智慧校园平台结算审计', text: '对已交付系统逐项度量，为结算审计提供了工作量依据。' },
    ],
    faq: [
      { q: '需求还不完整能否评估？', a: '可以采用估算功能点方法先给出区间，需求细化后再做详细度量。' },
      { q: '报告是否加盖资质印章？', a: '报告由持证度量师出具并加盖评估机构公章，可作为评审与审计依据。' },
    ],
  },
  {
    serviceId: 6,
    serviceName: '采购代理',
    detail: true,
    summary: '具备政府采购代理经验的团队，代为编制采购文件、组织开评标，全流程合规留痕。',
    intro:
      '软件与信息化采购技术性强、评审易产生争议。采购代理服务由熟悉信息化项目的代理团队承担，从采购需求论证、采购方式选择、采购文件编制到开评标组织和合同备案，全流程依法依规、电子化留痕，降低质疑投诉风险。',
    deliverables: ['采购需求与评分办法', '招标（采购）文件', '开评标组织与评审报告', '中标（成交）公告与合同备案材料'],
    process: [
      { title: '委托与需求论证', text: '签订委托协议，论证采购需求与预算，确定采购方式。' },
      { title: '文件编制与发布', text: '编制采购文件并经采购人确认后在指定媒体发布公告。' },
      { title: '开标评标', text: '组织开标、专家抽取与评审，全程录音录像。' },
      { title: '结果与合同', text: '发布结果公告，处理询问质疑，协助签订与备案合同。' },
    ],
    priceBasis: '代理服务费参照行业惯例按中标金额差额定率计取，可由采购人或中标人支付，在委托协议中约定。',
    cases: [
      { title: '某市政务服务管理办公室 · 一网通办平台运维', text: '公开招标 23 家投标，评审零质疑，从委托到签约 35 天。' },
      { title: '某国有银行分行 · 数据中台建设', text: '竞争性磋商两轮报价，成交价较预算下降 9.6%。' },
    ],
    faq: [
      { q: '企业采购也能委托吗？', a: '可以，企业采购可参照招标投标法或按企业内部制度组织，流程可简化。' },
      { q: '代理费由谁支付？', a: '在委托协议和采购文件中约定，常见为中标人支付。' },
    ],
  },
  {
    serviceId: 7,
    serviceName: 'IT监理',
    detail: true,
    summary: '信息系统工程监理：质量、进度、投资控制与合同、信息管理，保障项目按期保质交付。',
    intro:
      '信息化项目周期长、变更多，建设单位缺少专业人员把关。IT 监理服务由持证监理工程师驻场或定期巡检，对需求、设计、开发、测试、上线各阶段进行质量与进度控制，审核变更与付款，组织初验终验，为建设单位提供独立的第三方专业意见。',
    deliverables: ['监理规划与实施细则', '周报、月报与阶段监理报告', '变更与付款审核意见', '初验、终验监理报告'],
    process: [
      { title: '监理准备', text: '熟悉合同与方案，编制监理规划，召开首次监理会议。' },
      { title: '过程控制', text: '审核设计与测试文档，跟踪进度偏差，组织周例会。' },
      { title: '验收把关', text: '组织功能与性能测试复核，出具初验、终验意见。' },
      { title: '资料归档', text: '整理项目档案，出具监理总结报告。' },
    ],
    priceBasis: '按项目投资额分档计取监理费，驻场与巡检两种方式分别报价；小型项目可按阶段监理计费。',
    cases: [
      { title: '某市公安局 · 视频图像解析平台', text: '全过程监理 14 个月，组织变更评审 9 次，项目一次通过终验。' },
      { title: '某高校 · 数据治理与共享平台', text: '巡检式监理，发现并推动整改接口缺陷 37 项。' },
    ],
    faq: [
      { q: '什么项目需要监理？', a: '财政资金投资的较大信息化项目通常要求第三方监理，具体以当地规定为准。' },
      { q: '监理和测评有什么区别？', a: '监理贯穿建设全过程做控制与协调；测评是对成果做专项测试，两者可配合。' },
    ],
  },
  {
    serviceId: 8,
    serviceName: '数据合规咨询',
    detail: false,
    summary: '数据分类分级、个人信息保护影响评估与数据出境合规咨询。',
    intro: '',
    deliverables: [],
    process: [],
    priceBasis: '',
    cases: [],
    faq: [],
  },
];

export const NOT_ONLINE_MSG = '服务暂未上线';

export function consultServiceById(id: number): ConsultService | undefined {
  return CONSULT_SERVICES.find((s) => s.serviceId === id);
}

/** The services the consult dialog offers: those that are online. */
export const ONLINE_SERVICES = CONSULT_SERVICES.filter((s) => s.detail);
