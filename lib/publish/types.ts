/** A published requirement as its owner's pages show it. */
export interface PublishedDemandView {
  orderNo: string;
  orderName: string;
  memo: string;
  /** 'pending' (waiting for the platform), 'open', 'closed'. */
  status: string;
  createdAt: Date;
}
