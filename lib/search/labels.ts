// The labels (facets) searchByType returns and accepts as filters (000 §3), per result type.

export const SEARCH_TYPE = { tender: 3, supplier: 1 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

export const TENDER_LABELS = ['city_name.keyword', 'purchaser_type.keyword', 'purchase_way.keyword'] as const;
export const SUPPLIER_LABELS = [
  'city_name.keyword',
  'service_trade.keyword',
  'service_form.keyword',
  'customer_type.keyword',
  'core_competence.keyword',
  'establish_time_label',
  'register_status',
  'patent_num_label',
] as const;

export type TenderLabel = (typeof TENDER_LABELS)[number];
export type SupplierLabel = (typeof SUPPLIER_LABELS)[number];
export type LabelName = TenderLabel | SupplierLabel;

export const LABEL_TITLES: Record<LabelName, string> = {
  'city_name.keyword': '所在城市',
  'purchaser_type.keyword': '单位类型',
  'purchase_way.keyword': '采购方式',
  'service_trade.keyword': '服务行业',
  'service_form.keyword': '服务形式',
  'customer_type.keyword': '客户类型',
  'core_competence.keyword': '核心能力',
  'establish_time_label': '成立时间',
  'register_status': '登记状态',
  'patent_num_label': '专利数量',
};

/** How many values a label shows before the 更多 group (000 §9): 8 cities, 5 unit labels, 6 service types. */
export const LABEL_VISIBLE: Partial<Record<LabelName, number>> = {
  'city_name.keyword': 8,
  'purchaser_type.keyword': 5,
  'service_trade.keyword': 6,
  'core_competence.keyword': 6,
};

export const TENDER_SORTS = ['publish_time', 'amount'] as const;
export const SUPPLIER_SORTS = ['case_count', 'register_capital', 'scale_tag'] as const;

export function labelsOf(type: SearchType): readonly LabelName[] {
  return type === SEARCH_TYPE.tender ? TENDER_LABELS : SUPPLIER_LABELS;
}

export function sortsOf(type: SearchType): readonly string[] {
  return type === SEARCH_TYPE.tender ? TENDER_SORTS : SUPPLIER_SORTS;
}
