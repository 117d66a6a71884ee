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
export const supplierProfileSchema = supplierCardSchema.extend({
  creditCode: z.string(),
  legalPerson: z.string(),
  cityCode: z.string(),
  provinceName: z.string(),
  address: z.string(),
  intro: z.string(),
  customerType: z.array(z.string()),
  establishTime: z.string(),
  /** 存续 / 在业 / 迁出 / 注销. */
  registerStatus: z.string(),
  /** Patents and software copyrights in total; the patent list holds the newest of them. */
  patentNum: z.number().int(),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

/** compSolutionList item: 001 §3 "Solution list item" plus its second category and publish time. */
export const supplierSolutionSchema = z.object({
  originIdSec: z.string(),
  /** 1: the platform's solution detail page; otherwise the scheme detail page (001 §2). */
  originSource: z.number().int(),
  serviceName: z.string(),
  firstCategoryName: z.string(),
  secondCategoryName: z.string(),
  /** 1 platform solution, 2 platform preferred. */
  originTag: z.number().int(),
  serviceDesc: z.string(),
  /** In 元; null means negotiable (面议). */
  servicePrice: z.number().nullable(),
  serviceProvider: z.string(),
  publishTime: z.string(),
});
export type SupplierSolution = z.infer<typeof supplierSolutionSchema>;

/** compCertificateList item. */
export const supplierCertificateSchema = z.object({
  certName: z.string(),
  certNo: z.string(),
  issuer: z.string(),
  issueDate: z.string(),
  /** null: no expiry (长期有效). */
  expireDate: z.string().nullable(),
});
export type SupplierCertificate = z.infer<typeof supplierCertificateSchema>;

/** compPatentList item. */
export const supplierPatentSchema = z.object({
  patentName: z.string(),
  patentNo: z.string(),
  /** 发明专利 / 实用新型 / 外观设计 / 软件著作权. */
  patentType: z.string(),
  applyDate: z.string(),
  /** Grant date of a patent, registration date of a software copyright. */
  publishDate: z.string(),
});
export type SupplierPatent = z.infer<typeof supplierPatentSchema>;

/** Every paged section of the supplier detail page, each at the page its address asks for. */
export type Paged<T> = ListPage<T> & { page: number };

export interface SupplierPageLists {
  cases: Paged<IndustryCaseInfo>;
  solutions: Paged<SupplierSolution>;
  bids: Paged<BidRecord>;
  certificates: Paged<SupplierCertificate>;
  patents: Paged<SupplierPatent>;
}
