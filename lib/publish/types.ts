import type { DemandStatus } from '@/lib/opportunities/types';

/** A published requirement as its owner's pages show it. */
export interface PublishedDemandView {
  orderNo: string;
  orderName: string;
  memo: string;
  status: DemandStatus;
  createdAt: Date;
}
