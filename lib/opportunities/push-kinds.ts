// What a push is of (docs/features.md, Saved searches and feeds): the number opportunity_push and
// mail_delivery keep in `kind`. Bid opportunities and outsourcing demands reach subscriptions and saved
// searches; new winning bids reach the saved searches of /search.html's 中标信息 tab, suppliers new to the
// portal (an import's winners) those of its 供应商 tab, newly listed schemes those of /scheme.html.

export const PUSH_KIND = { bid: 1, outsourcing: 2, award: 3, scheme: 4, supplier: 5 } as const;
export type PushKind = keyof typeof PUSH_KIND;

/** The kinds only saved searches receive, matched a batch at a time (the record.push job). */
export const LIST_PUSH_KINDS = ['award', 'scheme', 'supplier'] as const;
export type ListPushKind = (typeof LIST_PUSH_KINDS)[number];

/**
 * A pushed record by its public id: a bid opportunity's code, an outsourcing demand's orderNo, a winning
 * bid's bidCode, a solution's originIdSec, a supplier's compCode.
 */
export interface PushRef {
  kind: PushKind;
  orderId: string;
}
