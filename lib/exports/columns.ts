import type { BidHit } from '@/lib/bids/types';
import { formatDate } from '@/lib/format/date';
import { budgetYuan } from '@/lib/opportunities/links';
import { fieldWorkLabel } from '@/lib/opportunities/card-text';
import type { BidCard, OutsourcingCard } from '@/lib/opportunities/types';
import { stripHighlight } from '@/lib/search/highlight';
import { ORIGIN_TAG_LABELS } from '@/lib/solutions/display';
import type { SolutionListItem } from '@/lib/solutions/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import { EXPORT_LIST_NAMES, type ListExportFormat, type ExportList } from './types';

// The columns of an exported list (docs/features.md, List exports): what the page's card shows, under
// Chinese headers; amounts in 元 as numbers with the unit in the header, dates as yyyy-mm-dd in China
// time, no highlight tags. An empty cell is null.

export type Cell = string | number | null;

export interface ExportColumn<T> {
  header: string;
  value: (item: T) => Cell;
  /** Excel column width in characters. */
  width?: number;
}

const day = (value: string | null): Cell => (value ? formatDate(value) : null);
const list = (values: string[]): Cell => values.join('、') || null;

export const BID_COLUMNS: ExportColumn<BidHit>[] = [
  { header: '项目名称', value: (b) => stripHighlight(b.projectName), width: 48 },
  { header: '中标状态', value: (b) => (b.bidState === 1 ? '已中标' : '未中标') },
  { header: '地区', value: (b) => b.cityName },
  { header: '采购单位类型', value: (b) => b.purchaserType },
  { header: '采购方式', value: (b) => b.purchaseWay },
  { header: '采购单位', value: (b) => b.purchaser.split(/\s+/).filter(Boolean).join('、'), width: 32 },
  { header: '中标单位', value: (b) => b.bidComp, width: 32 },
  { header: '中标金额（元）', value: (b) => b.amount, width: 16 },
  { header: '发布日期', value: (b) => day(b.publishTime), width: 12 },
];

export const SUPPLIER_COLUMNS: ExportColumn<SupplierHit>[] = [
  { header: '企业名称', value: (s) => stripHighlight(s.compName), width: 36 },
  { header: '地区', value: (s) => s.cityName },
  { header: '服务行业', value: (s) => list(s.serviceTrade), width: 24 },
  { header: '核心能力', value: (s) => list(s.coreCompetence), width: 24 },
  { header: '服务形式', value: (s) => list(s.serviceForm), width: 24 },
  // Stored and shown in 万元; the file says 元 like every other amount.
  { header: '注册资本（元）', value: (s) => (Number.isFinite(s.registerCapital) ? Math.round(s.registerCapital * 10_000) : null), width: 16 },
  { header: '企业规模', value: (s) => s.compScale },
  { header: '案例数', value: (s) => s.caseCount },
];

export const BUSINESS_COLUMNS: ExportColumn<BidCard>[] = [
  { header: '项目名称', value: (b) => b.projectName, width: 48 },
  { header: '类型', value: (b) => (b.type === 1 ? '采购意向' : '采购公告') },
  { header: '标签', value: (b) => list(b.tags.map((t) => t.name)), width: 20 },
  { header: '地区', value: (b) => b.cityName },
  { header: '业务方向', value: (b) => b.businessDirection },
  { header: '项目编号', value: (b) => b.projectNumber, width: 24 },
  { header: '采购单位', value: (b) => b.purchaserName, width: 32 },
  { header: '预算金额（元）', value: (b) => budgetYuan(b), width: 16 },
  { header: '预计采购/开标日期', value: (b) => day(b.biddingDateFrom), width: 12 },
  { header: '截止日期', value: (b) => day(b.bidDeadLine), width: 12 },
  { header: '发布日期', value: (b) => day(b.publishTime), width: 12 },
];

export const DEMAND_COLUMNS: ExportColumn<OutsourcingCard>[] = [
  { header: '需求名称', value: (d) => d.orderName, width: 40 },
  { header: '需求编号', value: (d) => d.orderNo, width: 20 },
  { header: '类型', value: (d) => (d.channel === 2 ? '人力外包' : '软件外包') },
  { header: '类别', value: (d) => d.categoryName },
  { header: '驻场要求', value: (d) => fieldWorkLabel(d.fieldWork) },
  { header: '地区', value: (d) => d.cityName },
  { header: '技术方向', value: (d) => d.techDirection ?? '不限' },
  { header: '需求人数', value: (d) => (d.channel === 2 ? (d.personOrder ?? 1) : null) },
  // null is negotiable (面议) on the card.
  { header: '预算（元）', value: (d) => d.price ?? '面议', width: 16 },
  { header: '投标截止日期', value: (d) => (d.bidValidtime ? formatDate(d.bidValidtime) : '长期有效'), width: 12 },
  { header: '已投标（家）', value: (d) => d.bookCount },
  { header: '发布日期', value: (d) => day(d.putTimeStr), width: 12 },
];

export const SCHEME_COLUMNS: ExportColumn<SolutionListItem>[] = [
  { header: '方案名称', value: (s) => stripHighlight(s.serviceName), width: 40 },
  { header: '来源', value: (s) => ORIGIN_TAG_LABELS[s.originTag] ?? null },
  { header: '分类', value: (s) => s.firstCategoryName },
  { header: '服务商', value: (s) => s.serviceProvider, width: 32 },
  { header: '价格（元）', value: (s) => s.servicePrice ?? '面议', width: 16 },
  { header: '简介', value: (s) => s.serviceDesc, width: 60 },
];

/** A row of cells under the columns. */
export function rowOf<T>(columns: readonly ExportColumn<T>[], item: T): Cell[] {
  return columns.map((c) => c.value(item));
}

/** The file's name: the list's Chinese name and the China day, e.g. 中标信息-2026-03-07.xlsx. */
export function exportFileName(list: ExportList, chinaDay: string, format: ListExportFormat): string {
  return `${EXPORT_LIST_NAMES[list]}-${chinaDay}.${format}`;
}
