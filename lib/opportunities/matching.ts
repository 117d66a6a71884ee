import { BUSINESS_DIRECTIONS, JOB_TYPES, PURCHASE_UNITS, SERVICE_CATEGORIES, childNameOf, nameOf } from './options';
import { CHANNEL, channelOfBidSource, type Channel, type GovSubscription, type ManpowerSubscription, type SoftwareSubscription, type SubscriptionSettings } from './schemas';

// Which saved subscriptions a new opportunity reaches, and why (the reason goes into the pushed
// message). Pure, so the rules are tested without a database; the pusher loads and delivers.

export interface BidFacts {
  kind: 'bid';
  bidSource: number;
  cityCode: string;
  /** Budget in 万 (null: not published). */
  budgetWan: number | null;
  businessDirection: string;
  purchaseUnit: string;
}

export interface DemandFacts {
  kind: 'outsourcing';
  /** 1 software, 2 manpower. */
  channel: number;
  cityCode: string | null;
  /** Yuan; null is negotiable. */
  price: number | null;
  primaryClass: string | null;
  secondClass: string | null;
  receiveRequirement: number | null;
  residentPeriod: string | null;
  settlementPeriod: string | null;
}

export type OpportunityFacts = BidFacts | DemandFacts;

/** The channel whose subscriptions an opportunity is matched against. */
export function channelOf(facts: OpportunityFacts): Channel {
  if (facts.kind === 'bid') return channelOfBidSource(facts.bidSource);
  return facts.channel === CHANNEL.manpower ? CHANNEL.manpower : CHANNEL.software;
}

const inRange = (value: number | null, start: number, end: number) => value === null || (value >= start && value <= end);
/** A field the opportunity leaves open matches any choice. */
const openOrIn = (value: string | null, chosen: readonly string[]) => value === null || chosen.includes(value);

function budgetText(start: number, end: number, unit: '万' | '元'): string {
  return `预算${start}-${end}${unit}`;
}

function matchGov(s: GovSubscription, f: BidFacts): string[] | null {
  if (!s.city.includes(f.cityCode)) return null;
  if (!s.businessDirection.includes(f.businessDirection) || !s.purchaseUnit.includes(f.purchaseUnit)) return null;
  if (!inRange(f.budgetWan, s.budgetStart, s.budgetEnd)) return null;
  return [`业务方向：${nameOf(BUSINESS_DIRECTIONS, f.businessDirection)}`, `采购单位：${nameOf(PURCHASE_UNITS, f.purchaseUnit)}`, budgetText(s.budgetStart, s.budgetEnd, '万')];
}

function matchSoftware(s: SoftwareSubscription, f: DemandFacts): string[] | null {
  if (f.cityCode === null || !s.city.includes(f.cityCode)) return null;
  if (f.primaryClass === null || !s.primaryClass.includes(f.primaryClass) || !openOrIn(f.secondClass, s.secondClass)) return null;
  if (!inRange(f.price, s.budgetStart, s.budgetEnd)) return null;
  if (f.receiveRequirement !== null && String(f.receiveRequirement) !== s.receiveRequrie[0]) return null;
  const category = f.secondClass ? childNameOf(SERVICE_CATEGORIES, f.secondClass) : nameOf(SERVICE_CATEGORIES, f.primaryClass);
  return [`服务类别：${category}`, budgetText(s.budgetStart, s.budgetEnd, '元')];
}

function matchManpower(s: ManpowerSubscription, f: DemandFacts): string[] | null {
  if (f.cityCode === null || !s.city.includes(f.cityCode)) return null;
  if (f.primaryClass === null || !s.primaryClassJob.includes(f.primaryClass) || !openOrIn(f.secondClass, s.secondClassJob)) return null;
  if (!inRange(f.price, s.budgetStart, s.budgetEnd)) return null;
  if (!openOrIn(f.residentPeriod, s.residentPeriod) || !openOrIn(f.settlementPeriod, s.settlementPeriod)) return null;
  const job = f.secondClass ? childNameOf(JOB_TYPES, f.secondClass) : nameOf(JOB_TYPES, f.primaryClass);
  return [`岗位类别：${job}`, budgetText(s.budgetStart, s.budgetEnd, '元')];
}

/**
 * Why `settings` wants `facts` (the parts of the reason, city first), or null when it does not: the
 * channel, the city, the budget range and the direction or category all have to agree.
 */
export function matchReasons(settings: SubscriptionSettings, facts: OpportunityFacts, cityName: string): string[] | null {
  if (settings.channel !== channelOf(facts)) return null;
  let parts: string[] | null;
  if (facts.kind === 'bid') parts = settings.channel === CHANNEL.govAgency || settings.channel === CHANNEL.govThirdParty ? matchGov(settings, facts) : null;
  else if (settings.channel === CHANNEL.software) parts = matchSoftware(settings, facts);
  else if (settings.channel === CHANNEL.manpower) parts = matchManpower(settings, facts);
  else parts = null;
  return parts && [`城市：${cityName}`, ...parts];
}
