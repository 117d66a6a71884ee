import { isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ProductFaq, ProductPackage } from '@/lib/products/types';
import { navCategories, navProducts } from '@/lib/server/db/schema';

// The main category navigation of 002 §2: six top-level categories and their products, with what the
// product-detail and store pages tell of each (packages and prices, FAQ). Reference data, written by
// every start (upserted by id: ids are fixed, the chrome links /product-detail.html?id=1, 4, 9, 11).

interface ProductDef {
  name: string;
  summary: string;
  /** Price of the basic package in 元 (null: every package on request). */
  base: number | null;
  days: number;
  keywords: string[];
  /** What the work includes, for the packages and the introduction. */
  scope: string[];
  linkUrl?: string;
  /** 3: a category-type product (an industry's solutions), linked with linkType=3. */
  linkType?: 3;
}

interface CategoryDef {
  id: number;
  name: string;
  linkUrl: string | null;
  products: ProductDef[];
}

const p = (name: string, summary: string, base: number | null, days: number, keywords: string[], scope: string[], extra: Partial<ProductDef> = {}): ProductDef => ({
  name,
  summary,
  base,
  days,
  keywords,
  scope,
  ...extra,
});

const industry = (name: string, field: string, keywords: string[]): ProductDef =>
  p(`${name}行业解决方案`, `面向${field}的数字化整体解决方案，覆盖业务管理、数据分析与移动应用。`, null, 90, keywords, ['行业调研与需求梳理', '整体方案设计', '平台建设与系统集成', '数据治理与分析', '上线培训与运维'], {
    linkType: 3,
  });

export const NAV_CATEGORY_DEFS: readonly CategoryDef[] = [
  {
    id: 1,
    name: '定制软件开发',
    linkUrl: '/software.html',
    products: [
      p('APP开发', 'iOS、Android 原生与跨平台 APP 定制开发，从原型设计到上架运营一站式交付。', 30000, 45, ['APP', '移动应用', '软件开发'], ['需求分析与原型设计', 'UI 视觉设计', 'iOS / Android 开发', '后台管理系统', '应用商店上架']),
      p('微信开发', '公众号、小程序、企业微信应用开发，打通会员、支付与营销。', 12000, 25, ['微信', '小程序', '公众号'], ['公众号菜单与消息', '小程序前后端开发', '微信支付接入', '会员与积分体系', '数据统计看板']),
      p('网站建设', '企业官网、门户网站、电商网站建设，响应式适配与搜索引擎优化。', 8000, 20, ['网站', '门户', '官网'], ['网站策划与信息架构', '视觉设计', '前后端开发', '内容管理系统', 'SEO 基础优化']),
      p('前端开发', 'Vue、React 等主流框架的 Web 前端与 H5 页面开发，兼顾性能与兼容性。', 6000, 15, ['前端', 'H5', 'Web'], ['页面切图与组件化', '接口联调', '性能优化', '多浏览器兼容', '自动化构建部署']),
      p('UI设计', '产品界面、交互与视觉规范设计，输出可落地的设计系统。', 5000, 10, ['UI', '交互设计', '视觉设计'], ['用户研究', '交互原型', '高保真视觉稿', '设计规范', '切图标注']),
      p('人工智能', '图像识别、自然语言处理、智能问答与大模型应用定制开发。', 80000, 60, ['人工智能', 'AI', '大模型'], ['场景评估与数据准备', '模型选型与训练', '算法服务化部署', '业务系统集成', '效果评估与迭代']),
      p('大数据', '数据采集、治理、仓库建设与可视化分析，让数据驱动决策。', 60000, 60, ['大数据', '数据治理', '数据分析'], ['数据源梳理与采集', '数据仓库建模', '数据质量治理', '指标体系与报表', '可视化大屏']),
      p('AR/VR开发', '增强现实、虚拟现实与数字孪生应用开发，用于展示、培训与运维。', 50000, 50, ['AR', 'VR', '数字孪生'], ['三维建模', '交互场景开发', '多终端适配', '内容管理后台', '现场部署调试']),
      p('系统集成', '异构系统对接、统一身份认证与数据交换平台建设，打通信息孤岛。', 40000, 45, ['系统集成', '接口', '数据交换'], ['现状调研与接口梳理', '集成架构设计', '接口开发与联调', '统一认证与门户', '监控与运维']),
      p('信息安全', '等保测评辅导、安全加固、渗透测试与安全运营服务。', 20000, 30, ['信息安全', '等保', '网络安全'], ['资产梳理与风险评估', '安全加固方案', '渗透测试', '等保整改辅导', '安全运营报告']),
      p('企业管理软件', 'ERP、CRM、OA、进销存等企业管理系统定制与实施。', 35000, 60, ['ERP', 'CRM', 'OA', '管理软件'], ['业务流程梳理', '系统功能定制', '历史数据迁移', '上线培训', '运维支持']),
      p('工具软件', '办公效率工具、数据处理工具与行业专用小工具开发。', 8000, 20, ['工具软件', '效率工具'], ['需求确认', '功能开发', '安装包制作', '使用手册', '版本维护']),
      p('游戏开发', '休闲小游戏、H5 游戏与互动营销游戏定制开发。', 30000, 45, ['游戏', '小游戏', '互动营销'], ['玩法策划', '美术资源', '客户端开发', '服务端与排行榜', '上线运营支持']),
      p('桌面软件', 'Windows、macOS 与国产操作系统桌面客户端开发。', 25000, 40, ['桌面软件', '客户端', '信创'], ['需求分析', '界面设计', '客户端开发', '安装与自动更新', '信创环境适配']),
      p('开放平台', 'API 开放平台、开发者门户与第三方应用接入体系建设。', 60000, 60, ['开放平台', 'API', '开发者'], ['开放能力规划', 'API 网关建设', '开发者门户', '鉴权与计费', '接入运营']),
      p('物联网开发', '设备接入、物联网平台与智能硬件配套应用开发。', 45000, 50, ['物联网', 'IoT', '智能硬件'], ['设备协议对接', '物联网平台', '数据采集与告警', '移动端应用', '现场联调']),
    ],
  },
  {
    id: 2,
    name: '知识产权',
    linkUrl: null,
    products: [
      p('软件著作权', '软件著作权登记代理，材料编写、提交与补正全程代办。', 800, 30, ['软件著作权', '软著', '知识产权'], ['材料清单与指导', '源代码与说明书整理', '申请表填写提交', '补正答复', '证书领取']),
      p('专利申请', '发明、实用新型与外观设计专利撰写与申请代理。', 3000, 180, ['专利', '发明专利', '知识产权'], ['技术交底与检索', '专利文件撰写', '提交申请', '审查意见答复', '授权后管理']),
      p('商标注册', '商标查询、分类建议、注册申请与异议答辩。', 1000, 240, ['商标', '商标注册', '知识产权'], ['近似查询', '类别规划', '申请提交', '进度跟踪', '驳回复审']),
    ],
  },
  {
    id: 3,
    name: '行业解决方案',
    linkUrl: '/scheme.html',
    products: [
      industry('教育', '学校与教育主管部门', ['教育', '智慧校园']),
      industry('金融', '银行、保险与地方金融机构', ['金融', '银行', '保险']),
      industry('电商', '品牌商家与电商平台', ['电商', '零售', '商城']),
      industry('医疗', '医院与卫生健康部门', ['医疗', '医院', '卫生健康']),
      industry('旅游', '景区、文旅集团与文旅主管部门', ['旅游', '文旅', '景区']),
      industry('餐饮', '连锁餐饮与团餐企业', ['餐饮', '连锁', '点餐']),
    ],
  },
  {
    id: 4,
    name: '工业设计与智能制造',
    linkUrl: null,
    products: [
      p('硬件开发', '电路设计、PCB 打样与智能硬件原型开发。', 20000, 45, ['硬件', 'PCB', '电路'], ['方案评估', '原理图与 PCB 设计', '样机打样', '测试验证', '小批量试产']),
      p('嵌入式开发', '单片机、Linux 嵌入式与工业控制软件开发。', 25000, 45, ['嵌入式', '单片机', '工业控制'], ['硬件平台选型', '驱动开发', '应用程序开发', '通信协议', '稳定性测试']),
      p('工业设计', '产品外观、结构设计与手板制作，兼顾美观与量产。', 15000, 30, ['工业设计', '外观设计', '结构设计'], ['设计调研', '外观方案', '结构设计', '手板制作', '量产跟进']),
    ],
  },
  {
    id: 5,
    name: '技术服务',
    linkUrl: '/server.html',
    products: [
      p('云服务', '上云迁移、云资源规划与云原生改造服务。', 10000, 20, ['云服务', '上云', '云原生'], ['现状评估', '上云方案', '迁移实施', '成本优化', '运维交接']),
      p('人员外包', '开发、测试、运维等技术人员驻场与远程外包。', null, 7, ['人员外包', '驻场', '人力外包'], ['岗位需求确认', '简历推荐与面试', '人员到岗', '考勤与绩效', '人员替换保障'], {
        linkUrl: '/demandHall.html?tab=manpower',
      }),
      p('软件测试', '功能、性能、安全与兼容性测试，出具第三方测试报告。', 8000, 15, ['软件测试', '性能测试', '测试报告'], ['测试计划', '用例设计', '测试执行', '缺陷跟踪', '测试报告']),
      p('IT运维', '服务器、网络与应用系统的日常运维和应急保障。', 5000, 7, ['运维', 'IT运维', '驻场运维'], ['运维巡检', '监控告警', '故障处理', '备份恢复', '月度报告']),
      p('系统调优', '数据库、中间件与应用性能诊断和优化。', 12000, 15, ['性能优化', '数据库', '系统调优'], ['性能诊断', '瓶颈分析', '优化实施', '压测验证', '优化报告']),
      p('IT人力资源', 'IT 人才招聘、猎头与技术团队组建服务。', null, 30, ['招聘', '猎头', 'IT人才'], ['岗位画像', '人才寻访', '面试安排', '录用跟进', '保用期服务'], { linkUrl: '/demandHall.html?tab=manpower' }),
    ],
  },
  {
    id: 6,
    name: '品牌创意与传播',
    linkUrl: null,
    products: [
      p('品牌设计', '标志、VI 系统与品牌视觉形象设计。', 6000, 20, ['品牌设计', 'VI', '标志设计'], ['品牌调研', '标志设计', 'VI 基础系统', 'VI 应用系统', '品牌手册']),
      p('影视动画', '企业宣传片、产品演示动画与 MG 动画制作。', 15000, 30, ['宣传片', '动画', '视频制作'], ['创意脚本', '分镜设计', '拍摄或制作', '剪辑包装', '成片交付']),
      p('广告投放', '搜索、信息流与新媒体广告策划与投放优化。', 5000, 30, ['广告', '新媒体', '营销'], ['投放策略', '创意素材', '账户搭建', '投放优化', '效果报告']),
    ],
  },
];

/** The suppliers' core competences (seed/catalogue.ts) that offer each product: how providers are found. */
const COMPETENCES_OF: Record<string, string[]> = {
  APP开发: ['软件开发'],
  微信开发: ['小程序开发'],
  网站建设: ['软件开发'],
  前端开发: ['小程序开发', '软件开发'],
  UI设计: ['软件开发'],
  人工智能: ['人工智能'],
  大数据: ['大数据'],
  'AR/VR开发': ['数字孪生'],
  系统集成: ['系统集成'],
  信息安全: ['信息安全'],
  企业管理软件: ['软件开发'],
  工具软件: ['软件开发'],
  游戏开发: ['小程序开发'],
  桌面软件: ['软件开发'],
  开放平台: ['云计算'],
  物联网开发: ['物联网'],
  硬件开发: ['物联网'],
  嵌入式开发: ['物联网'],
  工业设计: ['数字孪生'],
  云服务: ['云计算'],
  人员外包: ['运维服务'],
  软件测试: ['软件开发'],
  IT运维: ['运维服务'],
  系统调优: ['运维服务'],
  IT人力资源: ['运维服务'],
  影视动画: ['数字孪生'],
};

const competencesOf = (name: string) => COMPETENCES_OF[name] ?? (name.endsWith('行业解决方案') ? ['软件开发', '大数据'] : ['软件开发']);

const PACKAGE_TIERS = [
  { name: '基础版', factor: 1, take: 3 },
  { name: '标准版', factor: 2.2, take: 4 },
  { name: '旗舰版', factor: 4.5, take: 5 },
] as const;

function packagesOf(def: ProductDef): ProductPackage[] {
  return PACKAGE_TIERS.map((tier) => ({
    name: tier.name,
    price: def.base === null ? null : Math.round((def.base * tier.factor) / 100) * 100,
    unit: def.base === null ? '按需报价' : '起',
    features: def.scope.slice(0, tier.take),
  }));
}

function faqOf(def: ProductDef): ProductFaq[] {
  return [
    { q: `${def.name}一般多久可以交付？`, a: `常规项目约 ${def.days} 天，具体以需求确认后的实施计划为准；加急项目可与服务商协商。` },
    { q: '价格包含哪些内容？', a: `套餐价格包含所列服务内容（${def.scope.slice(0, 3).join('、')}等）；超出范围的定制需求按工作量另行报价。` },
    { q: '如何保障交付质量？', a: '平台对服务商资质进行审核，合同约定验收标准，款项按里程碑支付，验收合格后再结算尾款。' },
    { q: '可以先咨询再下单吗？', a: '可以。点击“立即咨询”与平台顾问沟通，或发布需求，平台将在 24 小时内为您匹配服务商。' },
  ];
}

/** Every product row with its fixed id: categories in order, products numbered from 1 across them. */
export function navProductRows() {
  let id = 0;
  return NAV_CATEGORY_DEFS.flatMap((c) =>
    c.products.map((def, sort) => {
      id++;
      const packages = packagesOf(def);
      const prices = packages.map((x) => x.price).filter((x): x is number => x !== null);
      return {
        id,
        categoryId: c.id,
        name: def.name,
        linkUrl: def.linkUrl ?? null,
        linkType: def.linkType ?? null,
        sort,
        summary: def.summary,
        intro: `${def.summary}云采汇为您严选具备相关案例与资质的服务商，${def.scope.join('、')}全流程透明可控，平台担保交易、按里程碑验收付款。`,
        priceFrom: prices.length > 0 ? Math.min(...prices) : null,
        deliveryDays: def.days,
        packages,
        faq: faqOf(def),
        keywords: [...def.keywords, ...competencesOf(def.name)],
      };
    }),
  );
}

/**
 * Writes the categories and products (upserts by id, so changed texts reach existing databases), except
 * the rows an editor changed in the console (`edited_at` set, deleted ones included): those are theirs now.
 */
export async function ensureNavProducts(db: Db): Promise<void> {
  await db
    .insert(navCategories)
    .values(NAV_CATEGORY_DEFS.map((c, sort) => ({ id: c.id, name: c.name, linkUrl: c.linkUrl, sort })))
    .onConflictDoUpdate({ target: navCategories.id, set: { name: sql`excluded.name`, linkUrl: sql`excluded.link_url`, sort: sql`excluded.sort` }, setWhere: isNull(navCategories.editedAt) });
  await db
    .insert(navProducts)
    .values(navProductRows())
    .onConflictDoUpdate({
      target: navProducts.id,
      set: {
        categoryId: sql`excluded.category_id`,
        name: sql`excluded.name`,
        linkUrl: sql`excluded.link_url`,
        linkType: sql`excluded.link_type`,
        sort: sql`excluded.sort`,
        summary: sql`excluded.summary`,
        intro: sql`excluded.intro`,
        priceFrom: sql`excluded.price_from`,
        deliveryDays: sql`excluded.delivery_days`,
        packages: sql`excluded.packages`,
        faq: sql`excluded.faq`,
        keywords: sql`excluded.keywords`,
      },
      setWhere: isNull(navProducts.editedAt),
    });
}
