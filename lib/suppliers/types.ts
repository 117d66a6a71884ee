import { z } from 'zod';
import type { ListPage } from '@/lib/api/list';
import type { BidRecord } from '@/lib/bids/types';
import type { IndustryCaseInfo } from '@/lib/cases/types';
// Supplier detail (000 §2 /search-supplierdetail.html) and its sub-lists. Dates travel as ISO 8601
// text, so the server page, the HTTP answer and the client share one shape.

/** 000 §3 "Supplier search result": a supplier card (recommended suppliers of a bid). */
export const supplierCardSchema = z.object({
  compId: z.number().int(),
  compCode: z.string(),
  compName: z.string(),
  logo: z.string().nullable(),
  cityName: z.string(),
  serviceTrade: z.array(z.string()),
  coreCompetence: z.array(z.string()),
  serviceForm: z.array(z.string()),
  /** In 万元. */
  registerCapital: z.number(),
  compScale: z.string(),
  caseCount: z.number().int(),
});
export type SupplierCard = z.infer<typeof supplierCardSchema>;

/** A supplier as a search result lists it (searchByType): the card without its code; compName carries <em> tags only. */
export const supplierHitSchema = supplierCardSchema.omit({ compCode: true });
export type SupplierHit = z.infer<typeof supplierHitSchema>;

/** queryCompBaseInfoByCompCode: the company's base information. */
export interface SupplierProfile extends SupplierCard {
  creditCode: string;
  legalPerson: string;
  cityCode: string;
  provinceName: string;
  address: string;
  intro: string;
  customerType: string[];
  establishTime: string;
  /** 存续 / 在业 / 迁出 / 注销. */
  registerStatus: string;
  /** Patents and software copyrights in total; the patent list holds the newest of them. */
  patentNum: number;
}

/** compSolutionList item: 001 §3 "Solution list item" plus its second category and publish time. */
export interface SupplierSolution {
  originIdSec: string;
  /** 1: the platform's solution detail page; otherwise the scheme detail page (001 §2). */
  originSource: number;
  serviceName: string;
  firstCategoryName: string;
  secondCategoryName: string;
  /** 1 platform solution, 2 platform preferred. */
  originTag: number;
  serviceDesc: string;
  /** In 元; null means negotiable (面议). */
  servicePrice: number | null;
  serviceProvider: string;
  publishTime: string;
}

/** compCertificateList item. */
export interface SupplierCertificate {
  certName: string;
  certNo: string;
  issuer: string;
  issueDate: string;
  /** null: no expiry (长期有效). */
  expireDate: string | null;
}

/** compPatentList item. */
export interface SupplierPatent {
  patentName: string;
  patentNo: string;
  /** 发明专利 / 实用新型 / 外观设计 / 软件著作权. */
  patentType: string;
  applyDate: string;
  /** Grant date of a patent, registration date of a software copyright. */
  publishDate: string;
}

/** Every paged section of the supplier detail page, each at the page its address asks for. */
export type Paged<T> = ListPage<T> & { page: number };

export interface SupplierPageLists {
  cases: Paged<IndustryCaseInfo>;
  solutions: Paged<SupplierSolution>;
  bids: Paged<BidRecord>;
  certificates: Paged<SupplierCertificate>;
  patents: Paged<SupplierPatent>;
}
