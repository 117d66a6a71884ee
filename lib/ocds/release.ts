import { ocidOf } from './publication';
import type { BidReleaseSource, OcdsParty, OcdsRelease, OcdsValue, OpportunityReleaseSource, ReleaseSource } from './types';

// The portal's records as OCDS 1.1 releases (docs/open-data.md "What is published"): only what a record holds
// is mapped; a field the portal does not know is left out rather than guessed.

/** 统一社会信用代码 (GB 32100-2015) in org-id.guide's scheme for China. */
export const USCC_SCHEME = 'CN-USCC';

const cny = (amount: number): OcdsValue => ({ amount, currency: 'CNY' });

/** A party id stable across releases: the credit code where known, else the portal's own key. */
function partyId(creditCode: string | null, localKey: string): string {
  return creditCode ? `${USCC_SCHEME}-${creditCode}` : `jf-${localKey}`;
}

function withIdentifier(party: Omit<OcdsParty, 'identifier'>, creditCode: string | null): OcdsParty {
  return creditCode ? { ...party, identifier: { scheme: USCC_SCHEME, id: creditCode, legalName: party.name } } : party;
}

/** Parties with one entry per id: an organisation in two roles is listed once with both. */
function mergeParties(parties: OcdsParty[]): OcdsParty[] {
  const byId = new Map<string, OcdsParty>();
  for (const p of parties) {
    const seen = byId.get(p.id);
    if (seen) seen.roles = [...new Set([...seen.roles, ...p.roles])];
    else byId.set(p.id, { ...p, roles: [...p.roles] });
  }
  return [...byId.values()];
}

/** A release id unique within its ocid and new with every change: the record key and the change time's digits. */
export function releaseIdOf(key: string, changedAt: string): string {
  return `${key}-${changedAt.replace(/\D/g, '')}`;
}

function bidRelease(s: BidReleaseSource): OcdsRelease {
  const buyerId = partyId(s.buyerCreditCode, `purchaser-${s.purchaseCode}`);
  const supplierId = partyId(s.supplierCreditCode, s.supplierId ? `supplier-${s.supplierId}` : `supplier-${s.bidComp}`);
  const buyer = withIdentifier(
    { id: buyerId, name: s.purchaser, roles: ['buyer'], address: { region: s.provinceName, locality: s.cityName, countryName: '中国' } },
    s.buyerCreditCode,
  );
  const supplier = withIdentifier({ id: supplierId, name: s.bidComp, roles: ['supplier'] }, s.supplierCreditCode);
  return {
    ocid: ocidOf('bid', s.bidCode),
    id: releaseIdOf(s.bidCode, s.changedAt),
    date: s.changedAt,
    tag: ['award'],
    initiationType: 'tender',
    language: 'zh',
    parties: mergeParties([buyer, supplier]),
    buyer: { id: buyerId, name: s.purchaser },
    tender: {
      id: s.projectNumber,
      title: s.projectName,
      // 采购方式 (公开招标, 竞争性磋商, …) is not one of the closed procurementMethod codes: it is kept in words.
      procurementMethodDetails: s.purchaseWay,
      ...(s.budgetAmount !== null ? { value: cny(s.budgetAmount) } : {}),
    },
    awards: [
      {
        id: `${s.bidCode}-1`,
        title: s.projectName,
        status: 'active',
        date: s.publishTime.toISOString(),
        value: cny(s.amount),
        suppliers: [{ id: supplierId, name: s.bidComp }],
      },
    ],
  };
}

/** Yuan from an opportunity's budget: type 2 notices give yuan, intentions 万 (001 §9). */
export function opportunityBudgetYuan(type: number, budget: string | null): number | null {
  if (budget === null) return null;
  const n = Number(budget);
  if (!Number.isFinite(n)) return null;
  return type === 2 ? n : Math.round(n * 10_000 * 100) / 100;
}

function opportunityRelease(s: OpportunityReleaseSource): OcdsRelease {
  const buyerId = partyId(s.buyerCreditCode, `buyer-${s.purchaserName}`);
  const budget = opportunityBudgetYuan(s.type, s.budgetAmount);
  const planning = s.type === 1;
  const period = {
    ...(s.biddingDateFrom ? { startDate: s.biddingDateFrom.toISOString() } : {}),
    ...(s.bidDeadline ? { endDate: s.bidDeadline.toISOString() } : {}),
  };
  return {
    ocid: ocidOf('opportunity', s.code),
    id: releaseIdOf(s.code, s.changedAt),
    date: s.changedAt,
    tag: [planning ? 'planning' : 'tender'],
    initiationType: 'tender',
    language: 'zh',
    parties: [withIdentifier({ id: buyerId, name: s.purchaserName, roles: ['buyer'] }, s.buyerCreditCode)],
    buyer: { id: buyerId, name: s.purchaserName },
    ...(planning && budget !== null ? { planning: { budget: { amount: cny(budget) } } } : {}),
    tender: {
      id: s.projectNumber || s.code,
      title: s.projectName,
      // An intention announces a purchase to come: its tender is planned by definition.
      ...(planning ? { status: 'planned' } : { datePublished: s.publishTime.toISOString() }),
      ...(!planning && budget !== null ? { value: cny(budget) } : {}),
      ...(!planning && Object.keys(period).length ? { tenderPeriod: period } : {}),
    },
  };
}

export function toRelease(source: ReleaseSource): OcdsRelease {
  return source.kind === 'bid' ? bidRelease(source) : opportunityRelease(source);
}
