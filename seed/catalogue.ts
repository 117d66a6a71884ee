// What the demo market trades in: industries with the systems their buyers procure, and the
// technical competences suppliers offer. Bids, suppliers and cases all draw from these lists, so a
// 医疗 purchaser buys medical systems and a case's industry matches its title.

export interface IndustryDef {
  name: string;
  /** The short service-trade label used on bids and suppliers (search filter "service_trade"). */
  trade: string;
  children: string[];
  /** Systems and platforms procured in this industry (project and case titles). */
  systems: string[];
  /** Kinds of enterprise customers in this industry, appended to a city and brand name. */
  enterprises: string[];
  /** What those enterprises run (a logistics firm buys a TMS, not a government data exchange). */
  enterpriseSystems: string[];
}

export const INDUSTRIES: IndustryDef[] = [
  {
    name: '政务服务',
    trade: '政务',
    children: ['一网通办', '政务大数据', '数字机关', '社会治理', '应急管理'],
    systems: [
      '一网通办政务服务系统',
      '电子政务外网安全等级保护',
      '政务数据共享交换平台',
      '12345政务服务便民热线系统',
      '协同办公OA系统',
      '电子证照库',
      '应急指挥调度平台',
      '基层社会治理网格化平台',
      '政务云平台',
    ],
    enterprises: ['政务服务运营有限公司', '信息产业集团有限公司'],
    enterpriseSystems: ['政务服务中心智能运营平台', '协同办公OA系统', '客服热线工单系统'],
  },
  {
    name: '智慧城市',
    trade: '城市管理',
    children: ['城市大脑', '智慧城管', '智慧社区', '数字孪生城市', '公共安全'],
    systems: [
      '城市大脑数据中台',
      '智慧城管综合执法平台',
      '智慧社区综合管理平台',
      'CIM城市信息模型平台',
      '雪亮工程视频监控联网',
      '数字孪生城市BIM+GIS平台',
      '城市运行管理服务平台',
      '5G智慧灯杆',
    ],
    enterprises: ['城市运营管理有限公司', '物业服务集团有限公司', '智慧园区开发有限公司'],
    enterpriseSystems: ['智慧社区综合管理平台', '智慧园区运营平台', '物业管理SaaS平台', '数字孪生园区可视化平台'],
  },
  {
    name: '医疗健康',
    trade: '医疗',
    children: ['智慧医院', '公共卫生', '医疗保障', '互联网医疗', '健康养老'],
    systems: [
      '智慧医疗信息平台',
      '医保结算系统',
      '电子病历系统',
      'HIS医院信息系统',
      '区域全民健康信息平台',
      '互联网医院平台',
      '传染病监测预警系统',
      '智慧养老服务平台',
      'PACS影像归档系统',
    ],
    enterprises: ['医药连锁有限公司', '健康管理有限公司', '医疗器械股份有限公司'],
    enterpriseSystems: ['连锁药店ERP系统', '健康管理SaaS平台', '医疗器械追溯系统', '互联网医院平台'],
  },
  {
    name: '教育',
    trade: '教育',
    children: ['智慧校园', '教育管理', '在线教育', '职业教育'],
    systems: [
      '智慧校园管理系统',
      '教育资源公共服务平台',
      '智慧教室',
      '教育城域网',
      '学生综合素质评价系统',
      '在线考试系统',
      '校园一卡通系统',
    ],
    enterprises: ['教育科技有限公司', '职业培训学校', '文化传播有限公司'],
    enterpriseSystems: ['在线学习平台', '培训机构教务管理系统', '直播课堂系统', '招生CRM系统'],
  },
  {
    name: '金融',
    trade: '金融',
    children: ['数字银行', '保险科技', '普惠金融', '财政信息化'],
    systems: [
      '核心业务系统',
      '手机银行APP',
      '信贷风控AI模型',
      '预算管理一体化系统',
      '非税收入管理系统',
      '财政电子票据平台',
      '反洗钱监测系统',
    ],
    enterprises: ['融资担保有限公司', '小额贷款有限公司', '保险代理有限公司'],
    enterpriseSystems: ['信贷业务管理系统', '客户关系管理CRM系统', '反洗钱监测系统', '移动展业APP'],
  },
  {
    name: '交通物流',
    trade: '交通',
    children: ['智慧交通', '智慧物流', '轨道交通', '智慧港口'],
    systems: [
      '智能交通信号控制系统',
      '交通运行监测调度中心TOCC',
      '智慧停车管理平台',
      '公交智能调度系统',
      'ETC门架系统',
      '物流公共信息平台',
      '智慧港口码头操作系统',
    ],
    enterprises: ['物流有限公司', '供应链管理有限公司', '运输集团有限公司'],
    enterpriseSystems: ['运输管理TMS系统', '智能仓储WMS系统', '车辆调度与定位监控平台', '物流公共信息平台'],
  },
  {
    name: '制造业',
    trade: '制造',
    children: ['工业互联网', '智能工厂', '供应链管理', '企业数字化'],
    systems: [
      '工业互联网标识解析平台',
      'MES生产执行系统',
      'ERP企业资源计划系统',
      '智能仓储WMS系统',
      '设备预测性维护AI平台',
      '供应链协同SRM平台',
      'PLM产品生命周期管理系统',
    ],
    enterprises: ['精密制造有限公司', '机械股份有限公司', '汽车零部件有限公司', '电子科技股份有限公司'],
    enterpriseSystems: ['工业互联网标识解析平台', 'MES生产执行系统', 'ERP企业资源计划系统', '智能仓储WMS系统', '设备预测性维护AI平台', '供应链协同SRM平台', 'PLM产品生命周期管理系统'],
  },
  {
    name: '能源环保',
    trade: '能源',
    children: ['智慧电网', '智慧水务', '生态环境', '新能源'],
    systems: [
      '生态环境监测大数据平台',
      '智慧水务管理平台',
      '重点用能单位能耗在线监测系统',
      '污染源自动监控系统',
      '碳排放管理平台',
      '智慧燃气SCADA系统',
      '光伏电站智能运维平台',
    ],
    enterprises: ['新能源有限公司', '环保科技股份有限公司', '水务工程有限公司'],
    enterpriseSystems: ['光伏电站智能运维平台', '能源管理EMS系统', '环境监测数据采集平台', '智慧水务管理平台'],
  },
  {
    name: '农业农村',
    trade: '农业',
    children: ['数字乡村', '智慧农业', '农产品溯源'],
    systems: [
      '数字乡村综合服务平台',
      '农产品质量安全追溯系统',
      '智慧农业物联网监测系统',
      '高标准农田信息化管理平台',
      '农村集体资产管理系统',
    ],
    enterprises: ['农业发展有限公司', '生态农业合作社', '农产品供应链有限公司'],
    enterpriseSystems: ['智慧农业物联网监测系统', '农产品质量安全追溯系统', '农产品电商小程序', '合作社经营管理系统'],
  },
  {
    name: '文化旅游',
    trade: '文旅',
    children: ['智慧旅游', '智慧文博', '融媒体', '体育健身'],
    systems: [
      '全域旅游大数据平台',
      '智慧景区票务系统',
      '数字博物馆VR展示系统',
      '县级融媒体中心',
      '图书馆自助借还系统',
      '智慧体育场馆管理系统',
    ],
    enterprises: ['文化旅游开发有限公司', '景区管理有限公司', '传媒集团有限公司'],
    enterpriseSystems: ['智慧景区票务系统', '景区智慧导览小程序', '全媒体内容管理平台', '会员营销小程序'],
  },
  {
    name: '商贸零售',
    trade: '零售',
    children: ['新零售', '电子商务', '市场监管'],
    systems: [
      '智慧商圈运营平台',
      '跨境电商公共服务平台',
      '会员营销小程序',
      '智慧农贸市场监管系统',
      '食品安全追溯平台',
      '消费券发放平台',
    ],
    enterprises: ['商贸有限公司', '连锁超市有限公司', '电子商务有限公司'],
    enterpriseSystems: ['会员营销小程序', '新零售门店管理系统', '电商订单管理系统', '供应链协同平台'],
  },
];

/** The service-trade labels, in catalogue order. */
export const TRADES = INDUSTRIES.map((i) => i.trade);

export interface CompetenceDef {
  name: string;
  /** The phrase a business licence uses for it (经营范围). */
  scope: string;
  /** Technical sub-domains, the subDomName of a case's industry info. */
  subDomains: string[];
}

/** The competences a supplier draws from. */
export const DRAWN_COMPETENCES: CompetenceDef[] = [
  { name: '软件开发', scope: '软件开发', subDomains: ['Web应用开发', '移动应用开发', '桌面软件开发'] },
  { name: '系统集成', scope: '信息系统集成服务', subDomains: ['网络工程', '机房建设', '弱电智能化'] },
  { name: '大数据', scope: '数据处理和存储支持服务', subDomains: ['数据治理', '数据可视化', '数据中台'] },
  { name: '人工智能', scope: '人工智能应用软件开发', subDomains: ['计算机视觉', '自然语言处理', '智能推荐'] },
  { name: '云计算', scope: '云计算装备技术服务', subDomains: ['私有云建设', '云原生改造', '混合云运维'] },
  { name: '物联网', scope: '物联网技术服务', subDomains: ['设备接入', '边缘计算', '智能感知'] },
  { name: '信息安全', scope: '网络与信息安全软件开发', subDomains: ['等级保护测评', '数据安全', '安全运营'] },
  { name: '运维服务', scope: '信息系统运行维护服务', subDomains: ['驻场运维', '远程运维', '应急保障'] },
  { name: '小程序开发', scope: '互联网数据服务', subDomains: ['微信小程序', '支付宝小程序', 'H5应用'] },
  { name: '数字孪生', scope: '数字技术服务', subDomains: ['三维建模', '仿真推演', '可视化大屏'] },
];

/**
 * Every competence a supplier may have: the drawn ones and those a topic supplier is known for (the
 * portal's hot searches, seed/topics.ts), which firms name as their line of business.
 */
export const COMPETENCES: CompetenceDef[] = [
  ...DRAWN_COMPETENCES,
  { name: '知识图谱', scope: '人工智能基础软件开发', subDomains: ['知识抽取', '图数据库', '智能问答'] },
  { name: '智慧城市', scope: '智能控制系统集成', subDomains: ['城市运行管理', '城市感知网络', '城市信息模型'] },
  { name: 'APP开发', scope: '软件开发', subDomains: ['Android开发', 'iOS开发', '跨平台开发'] },
  { name: '前端开发', scope: '软件开发', subDomains: ['Web前端', '可视化开发', 'H5页面'] },
  { name: '电商平台开发', scope: '互联网销售平台开发', subDomains: ['商城系统', '订单与支付', '营销工具'] },
];

export const SERVICE_FORMS = ['定制开发', '产品销售', 'SaaS服务', '技术咨询', '运维外包', '人力外包'];
export const CUSTOMER_TYPES = ['政府', '企业', '事业单位', '个人'];
export const WORK_TYPES = ['需求分析', '产品设计', 'UI设计', '前端开发', '后端开发', '测试', '实施部署', '运维', '项目管理', '数据分析'];
export const SKILLS = [
  'Java',
  'Spring Boot',
  'Vue',
  'React',
  'TypeScript',
  'Python',
  'Go',
  'MySQL',
  'PostgreSQL',
  'Redis',
  'Kafka',
  'Kubernetes',
  'Hadoop',
  'Flink',
  'TensorFlow',
  '微信小程序',
  'Unity3D',
];
