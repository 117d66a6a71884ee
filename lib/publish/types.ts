import { z } from 'zod';
import type { DemandStatus } from '@/lib/opportunities/types';

// The states spelled out here, not imported, so the publish pages' bundles do not carry the
// opportunity schemas; the check below keeps them the same list as DEMAND_STATUSES.
const demandStatusSchema = z.enum(['pending', 'open', 'closed']);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameStatuses: Same<z.infer<typeof demandStatusSchema>, DemandStatus> = true;
void sameStatuses;

/** A published requirement as its owner's calls answer it (getConfirmOrderData, getRequestData); dates as ISO 8601 text. */
export const publishedDemandSchema = z.object({
  orderNo: z.string(),
  orderName: z.string(),
  memo: z.string(),
  status: demandStatusSchema,
  createdAt: z.string(),
});
export type PublishedDemand = z.infer<typeof publishedDemandSchema>;

/** The same record as the server pages read it, before it travels: createdAt still a Date. */
export type PublishedDemandView = Omit<PublishedDemand, 'createdAt'> & { createdAt: Date };
