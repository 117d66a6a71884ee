import 'server-only';
import { solutions } from '@/lib/server/db/schema';
import { selectAs, type RawRow } from '@/lib/server/db/select-as';
import { highlight } from '@/lib/search/highlight';
import { cutDescription } from '@/lib/solutions/display';
import type { OriginTag, SolutionListItem } from '@/lib/solutions/types';

// A solution as a card (001 §3 Solution list item): the one mapping the solutions list, the related
// solutions of a detail page and the procurement page's 找方案 tab share.

export const cardColumns = {
  originIdSec: solutions.originIdSec,
  originSource: solutions.originSource,
  serviceName: solutions.serviceName,
  firstCategoryName: solutions.firstCategoryName,
  originTag: solutions.originTag,
  serviceDesc: solutions.serviceDesc,
  servicePrice: solutions.servicePrice,
  serviceProvider: solutions.serviceProvider,
};
export const cardSelect = selectAs(cardColumns);
export type CardRow = RawRow<typeof cardColumns>;

/** The name with the keyword's terms in <em> (everything else escaped), the description cut at 80. */
export function toCard(row: CardRow, highlights: readonly string[]): SolutionListItem {
  return {
    ...row,
    originTag: row.originTag as OriginTag,
    serviceName: highlight(row.serviceName, highlights),
    serviceDesc: cutDescription(row.serviceDesc),
    servicePrice: row.servicePrice === null ? null : Number(row.servicePrice),
  };
}
