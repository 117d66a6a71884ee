// What a quick-published memo is about (001 §3 Outsourcing card): the platform completes a demand's card later, but
// its category, budget and tech words are read from the buyer's own text at once, so the demand hall
// files it and matching subscriptions hear of it the moment it is published. First rule wins.

export interface DemandClass {
  /** 1 software outsourcing, 2 manpower outsourcing. */
  kind: 1 | 2;
  primaryClass: string | null;
  secondClass: string | null;
  /** Yuan; null when the memo names no budget. */
  price: number | null;
  techDirection: string | null;
}

type Rule = readonly [RegExp, string, string];

const MANPOWER = /驻场|外派|人力外包|人员外包|招聘|(\d+|[一二两三四五六七八九十])\s*(名|个|位)\s*[\w\u4e00-\u9fff]{0,6}(工程师|开发|测试|人员|经理)/i;

const JOB_RULES: readonly Rule[] = [
  [/java/i, 'job-dev', 'job-java'],
  [/前端|vue|react/i, 'job-dev', 'job-fe'],
  [/python/i, 'job-dev', 'job-py'],
  [/golang|\bgo\b/i, 'job-dev', 'job-go'],
  [/android|安卓|ios|移动端/i, 'job-dev', 'job-mobile'],
  [/自动化测试/, 'job-qa', 'job-qa-auto'],
  [/测试/, 'job-qa', 'job-qa-func'],
  [/dba|数据库/i, 'job-ops', 'job-dba'],
  [/运维/, 'job-ops', 'job-sre'],
  [/实施/, 'job-ops', 'job-impl'],
  [/产品经理/, 'job-pm', 'job-product'],
  [/项目经理/, 'job-pm', 'job-project'],
  [/ui|设计师/i, 'job-pm', 'job-design'],
];

const SERVICE_RULES: readonly Rule[] = [
  [/小程序/, 'dev', 'dev-mini'],
  [/app|安卓|android|ios/i, 'dev', 'dev-app'],
  [/商城|电商/, 'dev', 'dev-ec'],
  [/网站|官网|门户|网页/, 'dev', 'dev-web'],
  [/ui设计|视觉设计/i, 'design', 'design-ui'],
  [/交互设计/, 'design', 'design-ux'],
  [/品牌|vi设计|logo/i, 'design', 'design-vi'],
  [/渗透|安全测试|等保/, 'test', 'test-sec'],
  [/性能测试|压测|压力测试/, 'test', 'test-perf'],
  [/测试/, 'test', 'test-func'],
  [/人工智能|大模型|\bai\b|机器学习|识别/i, 'data', 'data-ai'],
  [/数据治理|数据中台|主数据/, 'data', 'data-gov'],
  [/数据分析|报表|\bbi\b|可视化|大屏/i, 'data', 'data-bi'],
  [/数据库运维/, 'ops', 'ops-db'],
  [/网络运维|网络改造|机房/, 'ops', 'ops-net'],
  [/运维|上云|云服务器|迁移/, 'ops', 'ops-cloud'],
  [/系统|平台|erp|crm|oa|软件/i, 'dev', 'dev-sys'],
];

const TECH_WORDS = ['Java', 'Spring', 'Vue', 'React', 'Python', 'Go', 'PHP', 'Node.js', 'Android', 'iOS', 'Flutter', 'MySQL', 'Oracle', 'Kubernetes', 'Docker'] as const;

const BUDGET = /预算[^\d]{0,4}(\d+(?:\.\d+)?)\s*(万|w|千|k|元)?/i;

/** The memo's budget in yuan: 预算3万 -> 30000, 预算5000元 -> 5000; null without one. */
export function budgetOf(memo: string): number | null {
  const m = BUDGET.exec(memo);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? '元').toLowerCase();
  const yuan = unit === '万' || unit === 'w' ? n * 10_000 : unit === '千' || unit === 'k' ? n * 1000 : n;
  return Number.isFinite(yuan) && yuan > 0 && yuan < 1e12 ? Math.round(yuan) : null;
}

function techOf(memo: string): string | null {
  const found = TECH_WORDS.filter((w) => new RegExp(`(^|[^A-Za-z])${w.replace('.', '\\.')}($|[^A-Za-z])`, 'i').test(memo));
  return found.length ? found.slice(0, 4).join(' / ') : null;
}

export function classifyMemo(memo: string): DemandClass {
  const kind = MANPOWER.test(memo) ? 2 : 1;
  const hit = (kind === 2 ? JOB_RULES : SERVICE_RULES).find(([re]) => re.test(memo));
  return { kind, primaryClass: hit?.[1] ?? null, secondClass: hit?.[2] ?? null, price: budgetOf(memo), techDirection: techOf(memo) };
}
