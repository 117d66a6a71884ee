// Purchasing-unit activation (002 §2-§5): the records the pages and calls exchange.

/** 002 §3 unit suggestion: a budget unit of the portal's purchasers. */
export interface UnitSuggestion {
  id: number;
  unitName: string;
}

/** getPurchaseDetail: a budget unit with what the form can take from it. */
export interface PurchaseUnitDetail extends UnitSuggestion {
  purchaserType: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  /** The city's station, when the city has a sub-site. */
  cityStationCode: string | null;
  cityStationName: string | null;
}

/** 002 §3 city station: a city sub-site with its place in the region tree. */
export interface CityStation {
  cityStationCode: string;
  cityStationName: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
}

/** The stations of one province (cityStationList answers data.data as these groups). */
export interface CityStationGroup {
  groupCode: string;
  groupName: string;
  list: CityStation[];
}

/** Bind-apply status of an application (002 §4): 0 pending, 1 approved; 2 rejected by an operator. */
export const BIND_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type BindApplyStatus = (typeof BIND_STATUS)[keyof typeof BIND_STATUS];

/** unitRegister's answer: the application and its bind-apply status, which picks the next page. */
export interface UnitRegisterAnswer {
  applyId: number;
  bindApplyStatus: BindApplyStatus;
}

/** An application as its owner's pending and success pages show it. */
export interface ActivationView {
  applyId: number;
  depName: string;
  creditCode: string | null;
  noCodeFlag: boolean;
  cityStationName: string;
  contactName: string;
  telphone: string;
  status: BindApplyStatus;
  rejectReason: string | null;
  /** The identity the approval gave (buId), when approved. */
  buId: number | null;
  createdAt: Date;
  reviewedAt: Date | null;
}
