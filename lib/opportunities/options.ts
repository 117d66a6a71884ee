// The fixed option lists of the subscription dialog (001 §3, §7 option loads) and of the opportunity
// cards: the same codes are stored on opportunities, saved in subscriptions and matched by the pusher.
// Cities come from the city service (hot cities and letter groups), not from here.
// No zod here: the cards of every list read these names on first load (docs/benchmarks.md, What a page
// loads first); the lists' schemas for the API are in types.ts.

/** One choice of a list: its stored code and the name shown. */
export interface Option {
  code: string;
  name: string;
}

/** A first-level choice with its second level (the category and job-type trees). */
export interface OptionGroup extends Option {
  children: Option[];
}

/** Government channel: 业务方向 tags (tagType 业务方向). */
export const BUSINESS_DIRECTIONS: readonly Option[] = [
  { code: 'rjkf', name: '软件开发' },
  { code: 'xtjc', name: '系统集成' },
  { code: 'xxaq', name: '信息安全' },
  { code: 'ywfw', name: '运维服务' },
  { code: 'sjfw', name: '数据服务' },
  { code: 'yjs', name: '云计算' },
  { code: 'zxgh', name: '咨询规划' },
  { code: 'zhcs', name: '智慧城市' },
];

/** Government channel: purchase unit kinds (the other tagType). */
export const PURCHASE_UNITS: readonly Option[] = [
  { code: 'djjg', name: '党政机关' },
  { code: 'sydw', name: '事业单位' },
  { code: 'gyqy', name: '国有企业' },
  { code: 'yljg', name: '医疗机构' },
  { code: 'gdyx', name: '高等院校' },
  { code: 'zxxx', name: '中小学校' },
];

/** Government bid sources (exclusive): 2 platform agency (channel 4), 1 third-party tender (channel 3). */
export const BID_SOURCES: readonly Option[] = [
  { code: '2', name: '平台代理' },
  { code: '1', name: '第三方招标' },
];

/** Software outsourcing: the service category tree (data.serviceJson). */
export const SERVICE_CATEGORIES: readonly OptionGroup[] = [
  {
    code: 'dev',
    name: '软件开发',
    children: [
      { code: 'dev-web', name: '网站开发' },
      { code: 'dev-app', name: 'APP开发' },
      { code: 'dev-mini', name: '小程序开发' },
      { code: 'dev-sys', name: '管理系统开发' },
      { code: 'dev-ec', name: '电商平台开发' },
    ],
  },
  {
    code: 'design',
    name: '设计服务',
    children: [
      { code: 'design-ui', name: 'UI设计' },
      { code: 'design-ux', name: '交互设计' },
      { code: 'design-vi', name: '品牌视觉' },
    ],
  },
  {
    code: 'data',
    name: '数据服务',
    children: [
      { code: 'data-bi', name: '数据分析' },
      { code: 'data-gov', name: '数据治理' },
      { code: 'data-ai', name: '人工智能' },
    ],
  },
  {
    code: 'test',
    name: '测试服务',
    children: [
      { code: 'test-func', name: '功能测试' },
      { code: 'test-perf', name: '性能测试' },
      { code: 'test-sec', name: '安全测试' },
    ],
  },
  {
    code: 'ops',
    name: '运维服务',
    children: [
      { code: 'ops-cloud', name: '云运维' },
      { code: 'ops-net', name: '网络运维' },
      { code: 'ops-db', name: '数据库运维' },
    ],
  },
];

/** Manpower outsourcing: job types (by parentId). */
export const JOB_TYPES: readonly OptionGroup[] = [
  {
    code: 'job-dev',
    name: '开发工程师',
    children: [
      { code: 'job-java', name: 'Java开发' },
      { code: 'job-fe', name: '前端开发' },
      { code: 'job-py', name: 'Python开发' },
      { code: 'job-go', name: 'Go开发' },
      { code: 'job-mobile', name: '移动端开发' },
    ],
  },
  {
    code: 'job-qa',
    name: '测试工程师',
    children: [
      { code: 'job-qa-func', name: '功能测试' },
      { code: 'job-qa-auto', name: '自动化测试' },
    ],
  },
  {
    code: 'job-ops',
    name: '运维实施',
    children: [
      { code: 'job-sre', name: '运维工程师' },
      { code: 'job-impl', name: '实施工程师' },
      { code: 'job-dba', name: 'DBA' },
    ],
  },
  {
    code: 'job-pm',
    name: '产品项目',
    children: [
      { code: 'job-product', name: '产品经理' },
      { code: 'job-project', name: '项目经理' },
      { code: 'job-design', name: 'UI设计师' },
    ],
  },
];

/** Receive requirement (exclusive): enterprise only (1), individual only (2). */
export const RECEIVE_REQUIREMENTS: readonly Option[] = [
  { code: '1', name: '仅限企业' },
  { code: '2', name: '仅限个人' },
];

/** Manpower residence periods (exclusive). */
export const RESIDENT_PERIODS: readonly Option[] = [
  { code: 'r1', name: '1个月以内' },
  { code: 'r2', name: '1-3个月' },
  { code: 'r3', name: '3-6个月' },
  { code: 'r4', name: '6个月以上' },
];

/** Manpower settlement cycles (up to 3). */
export const SETTLEMENT_PERIODS: readonly Option[] = [
  { code: 's1', name: '按周结算' },
  { code: 's2', name: '按月结算' },
  { code: 's3', name: '按季度结算' },
  { code: 's4', name: '按里程碑结算' },
];

export const nameOf = (list: readonly Option[], code: string): string => list.find((o) => o.code === code)?.name ?? code;

/** The name of a second-level code anywhere in a tree. */
export function childNameOf(tree: readonly OptionGroup[], code: string): string {
  for (const g of tree) {
    const hit = g.children.find((c) => c.code === code);
    if (hit) return hit.name;
  }
  return code;
}
