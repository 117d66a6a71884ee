import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from './catalogue';
import { CASE_PICTURES } from './cases';
import { MAX_CERTIFICATES } from './certificates';
import { buildDataset, DEFAULT_SEED } from './dataset';
import { MAX_LISTED_PATENTS, PATENT_TYPES } from './patents';
import { PURCHASER_TYPES } from './purchaser-types';
import { SOLUTION_CATEGORIES } from './solution-categories';
import { DESC_MAX, DESC_MIN } from './solutions';
import { DAY_MS, REFERENCE_DATE } from './time';

const counts = { bids: 1000, suppliers: 150, cases: 120 };
const data = buildDataset(DEFAULT_SEED, counts);
const bids = [...data.bids()];
const cases = [...data.cases()];
const certificates = [...data.certificates()];
const patents = [...data.patents()];
const solutions = [...data.solutions()];
const supplierById = new Map(data.suppliers.map((x) => [x.id, x]));
const countBy = <T>(rows: T[], key: (row: T) => number) => {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};
const THREE_YEARS_AGO = REFERENCE_DATE.getTime() - 3 * 366 * DAY_MS;
const inWindow = (d: Date | null | undefined) => !!d && d.getTime() > THREE_YEARS_AGO && d < REFERENCE_DATE;

describe('buildDataset', () => {
  it('is deterministic for a seed and differs for another seed', () => {
    const again = buildDataset(DEFAULT_SEED, counts);
    expect(again.suppliers).toEqual(data.suppliers);
    expect([...again.bids()]).toEqual(bids);
    expect([...again.cases()]).toEqual(cases);
    expect(again.friendlyLinks).toEqual(data.friendlyLinks);
    expect([...again.certificates()]).toEqual(certificates);
    expect([...again.patents()]).toEqual(patents);
    expect([...again.solutions()]).toEqual(solutions);
    expect([...buildDataset(DEFAULT_SEED + 1, counts).bids()]).not.toEqual(bids);
  });

  it('keeps suppliers unchanged when only the bid count changes', () => {
    const more = buildDataset(DEFAULT_SEED, { ...counts, bids: 3000 });
    expect(more.suppliers).toEqual(data.suppliers);
    expect(more.purchasers).toEqual(data.purchasers);
    // A supplier's own records depend on the suppliers only.
    expect([...more.certificates()]).toEqual(certificates);
    expect([...more.patents()]).toEqual(patents);
    expect([...more.solutions()]).toEqual(solutions);
  });

  it('builds industries with parents and 3-6 children each', () => {
    const parents = data.industries.filter((i) => i.parentCode === null);
    expect(parents.length).toBe(INDUSTRIES.length);
    for (const p of parents) {
      expect(p.code).toMatch(/^I\d{2}$/);
      const children = data.industries.filter((i) => i.parentCode === p.code);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(6);
      for (const c of children) expect(c.code).toMatch(new RegExp(`^${p.code}\\d{2}$`));
    }
  });

  it('gives every city 3-6 own links and adds global ones', () => {
    const global = data.friendlyLinks.filter((l) => l.cityCode === null);
    expect(global.map((l) => l.linkName)).toContain('中国政府采购网');
    for (const city of data.cities) {
      const own = data.friendlyLinks.filter((l) => l.cityCode === city.code);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(6);
    }
    for (const l of data.friendlyLinks) expect(l.linkUrl).toMatch(/^https?:\/\/[a-z0-9.-]+$/);
  });

  it('gives purchasers unique codes, known types and a city', () => {
    const cityCodes = new Set(data.cities.map((c) => c.code));
    expect(new Set(data.purchasers.map((p) => p.purchaseCode)).size).toBe(data.purchasers.length);
    for (const p of data.purchasers) {
      expect(PURCHASER_TYPES).toContain(p.purchaserType);
      expect(cityCodes.has(p.cityCode)).toBe(true);
    }
    expect(data.purchasers.map((p) => p.name)).toContain('重庆市大数据发展局');
  });

  it('makes well-formed suppliers', () => {
    const s = data.suppliers;
    expect(s.map((x) => x.id)).toEqual(s.map((_, i) => i + 1));
    expect(new Set(s.map((x) => x.compCode)).size).toBe(s.length);
    expect(new Set(s.map((x) => x.compName)).size).toBe(s.length);
    for (const x of s) {
      expect(x.creditCode).toHaveLength(18);
      expect(x.registerCapital).toBeGreaterThanOrEqual(50);
      expect(x.registerCapital).toBeLessThanOrEqual(50000);
      expect(Math.round(x.registerCapital * 10000)).toBeCloseTo(x.registerCapital * 10000, 6);
      expect(['微型', '小型', '中型', '大型'][(x.scaleTag ?? 0) - 1]).toBe(x.compScale);
      expect(x.patentNum).toBeLessThanOrEqual(300);
      expect(x.serviceTrade.length).toBeGreaterThanOrEqual(1);
      expect(x.serviceTrade.length).toBeLessThanOrEqual(3);
      expect(x.coreCompetence.length).toBeLessThanOrEqual(4);
      expect(x.serviceForm.length).toBeLessThanOrEqual(2);
      expect(x.establishTime.getUTCFullYear()).toBeGreaterThanOrEqual(1994);
      expect(x.establishTime.getUTCFullYear()).toBeLessThanOrEqual(2025);
    }
    expect(s.filter((x) => x.logo === null).length).toBeGreaterThan(s.length * 0.8);
  });

  it('makes consistent bids', () => {
    const suppliers = new Map(data.suppliers.map((x) => [x.id, x]));
    const purchasers = new Map(data.purchasers.map((p) => [p.purchaseCode, p]));
    expect(new Set(bids.map((b) => b.bidCode)).size).toBe(bids.length);
    for (const b of bids) {
      const winner = suppliers.get(b.bidCompId ?? 0);
      expect(winner?.compName).toBe(b.bidComp);
      const main = purchasers.get(b.purchaseCode);
      expect(main?.cityCode).toBe(b.cityCode);
      expect(b.purchaser.split(' ')[0]).toBe(main?.name);
      expect(b.projectName.startsWith(main?.name ?? '?')).toBe(true);
      expect(b.budgetAmount).toBeGreaterThanOrEqual(b.amount);
      expect(b.amount).toBe(Math.round(b.amount * 100) / 100);
      expect(inWindow(b.publishTime)).toBe(true);
      expect(b.bidOpenTime!.getTime()).toBeLessThan(b.publishTime.getTime());
    }
    const won = bids.filter((b) => b.bidState === 1).length / bids.length;
    expect(won).toBeGreaterThan(0.8);
    expect(won).toBeLessThan(0.9);
    expect(bids.some((b) => b.amount < 10_000)).toBe(true);
    expect(bids.some((b) => b.amount > 5_000_000)).toBe(true);
    expect(bids.some((b) => /[A-Z0-9]/.test(b.projectName))).toBe(true);
    // Purchasers publish more than once, which the purchaser-history call relies on.
    const perPurchaser = new Map<string, number>();
    for (const b of bids) perPurchaser.set(b.purchaseCode, (perPurchaser.get(b.purchaseCode) ?? 0) + 1);
    expect(Math.max(...perPurchaser.values())).toBeGreaterThan(5);
  });

  it('makes consistent cases of both sources', () => {
    const suppliers = new Map(data.suppliers.map((x) => [x.id, x]));
    expect(new Set(cases.map((c) => c.uuidSecret)).size).toBe(cases.length);
    const government = cases.filter((c) => c.source === 1);
    expect(government.length / cases.length).toBeGreaterThan(0.3);
    expect(government.length / cases.length).toBeLessThan(0.7);
    for (const c of cases) {
      expect(c.uuidSecret).toMatch(/^[0-9a-f]{24}$/);
      expect(suppliers.get(c.supplierId ?? 0)?.compName).toBe(c.buName);
      expect(c.period).toBeGreaterThanOrEqual(1);
      expect(c.period).toBeLessThanOrEqual(36);
      expect(c.devNumber).toBeGreaterThanOrEqual(2);
      expect(c.devNumber).toBeLessThanOrEqual(60);
      expect(c.devStartTime.getTime()).toBeLessThan(c.devEndTime.getTime());
      expect(c.devEndTime.getTime()).toBeLessThan(c.publishTime.getTime());
      expect(inWindow(c.publishTime)).toBe(true);
      expect(c.industryInfoList.length).toBeGreaterThanOrEqual(1);
      expect(c.industryInfoList.length).toBeLessThanOrEqual(3);
      expect(c.industryInfoList[0]).toMatchObject({ parIndName: c.parentIndName, subIndName: c.indName });
      expect(c.picArray.length).toBeLessThanOrEqual(5);
      if (c.source === 1) expect(c.picArray).toEqual([]);
      else expect(c.serviceDetail).not.toBeNull();
      for (const p of c.picArray) expect(CASE_PICTURES).toContain(p.slidepath);
    }
    expect(cases.some((c) => c.period > 12)).toBe(true);
    expect(government.some((c) => c.serviceDetail === null)).toBe(true);
    expect(government.some((c) => c.showSupplier === false)).toBe(true);
  });

  it('gives suppliers 0-8 distinct certificates, each valid on the reference day', () => {
    expect(certificates.map((c) => c.id)).toEqual(certificates.map((_, i) => i + 1));
    const perSupplier = countBy(certificates, (c) => c.supplierId);
    expect(Math.max(...perSupplier.values())).toBe(MAX_CERTIFICATES);
    expect(perSupplier.size).toBeLessThan(data.suppliers.length); // some hold none
    const names = new Set<string>();
    for (const c of certificates) {
      const supplier = supplierById.get(c.supplierId);
      expect(supplier).toBeDefined();
      const key = `${c.supplierId}|${c.certName.replace(/\d级|CS\d|[二三]级/g, '')}`;
      expect(names.has(key)).toBe(false);
      names.add(key);
      expect(c.certNo.length).toBeGreaterThan(4);
      expect(c.issuer.length).toBeGreaterThan(3);
      expect(c.issueDate.getTime()).toBeLessThan(REFERENCE_DATE.getTime());
      expect(c.issueDate.getTime()).toBeGreaterThan(supplier!.establishTime.getTime());
      expect(c.expireDate!.getTime()).toBeGreaterThan(REFERENCE_DATE.getTime());
    }
    const kinds = new Set(certificates.map((c) => c.certName));
    for (const name of ['ISO9001质量管理体系认证', 'ISO27001信息安全管理体系认证', '高新技术企业证书', '软件企业证书']) {
      expect(kinds).toContain(name);
    }
    expect([...kinds].some((k) => /^CMMI[35]级认证$/.test(k))).toBe(true);
    expect([...kinds].some((k) => /^信息系统建设和服务能力等级证书CS[1-4]$/.test(k))).toBe(true);
  });

  it('lists min(patentNum, 30) patents per supplier, filed after founding and granted before the reference day', () => {
    expect(patents.map((p) => p.id)).toEqual(patents.map((_, i) => i + 1));
    const perSupplier = countBy(patents, (p) => p.supplierId);
    for (const s of data.suppliers) {
      expect(perSupplier.get(s.id) ?? 0).toBe(Math.min(s.patentNum ?? 0, MAX_LISTED_PATENTS));
    }
    for (const p of patents) {
      expect(PATENT_TYPES).toContain(p.patentType);
      if (p.patentType === '软件著作权') {
        expect(p.patentNo).toMatch(/^20\d{2}SR\d{7}$/);
        expect(p.patentName).toMatch(/V\d\.\d$/);
      } else {
        expect(p.patentNo).toMatch(/^ZL20\d{2}[123]\d{7}\.[\dX]$/);
      }
      if (p.patentType === '发明专利') expect(p.patentName).toMatch(/^一种基于/);
      expect(p.applyDate.getTime()).toBeGreaterThan(supplierById.get(p.supplierId)!.establishTime.getTime());
      expect(p.applyDate.getTime()).toBeLessThan(p.publishDate.getTime());
      expect(p.publishDate.getTime()).toBeLessThan(REFERENCE_DATE.getTime());
    }
  });

  it('makes about three solutions per supplier in the category tree, with their details', () => {
    const perSupplier = solutions.length / data.suppliers.length;
    expect(perSupplier).toBeGreaterThan(2.6);
    expect(perSupplier).toBeLessThan(3.4);
    expect(new Set(solutions.map((x) => x.originIdSec)).size).toBe(solutions.length);
    for (const x of solutions) {
      const supplier = supplierById.get(x.supplierId)!;
      expect(x.serviceProvider).toBe(supplier.compName);
      expect(x.cityCode).toBe(supplier.cityCode);
      const first = SOLUTION_CATEGORIES.find((c) => c.name === x.firstCategoryName);
      const second = first?.children.find((c) => c.name === x.secondCategoryName);
      if (first?.children.length === 0) {
        // 其他 has no second level (001 §4).
        expect(first.offers).toContain(x.serviceName);
        expect([x.firstCategoryCode, x.secondCategoryCode, x.secondCategoryName]).toEqual(['other', '', '']);
      } else {
        expect(second?.offers).toContain(x.serviceName);
        expect(x.secondCategoryCode.startsWith(x.firstCategoryCode)).toBe(true);
      }
      for (const text of [x.solveProblem, x.achieveResults, x.advantages, x.deliveryCycle, x.afterSaleService]) expect(text).toBeTruthy();
      expect(x.technologies!.length).toBeGreaterThanOrEqual(2);
      expect(x.technologies!.every((t) => first!.technologies.includes(t))).toBe(true);
      expect(x.customerTypes!.length).toBeGreaterThan(0);
      expect([1, 2]).toContain(x.originTag);
      expect([1, 2]).toContain(x.originSource);
      expect(x.originIdSec).toMatch(/^[0-9a-f]{32}$/);
      expect(x.serviceDesc.length).toBeGreaterThanOrEqual(DESC_MIN);
      expect(x.serviceDesc.length).toBeLessThanOrEqual(DESC_MAX);
      if (x.servicePrice != null) {
        expect(x.servicePrice).toBeGreaterThanOrEqual(10_000);
        expect(x.servicePrice).toBeLessThanOrEqual(5_000_000);
      }
      expect(inWindow(x.publishTime)).toBe(true);
      expect(x.publishTime.getTime()).toBeGreaterThan(supplier.establishTime.getTime());
      // Industry solutions serve one of the supplier's trades whenever the tree has one.
      const trades = first?.children.filter((c) => c.trade && supplier.serviceTrade.includes(c.trade)) ?? [];
      if (trades.length > 0) expect(trades.map((c) => c.name)).toContain(x.secondCategoryName);
    }
    const share = (pred: (x: (typeof solutions)[number]) => boolean) => solutions.filter(pred).length / solutions.length;
    expect(share((x) => x.servicePrice == null)).toBeGreaterThan(0.2);
    expect(share((x) => x.servicePrice == null)).toBeLessThan(0.4);
    expect(share((x) => x.originSource === 1)).toBeGreaterThan(0.4);
    expect(share((x) => x.originSource === 1)).toBeLessThan(0.6);
    expect(new Set(solutions.map((x) => x.firstCategoryName)).size).toBe(SOLUTION_CATEGORIES.length);
  });
});
