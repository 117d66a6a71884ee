// OCDS 1.1 releases onto the portal's records (docs/imports.md "Mapping"): planning -> a purchase
// intention, tender -> a tender notice, each award -> a winning bid; parties -> purchasers and suppliers.
import { businessDirectionOf, cityForRegion, optionalDate, parseAmount, parseDate, partyCreditCode, RowRefused, type CityLookup } from './rules';
import type { AwardRecord, ImportParty, ImportRecord, MappedRow, OpportunityRecord, RowPlace } from './types';

type Json = Record<string, unknown>;

const obj = (v: unknown): Json | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

const PROCUREMENT_METHODS: Record<string, string> = { open: '公开招标', selective: '邀请招标', limited: '竞争性谈判', direct: '单一来源' };

/** A release from what a package holds: a release, or a record (its compiledRelease, else its latest embedded release). */
export function releaseOf(value: unknown): Json {
  const v = obj(value);
  if (!v) throw new RowRefused('不是 JSON 对象');
  if (!('releases' in v) && !('compiledRelease' in v)) return v;
  const compiled = obj(v.compiledRelease);
  if (compiled) return { ocid: v.ocid, ...compiled };
  const embedded = arr(v.releases).map(obj).filter((r): r is Json => r !== null && typeof r.id === 'string');
  const latest = embedded.sort((a, b) => str(a.date).localeCompare(str(b.date))).at(-1);
  if (!latest) throw new RowRefused('记录缺少 compiledRelease 或内嵌的发布（只有链接的发布无法导入）');
  return latest;
}

/** The duplicate key of a release in a file: ocid and release id. */
export function releaseKey(release: Json): string {
  const ocid = str(release.ocid);
  const id = str(release.id);
  if (!ocid) throw new RowRefused('缺少必填字段 ocid');
  if (!id) throw new RowRefused('缺少必填字段 id（发布编号）');
  return `${ocid}/${id}`;
}

function money(value: unknown, what: string): number | null {
  const v = obj(value);
  if (!v || v.amount === undefined || v.amount === null) return null;
  const currency = str(v.currency);
  if (currency && currency !== 'CNY') throw new RowRefused(`${what}币种不是人民币（CNY）：${currency}`);
  return parseAmount(v.amount, what);
}

function partyOf(parties: Map<string, Json>, ref: unknown, whose: string, fallbackCity: string | null, lookup: CityLookup): ImportParty {
  const r = obj(ref);
  const party = (r && parties.get(str(r.id))) ?? r;
  const name = str(party?.name) || str(r?.name);
  if (!party || !name) throw new RowRefused(`缺少${whose}名称`);
  const identifiers = [obj(party.identifier), ...arr(party.additionalIdentifiers).map(obj)].filter((i): i is Json => i !== null);
  // China's org-id schemes (CN-USCC, CN-SAIC …) or any 18-character id: the 统一社会信用代码.
  const id = identifiers.find((i) => /^CN-/.test(str(i.scheme)) || str(i.id).replace(/\s/g, '').length === 18);
  const creditCode = partyCreditCode(id ? str(id.id) : null, whose);
  const address = obj(party.address);
  const names = [str(address?.locality), str(address?.region), str(address?.streetAddress)].filter(Boolean);
  // A GB/T 2260 code may stand in region or locality (extensions of Chinese publishers).
  const city = cityForRegion({ code: names.find((n) => /^\d{6}$/.test(n)) ?? null, names }, lookup);
  if (!city && names.length > 0) throw new RowRefused(`${whose}地区无法识别：${names.slice(0, 2).join(' ')}`);
  if (!city && !fallbackCity) throw new RowRefused(`缺少${whose}地区`);
  return { name, creditCode, cityCode: city?.cityCode ?? (fallbackCity as string), address: str(address?.streetAddress) || null, contactName: str(obj(party.contactPoint)?.name) || null };
}

/**
 * The records of one release. A section present makes its record: planning with a budget, tender
 * with a tender period, each award that is not cancelled or unsuccessful. Keys are ocid + section.
 */
export function recordsOfRelease(release: Json, lookup: CityLookup): ImportRecord[] {
  const ocid = str(release.ocid);
  const version = str(release.id);
  const releasedAt = parseDate(release.date, '发布时间（date）');
  const parties = new Map(arr(release.parties).map(obj).filter((p): p is Json => p !== null).map((p) => [str(p.id), p]));
  const buyerRef = obj(release.buyer) ?? [...parties.values()].find((p) => arr(p.roles).includes('buyer')) ?? null;
  if (!buyerRef) throw new RowRefused('缺少采购单位（buyer）');
  const purchaser = partyOf(parties, buyerRef, '采购单位', null, lookup);
  const tender = obj(release.tender);
  const planning = obj(release.planning);
  const title = str(tender?.title) || str(obj(planning?.budget)?.description) || str(planning?.rationale);
  const projectNumber = str(tender?.id) || ocid;
  const description = str(tender?.description) || str(planning?.rationale);
  const base = { version, releasedAt, projectNumber, purchaser };
  const records: ImportRecord[] = [];

  const budget = planning ? money(obj(planning.budget)?.amount, '预算金额') : null;
  if (planning && budget !== null) {
    if (!title) throw new RowRefused('缺少项目名称（tender.title 或 planning.budget.description）');
    records.push(opportunity('planning', `${ocid}#planning`, title, budget, releasedAt, null, null, description, base));
  }
  const tenderPeriod = obj(tender?.tenderPeriod);
  if (tender && tenderPeriod) {
    if (!title) throw new RowRefused('缺少必填字段 tender.title');
    const from = optionalDate(tenderPeriod.startDate, '投标开始时间');
    records.push(
      opportunity('tender', `${ocid}#tender`, title, money(tender.value, '预算金额'), from ?? releasedAt, from, optionalDate(tenderPeriod.endDate, '投标截止时间'), description, base),
    );
  }
  arr(release.awards).forEach((value, i) => {
    const award = obj(value);
    if (!award || ['cancelled', 'unsuccessful'].includes(str(award.status))) return;
    const suppliers = arr(award.suppliers).map((s) => partyOf(parties, s, '中标单位', purchaser.cityCode, lookup));
    if (suppliers.length === 0) throw new RowRefused(`第 ${i + 1} 个中标（awards/${i}）缺少中标单位（suppliers）`);
    const amount = money(award.value, '中标金额');
    if (amount === null) throw new RowRefused(`第 ${i + 1} 个中标（awards/${i}）缺少中标金额（value.amount）`);
    const name = str(award.title) || title;
    if (!name) throw new RowRefused('缺少项目名称（awards.title 或 tender.title）');
    const award1: AwardRecord = {
      kind: 'award',
      key: `${ocid}#award:${str(award.id) || i}`,
      ...base,
      projectName: name,
      budgetAmount: money(tender?.value, '预算金额'),
      publishTime: optionalDate(award.date, '中标日期') ?? releasedAt,
      content: str(award.description) || description || `${purchaser.name}“${name}”中标结果公告：中标单位${suppliers.map((s) => s.name).join('、')}。`,
      suppliers,
      amount,
      purchaseWay: str(tender?.procurementMethodDetails) || PROCUREMENT_METHODS[str(tender?.procurementMethod)] || '公开招标',
      bidOpenTime: optionalDate(tenderPeriod?.endDate, '开标时间'),
    };
    records.push(award1);
  });
  if (records.length === 0) throw new RowRefused('发布中没有可导入的内容（planning.budget、tender.tenderPeriod 或 awards）');
  return records;
}

function opportunity(
  kind: OpportunityRecord['kind'],
  key: string,
  title: string,
  budget: number | null,
  publishTime: Date,
  biddingDateFrom: Date | null,
  bidDeadline: Date | null,
  description: string,
  base: Pick<OpportunityRecord, 'version' | 'releasedAt' | 'projectNumber' | 'purchaser'>,
): OpportunityRecord {
  const what = kind === 'planning' ? '采购意向' : '采购公告';
  return {
    kind,
    key,
    ...base,
    projectName: title,
    budgetAmount: budget,
    publishTime,
    content: description || `${base.purchaser.name}发布${what}：${title}。`,
    businessDirection: businessDirectionOf(title),
    biddingDateFrom,
    bidDeadline,
  };
}

/** One value read from an OCDS file (a release or a record) mapped; a broken one refused with its reason. */
export function mapOcdsValue(value: unknown, place: RowPlace, lookup: CityLookup): MappedRow {
  let key: string | null = null;
  try {
    const release = releaseOf(value);
    key = releaseKey(release);
    return { place, key, records: recordsOfRelease(release, lookup) };
  } catch (err) {
    if (err instanceof RowRefused) return { place, key, refusal: err.message };
    throw err;
  }
}
