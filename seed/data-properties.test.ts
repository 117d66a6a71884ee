// Properties a reader of the demo data would check (docs/features.md, Demo data), on the
// dataset of the demo scale: names that do not repeat, counts that agree, buyers that buy their own
// kind of system at a price that fits the kind of project, and texts that do not read alike.
import { describe, expect, it } from 'vitest';
import { demoActivities } from './activities';
import { INDUSTRIES } from './catalogue';
import { deriveCities } from './cities';
import { DEFAULT_COUNTS } from './counts';
import { buildDataset, DEFAULT_SEED } from './dataset';
import { demoArticles } from './news';
import { generateBidOpportunities, generateDemands, OPPORTUNITIES_PER_CITY, opportunityAnchor } from './opportunities';
import { OBJECTS_BY_TRADE } from './patents';
import { PROJECT_KINDS, projectKindOf } from './projects';
import { buildPurchasers } from './purchasers';
import { createRng } from './rng';
import { COMPANY_KINDS } from './vocabulary';

const data = buildDataset(DEFAULT_SEED, DEFAULT_COUNTS);
const bids = [...data.bids()];
const cases = [...data.cases()];
const solutions = [...data.solutions()];
const cityByCode = new Map(deriveCities().map((c) => [c.code, c]));
// Opportunities hang off the day of seeding: a fixed one here, at noon, when the day's first are out.
const now = new Date('2026-12-01T12:00:00+08:00');
const anchor = opportunityAnchor(now);
const unitsOf = (code: string) => data.units.filter((u) => u.cityCode === code);
const notices = [...generateBidOpportunities(createRng(DEFAULT_SEED, 'opportunities'), data.cityFacts, unitsOf, OPPORTUNITIES_PER_CITY.bids, anchor)];
const demands = [...generateDemands(createRng(DEFAULT_SEED, 'demands'), data.cityFacts, OPPORTUNITIES_PER_CITY.demands, anchor, 1)];
/** A word said twice in a row in what is bought (政务云平台运维运维服务项目); a buyer's own name may (聊城市城市管理局). */
const DOUBLED = /(\p{Script=Han}{2,})\1/u;

/** How a buyer names a project (seed/projects.ts): its name, maybe the year, one of its own systems, its kind's ending. */
function unboughtName(projectName: string, buyer: { name: string; systems: readonly string[] } | undefined): string | null {
  if (!buyer || !projectName.startsWith(buyer.name)) return `${projectName}: not named after its buyer`;
  const rest = projectName.slice(buyer.name.length).replace(/^\d{4}年/, '');
  if (!buyer.systems.some((system) => rest.startsWith(system))) return `${projectName}: not a system its buyer buys`;
  if (!projectKindOf(projectName)) return `${projectName}: no project kind`;
  return DOUBLED.test(rest) ? `${projectName}: a word doubled` : null;
}

const KIND = `(?:${[...COMPANY_KINDS].sort((a, b) => b.length - a.length).join('|')})`;

/** The trade name (字号) as a reader finds it: between the city or province and the company kind. */
function tradeNameOf(compName: string, cityCode: string): string {
  const city = cityByCode.get(cityCode);
  if (!city) throw new Error(`unknown city ${cityCode}`);
  const match = new RegExp(`^(?:${city.name}|${city.provinceShortName})?(.{2,3}?)${KIND}(?:（${city.name}）)?(?:股份)?有限公司$`).exec(compName);
  if (!match?.[1]) throw new Error(`no trade name in ${compName}`);
  return match[1];
}

/**
 * Distinct sentences among the texts of 100 records, with numbers masked so that a template differing
 * only in its random figures counts once: what is left is the variety of wording and of the record's
 * own facts (buyer, city, system, modules).
 */
function distinctSentencesPer100(texts: string[]): number {
  const sentences = texts.slice(0, 100).flatMap((t) => t.replace(/[\d,.]+/g, '#').split(/(?<=[。；])/).filter(Boolean));
  return new Set(sentences).size;
}

describe('demo data properties', () => {
  it('gives every supplier a trade name of its own: none repeats within a city or across cities', () => {
    const citiesOfTrade = new Map<string, Set<string>>();
    let perCityRepeats = 0;
    for (const s of data.suppliers) {
      const trade = tradeNameOf(s.compName, s.cityCode as string);
      const cities = citiesOfTrade.get(trade) ?? new Set<string>();
      if (cities.has(s.cityCode as string)) perCityRepeats++;
      citiesOfTrade.set(trade, cities.add(s.cityCode as string));
    }
    expect(perCityRepeats).toBe(0);
    expect([...citiesOfTrade].filter(([, cities]) => cities.size > 1).map(([trade]) => trade)).toEqual([]);
    expect(citiesOfTrade.size).toBe(data.suppliers.length);
  });

  it("states as a supplier's case count the number of its cases the portal lists, in the figures and the introduction", () => {
    const listed = new Map<number, number>();
    for (const c of cases) if (c.showSupplier) listed.set(c.supplierId as number, (listed.get(c.supplierId as number) ?? 0) + 1);
    for (const s of data.suppliers) {
      expect(s.caseCount, s.compName).toBe(listed.get(s.id) ?? 0);
      if (s.caseCount) expect(s.intro).toContain(`累计交付项目${s.caseCount}个`);
      else expect(s.intro).not.toContain('累计交付项目');
    }
    // Not a degenerate agreement: some suppliers have several cases.
    expect(Math.max(...data.suppliers.map((s) => s.caseCount ?? 0))).toBeGreaterThanOrEqual(3);
    // The provider's description on a case is the provider's introduction, count included.
    const introById = new Map(data.suppliers.map((s) => [s.id, s.intro]));
    for (const c of cases) expect(c.buDesc).toBe(introById.get(c.supplierId as number));
  });

  it("names every bid after a system of its buyer's own kind and prices it within the project kind's range", () => {
    const purchaserByCode = new Map(buildPurchasers(createRng(DEFAULT_SEED, 'purchasers'), deriveCities()).map((p) => [p.purchaseCode, p]));
    const amountsByKind = new Map<string, number[]>();
    for (const b of bids) {
      const buyer = purchaserByCode.get(b.purchaseCode as string);
      const kind = projectKindOf(b.projectName);
      expect(kind, b.projectName).toBeDefined();
      if (!buyer || !kind) continue;
      const rest = b.projectName.slice(buyer.name.length).replace(/^\d{4}年/, '');
      expect(buyer.systems.some((system) => rest.startsWith(system)), b.projectName).toBe(true);
      expect(DOUBLED.test(rest), b.projectName).toBe(false);
      expect(b.amount).toBeGreaterThanOrEqual(kind.min);
      expect(b.amount).toBeLessThanOrEqual(kind.max);
      amountsByKind.set(kind.key, [...(amountsByKind.get(kind.key) ?? []), b.amount]);
    }
    const median = (key: string) => {
      const sorted = [...(amountsByKind.get(key) ?? [])].sort((x, y) => x - y);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    // A build costs more than an upgrade, which costs more than upkeep, a study or a purchase.
    expect(median('build')).toBeGreaterThan(median('upgrade'));
    expect(median('upgrade')).toBeGreaterThan(median('maintain'));
    expect(median('maintain')).toBeGreaterThan(median('consult'));
    // Small purchases stay, and only as purchases: no platform build for a few thousand yuan.
    const small = bids.filter((b) => b.amount < 10_000);
    expect(small.length).toBeGreaterThan(0);
    for (const b of small) expect(projectKindOf(b.projectName)?.key).toBe('purchase');
    expect(PROJECT_KINDS.build.min).toBeGreaterThanOrEqual(100_000);
  });

  it('names every tender notice as winning bids are: its buyer, a system of its own kind, no doubled words', () => {
    const unitByName = new Map(data.units.map((u) => [u.name, u]));
    expect(notices.length).toBe(deriveCities().length * OPPORTUNITIES_PER_CITY.bids);
    expect(notices.map((n) => unboughtName(n.projectName, unitByName.get(n.purchaserName))).filter(Boolean)).toEqual([]);
    // The 业务方向 follows what is bought: upkeep is 运维服务 (ywfw), a build is never.
    for (const n of notices) if (projectKindOf(n.projectName)?.key === 'maintain') expect(n.businessDirection, n.projectName).toBe('ywfw');
    expect(new Set(notices.map((n) => n.businessDirection)).size).toBe(8);
  });

  it('publishes tender notices and demands before the day of seeding, never after a record published that day', () => {
    for (const n of notices) expect(n.publishTime.getTime(), n.projectName).toBeLessThan(anchor.getTime());
    for (const d of demands) expect((d.createdAt as Date).getTime(), d.orderName).toBeLessThan(anchor.getTime());
  });

  it("gives every record a title of its own, built from its facts, in every table a visitor lists", () => {
    const repeats = (titles: string[]) => titles.length - new Set(titles).size;
    const articles = demoArticles(now);
    const activities = demoActivities(now);
    expect({
      notices: repeats(notices.map((n) => n.projectName)),
      demands: repeats(demands.map((d) => d.orderName)),
      articles: repeats(articles.map((a) => a.title)),
      activities: repeats(activities.map((a) => a.title)),
    }).toEqual({ notices: 0, demands: 0, articles: 0, activities: 0 });
    // Told apart by their facts, not by a lot number (that is for runs far larger than the demo).
    expect([...notices.map((n) => n.projectName), ...demands.map((d) => d.orderName)].filter((t) => /（第\d+[包批]）$/.test(t))).toEqual([]);
    // A demand's title says where: one of its city's districts.
    for (const d of demands.slice(0, 200)) expect(d.memo, d.orderName).toContain(cityByCode.get(d.cityCode as string)!.fullName);
  });

  it('keeps state-owned enterprises out of government cases and a case within its own industry', () => {
    const typeByName = new Map(data.purchasers.map((p) => [p.name, p.purchaserType]));
    const government = cases.filter((c) => c.source === 1);
    expect(government.length).toBeGreaterThan(0);
    for (const c of government) expect(typeByName.get(c.serviceCustom as string), c.caseTitle).not.toBe('国有企业');
    for (const c of cases) {
      const industry = INDUSTRIES.find((i) => i.name === c.parentIndName);
      for (const row of c.industryInfoList) {
        expect(row.parIndName).toBe(c.parentIndName);
        expect(industry?.children).toContain(row.subIndName);
      }
    }
  });

  it('gives the hot cities and provincial capitals cases of their own', () => {
    const withCases = new Set(cases.map((c) => c.cityCode));
    const major = deriveCities().filter((c) => c.hotRank !== null || c.capital);
    expect(major.filter((c) => !withCases.has(c.code)).map((c) => c.name)).toEqual([]);
  });

  // Thresholds, numbers masked: with one fixed wording per sentence (the demo data before it was composed) 100 case
  // descriptions gave 187 distinct sentences, 100 bid notices 297 and 100 solution blurbs 194; the
  // composed texts give 267, 461 and 255 at the default seed. Each bar sits above the old value, so a
  // return to fixed wordings fails, with a margin below the new one for other seeds and small edits.
  it('composes case descriptions, bid notices and solution blurbs that do not read alike', () => {
    for (const [texts, threshold] of [
      [cases.map((c) => c.caseDesc as string), 230],
      [bids.map((b) => b.content as string), 400],
      [solutions.map((s) => s.serviceDesc as string), 225],
    ] as const) {
      expect(distinctSentencesPer100([...texts])).toBeGreaterThan(threshold);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('gives a supplier inventions on what its own trades work on', () => {
    const byId = new Map(data.suppliers.map((s) => [s.id, s]));
    let inventions = 0;
    for (const p of data.patents()) {
      if (p.patentType !== '发明专利') continue;
      inventions++;
      const supplier = byId.get(p.supplierId)!;
      const own = supplier.serviceTrade.flatMap((t) => OBJECTS_BY_TRADE[t] ?? []);
      expect(own.some((o) => p.patentName.includes(`的${o}`)), `${p.patentName} / ${supplier.serviceTrade.join(',')}`).toBe(true);
    }
    expect(inventions).toBeGreaterThan(100);
  });
});
