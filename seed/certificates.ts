// Qualification certificates of suppliers: management-system certifications, capability levels and
// the licences government tenders ask for. Each is in force on the reference day (issued before it,
// expiring after it), because a portal lists a company's current qualifications.
import type { supplierCertificates } from '@/lib/server/db/schema';
import type { SeedCity } from './cities';
import type { Rng } from './rng';
import type { SupplierRow } from './suppliers';
import { addMonths, beijingYear, daysBefore, daysToReference, REFERENCE_DATE } from './time';

export type CertificateRow = typeof supplierCertificates.$inferInsert & { id: number };

interface Holder {
  supplier: SupplierRow;
  city: SeedCity;
}

interface Issued {
  certName: string;
  issuer: string;
  certNo: string;
}

interface CertDef {
  /** Years a certificate stays valid. */
  years: number;
  /** Relative frequency among the certificates one company holds. */
  weight: number;
  /** Smallest scale tag (1..4) of a company that plausibly holds it. */
  minScale: number;
  issue(rng: Rng, holder: Holder, year: number): Issued;
}

export const MAX_CERTIFICATES = 8;
const DAY_MARGIN = 15;

const digits = (rng: Rng, n: number) => String(rng.int(0, 10 ** n - 1)).padStart(n, '0');
const shortYear = (year: number) => String(year).slice(2);
const scaleOf = (h: Holder) => h.supplier.scaleTag ?? 1;

const SYSTEM_CERTIFIERS = [
  '中国质量认证中心',
  '方圆标志认证集团有限公司',
  '北京世标认证中心有限公司',
  '中联认证中心（北京）有限公司',
  '兴原认证中心有限公司',
];

/** Management-system certification; numbers follow the certifiers' style, e.g. 00124Q31234R1M. */
function systemCert(certName: string, letters: string, weight: number, issuers = SYSTEM_CERTIFIERS): CertDef {
  return {
    years: 3,
    weight,
    minScale: 1,
    issue: (rng, holder, year) => ({
      certName,
      issuer: rng.pick(issuers),
      certNo: `${digits(rng, 3)}${shortYear(year)}${letters}${digits(rng, 5)}R${rng.int(0, 3)}${'SMLL'.charAt(scaleOf(holder) - 1)}`,
    }),
  };
}

/** The provincial science department (a municipality's is a 局) that co-signs high-tech certificates. */
function scienceDepartment(city: SeedCity): string {
  return city.provinceName.endsWith('市') ? `${city.provinceName}科学技术局` : `${city.provinceName}科学技术厅`;
}

const CERTIFICATES: CertDef[] = [
  systemCert('ISO9001质量管理体系认证', 'Q', 10),
  systemCert('ISO14001环境管理体系认证', 'E', 5),
  systemCert('ISO45001职业健康安全管理体系认证', 'S', 4),
  systemCert('ISO27001信息安全管理体系认证', 'ISMS', 7, [...SYSTEM_CERTIFIERS, '中国网络安全审查认证和市场监管大数据中心']),
  systemCert('ISO20000信息技术服务管理体系认证', 'ITSM', 5),
  systemCert('知识产权管理体系认证', 'IP', 3, ['中知（北京）认证有限公司', '中规（北京）认证有限公司']),
  {
    years: 3,
    weight: 6,
    minScale: 2,
    issue: (rng, holder) => ({
      certName: `CMMI${scaleOf(holder) >= 3 && rng.chance(0.5) ? 5 : 3}级认证`,
      issuer: 'CMMI Institute',
      certNo: String(rng.int(40000, 69999)),
    }),
  },
  {
    years: 3,
    weight: 5,
    minScale: 2,
    issue: (rng, holder, year) => {
      const level = scaleOf(holder) >= 3 && rng.chance(0.3) ? 2 : 3;
      return {
        certName: `ITSS信息技术服务标准${level === 2 ? '二' : '三'}级`,
        issuer: '中国电子工业标准化技术协会信息技术服务分会',
        certNo: `ITSS-YW-${level}-${holder.city.code}${year}${digits(rng, 4)}`,
      };
    },
  },
  {
    years: 4,
    weight: 6,
    minScale: 1,
    issue: (rng, holder, year) => {
      const level = Math.min(4, Math.max(1, scaleOf(holder) - rng.int(0, 1)));
      return {
        certName: `信息系统建设和服务能力等级证书CS${level}`,
        issuer: '中国电子信息行业联合会',
        certNo: `CS${level}-${holder.city.code.slice(0, 4)}-${year}${digits(rng, 4)}`,
      };
    },
  },
  {
    years: 3,
    weight: 8,
    minScale: 1,
    issue: (rng, holder, year) => ({
      certName: '高新技术企业证书',
      issuer: scienceDepartment(holder.city),
      certNo: `GR${year}${holder.city.provinceCode.slice(0, 2)}${digits(rng, 6)}`,
    }),
  },
  {
    years: 1,
    weight: 7,
    minScale: 1,
    issue: (rng, holder, year) => ({
      certName: '软件企业证书',
      issuer: `${holder.city.provinceName}软件行业协会`,
      certNo: `${holder.city.provinceShortName}RQ-${year}-${digits(rng, 4)}`,
    }),
  },
  {
    years: 5,
    weight: 2,
    minScale: 3,
    issue: (rng, holder, year) => ({
      certName: '涉密信息系统集成资质（乙级）',
      issuer: `${holder.city.provinceName}国家保密局`,
      certNo: `JCB${holder.city.provinceCode.slice(0, 2)}${shortYear(year)}${digits(rng, 4)}`,
    }),
  },
  {
    years: 3,
    weight: 3,
    minScale: 2,
    issue: (rng, _holder, year) => ({
      certName: '信息安全服务资质认证（安全集成三级）',
      issuer: '中国网络安全审查认证和市场监管大数据中心',
      certNo: `CCRC-${year}-ISV-SI-${digits(rng, 4)}`,
    }),
  },
  {
    years: 3,
    weight: 3,
    minScale: 1,
    issue: (rng, _holder, year) => ({
      certName: 'AAA级信用企业证书',
      issuer: '中国软件行业协会',
      certNo: `CSIA-XY-${year}-${digits(rng, 5)}`,
    }),
  },
];

/** `count` distinct certificate kinds, the frequent ones more likely (weighted sampling by keys). */
function chooseKinds(rng: Rng, scale: number, count: number): CertDef[] {
  return CERTIFICATES.filter((c) => c.minScale <= scale)
    .map((def) => ({ def, key: rng.next() ** (1 / def.weight) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((e) => e.def);
}

/** Issued after the company was founded, at most one validity period ago, so it is still valid. */
function issueDate(rng: Rng, supplier: SupplierRow, years: number): Date {
  const latest = Math.min(years * 365 - DAY_MARGIN, daysToReference(supplier.establishTime) - 30);
  return daysBefore(REFERENCE_DATE, rng.int(DAY_MARGIN, Math.max(DAY_MARGIN, latest)));
}

/** Larger firms hold more certificates: up to 2 per scale step, never more than MAX_CERTIFICATES. */
function certificatesOf(rng: Rng, holder: Holder, nextId: number): CertificateRow[] {
  const scale = scaleOf(holder);
  const count = Math.min(MAX_CERTIFICATES, rng.int(0, 2 * scale + 1));
  return chooseKinds(rng, scale, count).map((def, i) => {
    const issued = issueDate(rng, holder.supplier, def.years);
    return {
      id: nextId + i,
      supplierId: holder.supplier.id,
      ...def.issue(rng, holder, beijingYear(issued)),
      issueDate: issued,
      expireDate: daysBefore(addMonths(issued, 12 * def.years), 1),
    };
  });
}

/** Every supplier's certificates, ids 1.. in supplier order, lazily. */
export function* generateCertificates(
  rng: Rng,
  supplierRows: readonly SupplierRow[],
  cityOf: (code: string) => SeedCity,
): Generator<CertificateRow> {
  let nextId = 1;
  for (const supplier of supplierRows) {
    const rows = certificatesOf(rng, { supplier, city: cityOf(supplier.cityCode) }, nextId);
    nextId += rows.length;
    yield* rows;
  }
}
