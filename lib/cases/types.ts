// Case library and case detail (000 §3). Dates travel as ISO 8601 text so the server page, the HTTP
// answer and the client see the same shape.

/** 0: enterprise industry case (with screenshots); 1: government tender case. */
export type CaseSource = 0 | 1;

/** "Enterprise industry case (list item)" of 000 §3, plus what the government card shows. */
export interface IndustryCaseInfo {
  caseUuid: string;
  source: CaseSource;
  caseTitle: string;
  parentIndName: string;
  indName: string;
  serviceCustom: string;
  /** Development cycle in months. */
  period: number;
  caseDesc: string;
  cityName: string;
  /** The provider, or null when the case hides its provider section. */
  buName: string | null;
  publishTime: string;
  /** The first screenshot (enterprise cases), or null. */
  firstPic: string | null;
}

export interface IndustryCaseList {
  industryCaseInfos: IndustryCaseInfo[];
  total: number;
}

export interface IndustryInfo {
  parIndName: string;
  parDomName: string;
  subIndName: string;
  subDomName: string;
}

/** 0: the section exists and adds its tab; 1: blank, no section and no tab (000 §3). */
export type BlankFlag = 0 | 1;

/** "Case detail" of 000 §3 (the spec's spelling of the two flags kept), plus what the page needs. */
export interface CaseDetail {
  caseUuid: string;
  source: CaseSource;
  caseTitle: string;
  parentIndCode: string;
  parentIndName: string;
  indName: string;
  buName: string;
  period: number;
  devNumber: number;
  devStartTime: string;
  devEndTime: string;
  serviceCustom: string;
  buDesc: string;
  detailAddress: string;
  businessScope: string;
  worktypeStr: string;
  skillStr: string;
  industryInfoList: IndustryInfo[];
  picArray: { slidepath: string }[];
  serveiceDetailBlank: BlankFlag;
  supplierDetaiBlank: BlankFlag;
  caseDesc: string;
  serviceDetail: string | null;
  supplierId: number | null;
  cityName: string;
  publishTime: string;
}

export interface IndustryOption {
  code: string;
  name: string;
}

export interface CaseCity {
  cityCode: string;
  cityName: string;
}

/** getSearchInfo for the industry filter (000 §7). */
export interface SearchInfo {
  parentIndList: IndustryOption[];
  cityList: CaseCity[];
  /** Initial letter -> the cities of cityList under it, letters in order. */
  sortCityMap: Record<string, CaseCity[]>;
}
