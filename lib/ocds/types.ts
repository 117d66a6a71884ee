// The records the portal publishes as OCDS releases (docs/open-data.md), as the service reads them, and the
// part of OCDS 1.1 (standard.open-contracting.org/1.1) the portal fills.

/** A winning bid with its buyer's and winner's identifiers where the portal knows them. */
export interface BidReleaseSource {
  kind: 'bid';
  id: number;
  bidCode: string;
  projectName: string;
  projectNumber: string;
  purchaser: string;
  purchaseCode: string;
  buyerCreditCode: string | null;
  purchaseWay: string;
  provinceName: string;
  cityName: string;
  bidComp: string;
  supplierId: number | null;
  supplierCreditCode: string | null;
  /** Yuan. */
  amount: number;
  budgetAmount: number | null;
  publishTime: Date;
  bidOpenTime: Date | null;
  /** The change time with microseconds (ISO, UTC): the feed's order and the release id. */
  changedAt: string;
}

/** A tender opportunity: type 1 a purchase intention, 2 a tender notice (001 §3 Bid card). */
export interface OpportunityReleaseSource {
  kind: 'opportunity';
  id: number;
  code: string;
  type: number;
  projectName: string;
  projectNumber: string;
  purchaserName: string;
  buyerCreditCode: string | null;
  /** As the source gives it: yuan for type 2, 万 for the others (001 §9). */
  budgetAmount: string | null;
  publishTime: Date;
  biddingDateFrom: Date | null;
  bidDeadline: Date | null;
  changedAt: string;
}

export type ReleaseSource = BidReleaseSource | OpportunityReleaseSource;

export interface OcdsValue {
  amount: number;
  currency: 'CNY';
}

export interface OcdsIdentifier {
  scheme: string;
  id: string;
  legalName?: string;
}

export interface OcdsParty {
  id: string;
  name: string;
  roles: string[];
  identifier?: OcdsIdentifier;
  address?: { region?: string; locality?: string; countryName?: string };
}

export interface OcdsPeriod {
  startDate?: string;
  endDate?: string;
}

export interface OcdsRelease {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  initiationType: 'tender';
  language: 'zh';
  parties: OcdsParty[];
  buyer: { id: string; name: string };
  planning?: { budget: { amount: OcdsValue } };
  tender: {
    id: string;
    title: string;
    status?: string;
    value?: OcdsValue;
    procurementMethodDetails?: string;
    tenderPeriod?: OcdsPeriod;
    datePublished?: string;
  };
  awards?: {
    id: string;
    title: string;
    status: 'active';
    date: string;
    value: OcdsValue;
    suppliers: { id: string; name: string }[];
  }[];
}

interface PackageMeta {
  uri: string;
  version: string;
  publishedDate: string;
  publisher: { name: string; uri: string };
  license: string;
  publicationPolicy: string;
}

export interface ReleasePackage extends PackageMeta {
  releases: OcdsRelease[];
  /** Paging as OCDS's API guidance suggests: the next page's address. */
  links: { next: string };
}

export interface RecordPackage extends PackageMeta {
  records: { ocid: string; releases: OcdsRelease[]; compiledRelease: OcdsRelease }[];
}
