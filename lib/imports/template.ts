// The spreadsheet template (docs/imports.md "Template"): one row per record, Chinese column headers.
import { businessDirectionCode, businessDirectionOf, cityForRegion, optionalDate, parseAmount, parseDate, partyCreditCode, RowRefused, type CityLookup } from './rules';
import type { ImportParty, ImportRecord, MappedRow, RowPlace } from './types';

/** The columns in template order; `required` ones must have a value on every row (awards add their own). */
export const TEMPLATE_COLUMNS = [
  { name: '记录编号', required: true, note: '本表内唯一，重复导入以它识别同一条记录' },
  { name: '记录类型', required: true, note: '中标结果、招标公告或采购意向' },
  { name: '项目名称', required: true, note: '' },
  { name: '项目编号', required: true, note: '' },
  { name: '采购单位', required: true, note: '全称' },
  { name: '采购单位统一社会信用代码', required: false, note: '18 位，校验位须正确' },
  { name: '地区', required: true, note: '行政区划代码（GB/T 2260）或名称，如 500112、重庆市渝北区' },
  { name: '中标单位', required: false, note: '中标结果必填' },
  { name: '中标单位统一社会信用代码', required: false, note: '中标结果必填（中标单位不在库中时据此建档）' },
  { name: '中标金额（元）', required: false, note: '中标结果必填，数字' },
  { name: '预算金额（元）', required: false, note: '数字' },
  { name: '采购方式', required: false, note: '如 公开招标、竞争性磋商；默认公开招标' },
  { name: '业务方向', required: false, note: '软件开发、系统集成、信息安全、运维服务、数据服务、云计算、咨询规划、智慧城市；默认按项目名称判断' },
  { name: '发布日期', required: true, note: 'YYYY-MM-DD' },
  { name: '开标日期', required: false, note: '中标结果的开标日期，或招标公告的投标截止日期' },
  { name: '公告内容', required: false, note: '' },
] as const;

export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number]['name'];
export type TemplateRow = Partial<Record<TemplateColumn, string>>;

const KINDS = { 中标结果: 'award', 招标公告: 'tender', 采购意向: 'planning' } as const;

/** The header row is the template's when it names every required column. */
export function missingColumns(header: readonly string[]): string[] {
  const have = new Set(header.map((h) => h.trim()));
  return TEMPLATE_COLUMNS.filter((c) => c.required && !have.has(c.name)).map((c) => c.name);
}

function need(row: TemplateRow, column: TemplateColumn): string {
  const v = row[column]?.trim() ?? '';
  if (!v) throw new RowRefused(`缺少必填字段「${column}」`);
  return v;
}

function party(name: string, creditRaw: string | undefined, whose: string, cityCode: string): ImportParty {
  return { name, creditCode: partyCreditCode(creditRaw?.trim(), whose), cityCode, address: null, contactName: null };
}

function recordOf(row: TemplateRow, lookup: CityLookup): ImportRecord {
  const key = `template:${need(row, '记录编号')}`;
  const kindName = need(row, '记录类型');
  const kind = KINDS[kindName as keyof typeof KINDS];
  if (!kind) throw new RowRefused(`记录类型应为 中标结果、招标公告 或 采购意向：${kindName}`);
  const projectName = need(row, '项目名称');
  const region = need(row, '地区');
  const city = cityForRegion({ code: /^\d{6}$/.test(region) ? region : null, names: [region] }, lookup);
  if (!city) throw new RowRefused(`地区无法识别：${region}`);
  const purchaser = party(need(row, '采购单位'), row['采购单位统一社会信用代码'], '采购单位', city.cityCode);
  const publishTime = parseDate(need(row, '发布日期'), '发布日期');
  const budgetRaw = row['预算金额（元）']?.trim();
  const base = {
    key,
    version: '',
    releasedAt: publishTime,
    projectName,
    projectNumber: need(row, '项目编号'),
    purchaser,
    budgetAmount: budgetRaw ? parseAmount(budgetRaw, '预算金额') : null,
    publishTime,
    content: row['公告内容']?.trim() ?? '',
  };
  const later = optionalDate(row['开标日期']?.trim(), '开标日期');
  if (kind === 'award') {
    const supplier = party(need(row, '中标单位'), row['中标单位统一社会信用代码'], '中标单位', city.cityCode);
    return {
      ...base,
      kind,
      content: base.content || `${purchaser.name}“${projectName}”中标结果公告：中标单位${supplier.name}。`,
      suppliers: [supplier],
      amount: parseAmount(need(row, '中标金额（元）'), '中标金额'),
      purchaseWay: row['采购方式']?.trim() || '公开招标',
      bidOpenTime: later,
    };
  }
  const direction = row['业务方向']?.trim();
  const businessDirection = direction ? businessDirectionCode(direction) : businessDirectionOf(projectName);
  if (!businessDirection) throw new RowRefused(`业务方向不正确：${direction}`);
  return {
    ...base,
    kind,
    content: base.content || `${purchaser.name}发布${kindName}：${projectName}。`,
    businessDirection,
    biddingDateFrom: null,
    bidDeadline: kind === 'tender' ? later : null,
  };
}

/** One template row mapped; a row with a character the file's encoding could not decode is refused as such. */
export function mapTemplateRow(row: TemplateRow, place: RowPlace, lookup: CityLookup): MappedRow {
  const id = row['记录编号']?.trim();
  const key = id ? `template:${id}` : null;
  if (Object.values(row).some((v) => v?.includes('\uFFFD'))) return { place, key, refusal: '编码错误：该行含无法识别的字符，请将文件保存为 UTF-8 或 GBK' };
  try {
    const record = recordOf(row, lookup);
    return { place, key: record.key, records: [record] };
  } catch (err) {
    if (err instanceof RowRefused) return { place, key, refusal: err.message };
    throw err;
  }
}
