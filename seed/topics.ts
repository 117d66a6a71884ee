// The topics the portal's own chips send people to (lib/search/hot-searches.ts defaults), and how the
// demo data answers each on every tab a chip reaches (找商机, 找企业, 找案例, 找方案): in every city the
// first winning bids, the first suppliers, their first solutions and the first cases are one of each
// topic, in the lists' order, so a city answers as many topics as it has records of each kind, at any
// scale (lib/server/analytics/hot-searches.int.test.ts); a site shows only the chips it answers on
// every tab (lib/server/analytics/searches.ts).
// A topic project is bought by a unit whose kind buys such a system (seed/purchasers.ts: a hospital
// buys clinical systems, an education bureau school ones): the first of its buyers the city has, the
// last being one of the core units every city has. Names are built from these facts like any other.
import { DEFAULT_HOT_SEARCHES, HOT_SEARCH_KINDS } from '@/lib/search/hot-searches';
import { PROJECT_KINDS, type ProjectKind, type ProjectKindKey } from './projects';

export interface TopicBuyer {
  /** A purchaser template's pattern (seed/purchasers.ts), e.g. {full}教育局. */
  unit: string;
  system: string;
  kind: ProjectKind;
  ending: string;
}

export interface Topic {
  topic: string;
  /** In order of preference; the last is a core unit, so every city has one of them. */
  buyers: readonly TopicBuyer[];
  /** A core competence (seed/catalogue.ts) naming the topic: the city's topic supplier has it. */
  competence: string;
  /** What that supplier offers first: a solution of this category and name. */
  solution: { first: string; second: string; name: string };
  /** The service trade (seed/catalogue.ts) of an industry solution's category: the supplier works in it. */
  trade?: string;
}

const buyer = (unit: string, system: string, kind: ProjectKindKey, ending: string): TopicBuyer => {
  if (!PROJECT_KINDS[kind].endings.includes(ending)) throw new Error(`${ending} is not an ending of ${kind}`);
  return { unit, system, kind: PROJECT_KINDS[kind], ending };
};
const solution = (first: string, second: string, name: string) => ({ first, second, name });

const DATA_BUREAU = '{full}大数据发展局';
const HEALTH_COMMISSION = '{full}卫生健康委员会';
const EDUCATION_BUREAU = '{full}教育局';
const HOSPITAL = '{full}第一人民医院';
const TRADING_CENTRE = '{full}公共资源交易中心';
/** The units every city has (seed/purchasers.ts CORE_TEMPLATES): a topic's last buyer is one of them. */
export const CORE_UNITS = [DATA_BUREAU, HEALTH_COMMISSION, EDUCATION_BUREAU, HOSPITAL, TRADING_CENTRE];

const TOPICS_BY_NAME: readonly Topic[] = [
  {
    topic: '大数据',
    buyers: [buyer(DATA_BUREAU, '公共数据大数据资源平台', 'build', '建设项目')],
    competence: '大数据',
    solution: solution('数据智能', '大数据平台', '政务大数据分析平台'),
  },
  {
    topic: '云计算',
    buyers: [buyer('{full}信息中心', '政务云计算资源池', 'upgrade', '扩容升级项目'), buyer(DATA_BUREAU, '政务云计算资源池', 'upgrade', '扩容升级项目')],
    competence: '云计算',
    solution: solution('云服务与运维', '云服务', '云计算资源池建设与托管服务'),
  },
  {
    topic: '人工智能',
    buyers: [buyer(EDUCATION_BUREAU, '人工智能教育教学平台', 'build', '建设项目')],
    competence: '人工智能',
    solution: solution('数据智能', '人工智能应用', '人工智能视频分析平台'),
  },
  {
    topic: '知识图谱',
    buyers: [buyer(HOSPITAL, '临床知识图谱辅助决策系统', 'build', '开发及实施项目')],
    competence: '知识图谱',
    solution: solution('数据智能', '人工智能应用', '知识图谱构建与智能问答系统'),
  },
  {
    topic: '智慧城市',
    buyers: [buyer('{full}城市管理局', '新型智慧城市运行管理平台', 'build', '建设项目'), buyer(DATA_BUREAU, '新型智慧城市运营管理中心', 'build', '建设项目')],
    competence: '智慧城市',
    solution: solution('行业解决方案', '智慧城市', '智慧城市运营管理中心解决方案'),
    trade: '城市管理',
  },
  {
    topic: '物联网',
    buyers: [buyer('{full}应急管理局', '城市生命线物联网监测平台', 'build', '建设工程项目'), buyer(HEALTH_COMMISSION, '医疗废物物联网监管平台', 'build', '建设项目')],
    competence: '物联网',
    solution: solution('行业解决方案', '智慧城市', '城市物联网感知监测平台'),
    trade: '城市管理',
  },
  {
    topic: '软件开发',
    buyers: [buyer('{full}政务服务管理办公室', '政务服务事项管理系统', 'build', '软件开发项目'), buyer(TRADING_CENTRE, '公共资源交易数据分析平台', 'build', '软件开发项目')],
    competence: '软件开发',
    solution: solution('软件定制开发', '管理系统开发', '业务管理系统软件开发服务'),
  },
  {
    topic: 'app开发',
    buyers: [buyer(HOSPITAL, '掌上医院APP', 'build', '开发及实施项目')],
    competence: 'APP开发',
    solution: solution('软件定制开发', 'APP开发', '政企移动APP开发服务'),
  },
  {
    topic: '前端开发',
    buyers: [buyer(TRADING_CENTRE, '公共资源交易门户网站', 'upgrade', '前端开发服务项目')],
    competence: '前端开发',
    solution: solution('软件定制开发', '网站建设', 'Web前端开发与界面重构服务'),
  },
  {
    topic: '小程序',
    buyers: [buyer(EDUCATION_BUREAU, '中小学招生入学服务小程序', 'build', '开发及实施项目')],
    competence: '小程序开发',
    solution: solution('软件定制开发', '小程序开发', '政务服务小程序开发'),
  },
  {
    topic: '电商',
    buyers: [buyer('{full}商务局', '跨境电商公共服务平台', 'build', '建设项目'), buyer(TRADING_CENTRE, '政府采购电商平台', 'build', '建设项目')],
    competence: '电商平台开发',
    solution: solution('行业解决方案', '智慧商贸', '电商平台定制开发解决方案'),
    trade: '零售',
  },
  {
    topic: '信息安全',
    buyers: [buyer('{full}信息中心', '电子政务外网信息安全', 'consult', '等级保护测评服务项目'), buyer(HEALTH_COMMISSION, '全民健康信息平台信息安全', 'consult', '等级保护测评服务项目')],
    competence: '信息安全',
    solution: solution('网络与数据安全', '安全运营', '信息安全托管运营服务'),
  },
];

/** One topic per chip of the default lists, in the lists' order. */
export const TOPICS: readonly Topic[] = [...new Set(HOT_SEARCH_KINDS.flatMap((k) => DEFAULT_HOT_SEARCHES[k]))].map((name) => {
  const topic = TOPICS_BY_NAME.find((t) => t.topic === name);
  if (!topic) throw new Error(`no demo data answers the hot search ${name}`);
  if (!CORE_UNITS.includes(topic.buyers.at(-1)!.unit)) throw new Error(`the topic ${name} has no buyer every city has`);
  return topic;
});

/** The systems a unit of this template buys as topic projects, beside its own (seed/purchasers.ts). */
export function topicSystemsOf(unit: string): string[] {
  return [...new Set(TOPICS.flatMap((t) => t.buyers.filter((b) => b.unit === unit).map((b) => b.system)))];
}

/**
 * The topics a city's first `n` records of a kind cover, in order: from a place of its own in the
 * list, so that small cities, each holding a few, cover every topic between them (the main site).
 */
export function topicsOf(cityCode: string, n: number): Topic[] {
  const start = Number(cityCode) % TOPICS.length;
  return Array.from({ length: Math.min(n, TOPICS.length) }, (_, i) => TOPICS[(start + i) % TOPICS.length]!);
}

/**
 * Hands the i-th record of a city the city's i-th topic (topicsOf) while there are topics left: one
 * counter per city, so each record costs one map read however large the run.
 */
export function topicCounter(): (cityCode: string) => Topic | undefined {
  const next = new Map<string, number>();
  return (cityCode) => {
    const i = next.get(cityCode) ?? 0;
    if (i >= TOPICS.length) return undefined;
    next.set(cityCode, i + 1);
    return TOPICS[(Number(cityCode) % TOPICS.length + i) % TOPICS.length];
  };
}
