// A realistic OCDS 1.1 release package for the import pipeline's tests and demos (docs/imports.md
// "Sample"): Chinese purchasing units of real cities, suppliers with valid 统一社会信用代码, project
// names and amounts as the demo data makes them. Deterministic: the same count gives the same file.
// Each procurement (ocid) goes through its stages as separate releases: planning, tender, award, and
// now and then a corrected award (a later release of the same ocid that updates the winning bid).
import { deriveCities, type SeedCity } from './cities';
import { creditCheckChar, creditCode, newNameBook, personName, streetAddress, uniqueCompanyName } from './names';
import { buildPurchasers } from './purchasers';
import { pickProjectKind, projectAmount, projectTitle } from './projects';
import { createRng } from './rng';

const SAMPLE_SEED = 20_251_101;
const PUBLISHER = { name: '云采汇示例数据', uri: 'https://www.example.com/opendata' };
const OCID_PREFIX = 'ocds-jfsample';
const WAYS: [string, string][] = [
  ['open', '公开招标'],
  ['open', '竞争性磋商'],
  ['limited', '竞争性谈判'],
  ['direct', '单一来源'],
  ['selective', '邀请招标'],
];

type Release = Record<string, unknown>;

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

function address(rng: ReturnType<typeof createRng>, city: SeedCity) {
  return { streetAddress: streetAddress(rng, city), locality: city.fullName, region: city.provinceName, countryName: '中国' };
}

/** An enterprise's code made a government body's (GB 32100-2015: 1 organs, 1 organ), check character recomputed. */
function organCreditCode(enterprise: string): string {
  const body = `11${enterprise.slice(2, 17)}`;
  return body + creditCheckChar(body);
}

/** About `count` releases (a procurement gives 1-4), in publication order. */
export function buildOcdsSample(count: number): Release[] {
  return [...ocdsReleases(count)].sort((a, b) => String(a.date).localeCompare(String(b.date)) || String(a.id).localeCompare(String(b.id)));
}

/**
 * `count` releases one procurement after another (each procurement's own in order), made as they are
 * read: the import bench streams a million of them without holding them (scripts/bench/import.ts).
 */
export function* ocdsReleases(count: number): Generator<Release> {
  const rng = createRng(SAMPLE_SEED, 'ocds-sample');
  const cities = deriveCities().filter((c) => c.hotRank !== null || c.capital);
  const buyers = buildPurchasers(createRng(SAMPLE_SEED, 'purchasers'), cities).map((p) => ({
    ...p,
    creditCode: organCreditCode(creditCode(rng, p.cityCode)),
  }));
  const book = newNameBook();
  const supplierPool = Array.from({ length: Math.max(20, Math.ceil(count / 12)) }, (_, i) => {
    const city = rng.pick(cities);
    return { id: `S${i + 1}`, name: uniqueCompanyName(rng, city, book), creditCode: creditCode(rng, city.code), city };
  });
  const cityByCode = new Map(cities.map((c) => [c.code, c]));
  let made = 0;
  const releases: Release[] = []; // the current procurement's
  let start = new Date('2025-01-06T01:30:00Z');
  for (let n = 1; made < count; n++) {
    const buyer = rng.pick(buyers);
    const city = cityByCode.get(buyer.cityCode)!;
    const kind = pickProjectKind(rng);
    const { name } = projectTitle(rng, buyer.name, rng.pick(buyer.systems), kind, 2025, undefined);
    const budget = Math.ceil((projectAmount(rng, kind, buyer.purchaserType) * 1.15) / 1000) * 1000;
    const [method, details] = rng.pick(WAYS);
    const ocid = `${OCID_PREFIX}-${String(n).padStart(6, '0')}`;
    const tenderId = `${city.site.toUpperCase()}ZC2025-${String(rng.int(1, 99_999)).padStart(5, '0')}`;
    const buyerParty = {
      id: `P-${buyer.id}`,
      name: buyer.name,
      identifier: { scheme: 'CN-USCC', id: buyer.creditCode, legalName: buyer.name },
      address: address(rng, city),
      contactPoint: { name: personName(rng) },
      roles: ['buyer'],
    };
    start = addDays(start, rng.chance(0.3) ? 1 : 0);
    const planned = start;
    const base = (id: string, date: Date, tag: string[]) => ({ ocid, id: `${ocid}-${id}`, date: iso(date), tag, initiationType: 'tender', language: 'zh', buyer: { id: buyerParty.id, name: buyer.name } });
    const planning = { budget: { description: name, amount: { amount: budget, currency: 'CNY' } }, rationale: `${buyer.name}根据年度预算安排，拟采购${name.replace(buyer.name, '')}。` };
    if (rng.chance(0.4)) releases.push({ ...base('planning', planned, ['planning']), parties: [buyerParty], planning });
    const published = addDays(planned, rng.int(10, 40));
    const deadline = addDays(published, rng.int(15, 25));
    const tender = {
      id: tenderId,
      title: name,
      description: `${buyer.name}就“${name}”以${details}方式进行采购，欢迎符合条件的供应商参加。`,
      status: 'active',
      value: { amount: budget, currency: 'CNY' },
      procurementMethod: method,
      procurementMethodDetails: details,
      mainProcurementCategory: 'services',
      tenderPeriod: { startDate: iso(published), endDate: iso(deadline) },
    };
    releases.push({ ...base('tender', published, ['tender']), parties: [buyerParty], tender });
    if (rng.chance(0.85)) {
      const winner = rng.pick(supplierPool);
      const amount = Math.round(budget * (0.75 + rng.next() * 0.24));
      const supplierParty = {
        id: winner.id,
        name: winner.name,
        identifier: { scheme: 'CN-USCC', id: winner.creditCode, legalName: winner.name },
        address: address(rng, winner.city),
        roles: ['supplier'],
      };
      const awarded = addDays(deadline, rng.int(3, 12));
      const award = (value: number) => ({ id: `${ocid}-award-1`, title: name, status: 'active', date: iso(awarded), value: { amount: value, currency: 'CNY' }, suppliers: [{ id: winner.id, name: winner.name }] });
      const awardTender = { ...tender, status: 'complete' };
      releases.push({ ...base('award', awarded, ['award']), parties: [buyerParty, supplierParty], tender: awardTender, awards: [award(amount)] });
      // A correction published later: the amount of the award was mistyped.
      if (rng.chance(0.05)) {
        releases.push({ ...base('award-update', addDays(awarded, 2), ['awardUpdate']), parties: [buyerParty, supplierParty], tender: awardTender, awards: [award(amount - 1000)] });
      }
    }
    // This procurement's releases, as many as are still wanted.
    const take = releases.splice(0, count - made);
    releases.length = 0;
    made += take.length;
    yield* take;
  }
}

/** The package around the releases (OCDS 1.1 release package). */
export function releasePackage(releases: Release[]) {
  return {
    uri: `${PUBLISHER.uri}/ocds-sample.json`,
    version: '1.1',
    publishedDate: '2026-01-01T00:00:00+00:00',
    publisher: PUBLISHER,
    license: 'https://creativecommons.org/licenses/by/4.0/',
    publicationPolicy: `${PUBLISHER.uri}/policy`,
    releases,
  };
}
