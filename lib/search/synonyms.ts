// The trade's abbreviations and equivalent terms (docs/search.md "Forgiving search", decision 0021):
// a keyword holding one of a group's terms is also searched with each other term of the group in its
// place, and the page says so (也搜索了：…). One group a line, the fullest name first; operators edit
// this list by review like any other code. Terms are simplified characters (a traditional keyword is
// converted before it is looked up here, lib/search/script.ts).

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['电子政务云平台', '政务云平台', '政务云'],
  ['信息技术应用创新', '信创'],
  ['网络安全等级保护', '等级保护', '等保'],
  ['一网通办', '一网办'],
  ['智慧城市', '数字城市', '新型智慧城市'],
  ['城市大脑', '城市运行中枢'],
  ['城市信息模型', 'CIM'],
  ['建筑信息模型', 'BIM'],
  ['地理信息系统', 'GIS'],
  ['人工智能', 'AI'],
  ['大语言模型', '大模型'],
  ['物联网', 'IoT'],
  ['办公自动化', 'OA', '协同办公'],
  ['企业资源计划', 'ERP'],
  ['客户关系管理', 'CRM'],
  ['供应商关系管理', 'SRM'],
  ['医院信息系统', 'HIS'],
  ['实验室信息系统', 'LIS'],
  ['影像归档和通信系统', 'PACS'],
  ['电子病历', 'EMR'],
  ['软件即服务', 'SaaS'],
  ['数据中台', '数据中心平台'],
  ['政务服务便民热线', '12345热线', '政务热线'],
  ['商用密码应用安全性评估', '密码应用安全性评估', '密评'],
  ['视频监控联网', '雪亮工程'],
  ['网格化管理', '网格化治理'],
  ['电子证照', '电子证件照'],
  ['小程序', '微信小程序'],
  ['移动应用', 'APP'],
  ['可视化大屏', '数据大屏'],
  ['统一身份认证', '单点登录'],
  ['数字孪生', '数字双胞胎'],
  ['智慧医疗', '智能医疗', '数字医疗'],
  ['智慧教育', '教育信息化'],
  ['智慧交通', '智能交通'],
  ['智慧水务', '数字水务'],
  ['智慧社区', '数字社区'],
  ['智慧园区', '数字园区'],
  ['智慧城管', '数字城管'],
  ['数字政府', '电子政务'],
  ['软件开发', '软体开发'],
  ['信息系统', '资讯系统'],
  ['信息安全', '网络安全', '资讯安全'],
  ['数字化', '数位化'],
  ['云计算', '云端运算'],
  ['大数据', '海量数据'],
  ['运维服务', '运行维护服务'],
  ['应急指挥', '应急调度'],
];

/** At most this many other terms are searched beside the keyword: each is one more search. */
export const MAX_VARIANTS = 3;

const lower = (s: string) => s.toLowerCase();

/**
 * The other keywords a keyword is searched as: the longest group term it holds (网络安全等级保护 before
 * 等级保护), replaced by each other term of its group. The terms that stood in are returned too (for
 * the 也搜索了 line and highlighting). A Latin term (OA, GIS) is matched as a whole word only.
 */
export function synonymVariants(keyword: string): { variants: string[]; terms: string[] } {
  const text = lower(keyword.trim());
  if (!text) return { variants: [], terms: [] };
  let best: { group: readonly string[]; term: string; at: number } | null = null;
  for (const group of SYNONYM_GROUPS) {
    for (const term of group) {
      const at = findTerm(text, lower(term));
      if (at >= 0 && (!best || term.length > best.term.length)) best = { group, term, at };
    }
  }
  if (!best) return { variants: [], terms: [] };
  const { group, term, at } = best;
  const others = group.filter((t) => t !== term).slice(0, MAX_VARIANTS);
  const variants = others.map((o) => text.slice(0, at) + lower(o) + text.slice(at + term.length));
  return { variants, terms: others };
}

/** Where a term stands in a text: a Latin term only as a whole word (OA, not the oa of moa). */
function findTerm(text: string, term: string): number {
  if (!/^[a-z0-9]+$/.test(term)) return text.indexOf(term);
  const m = new RegExp(`(^|[^a-z0-9])${term}($|[^a-z0-9])`).exec(text);
  return m ? m.index + m[1]!.length : -1;
}
