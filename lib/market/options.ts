// Market analytics' filters and their labels (docs/analytics.md): the industries are the portal's
// service trades (seed/catalogue.ts, lib/imports/rules.ts), the project kinds those jf_project_kind
// (migration 0060) reads from a project's name, the amount bands those of jf_amount_band.

export const MARKET_TRADES = ['政务', '城市管理', '医疗', '教育', '金融', '交通', '制造', '能源', '农业', '文旅', '零售'] as const;

export const PROJECT_KINDS = [
  { code: 'build', label: '建设开发' },
  { code: 'upgrade', label: '升级改造' },
  { code: 'maintain', label: '运维服务' },
  { code: 'consult', label: '咨询监理' },
  { code: 'purchase', label: '软硬件采购' },
  { code: 'other', label: '其他' },
] as const;

export type ProjectKindCode = (typeof PROJECT_KINDS)[number]['code'];

export const kindLabel = (code: string) => PROJECT_KINDS.find((k) => k.code === code)?.label ?? code;

/** jf_amount_band's codes '0'..'5' in order. */
export const AMOUNT_BANDS = ['10万以下', '10-50万', '50-100万', '100-500万', '500-1000万', '1000万以上'] as const;

export const bandLabel = (code: string) => AMOUNT_BANDS[Number(code)] ?? code;
