// List exports (docs/features.md, List exports): the lists a logged-in user can take as a file, and the formats.

/** The exportable lists, by the page (and tab) that shows them. */
export const EXPORT_LISTS = ['bids', 'suppliers', 'business', 'demands', 'schemes'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ListExportFormat = (typeof EXPORT_FORMATS)[number];

/** At most this many rows go into one file: the search's own result window (lib/search/schemas.ts). */
export const EXPORT_MAX_ROWS = 10_000;

/** Exports a user may take per day (a rolling 24 hours, counted by lib/server/rate-limit.ts). */
export const EXPORTS_PER_DAY = 20;

/** The list's name in the file name and the sheet. */
export const EXPORT_LIST_NAMES: Record<ExportList, string> = {
  bids: '中标信息',
  suppliers: '供应商',
  business: '软件商机',
  demands: '需求大厅',
  schemes: '产品及方案',
};
