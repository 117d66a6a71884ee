// What the government tendering page (/tendering.html) and the notice list read (002 §3).

/** Header statistics of a city: strings as the call answers them, "0" when missing. */
export interface TenderStatistics {
  tenderOrderNum: string;
  /** 万元, two decimals. */
  tenderAmount: string;
}

export interface TenderAttachment {
  attachmentUrl: string;
  attachmentTitle: string;
}

/** Tender file info (002 §3): a tender notice with its attachments. */
export interface TenderFileInfo {
  code: string;
  title: string;
  /** One line: purchaser, budget, deadline. */
  desc: string;
  fileInfo: TenderAttachment[];
  /** The notice's text, cut for the card. */
  noticeContent: string;
  /** The notice's detail page. */
  infoUrl: string;
  publishTime: string;
}

/** Deal item (002 §3): a recent winning bid of the city. */
export interface DealItem {
  id: number;
  formatTime: string;
  inviteeName: string;
  orderName: string;
  formatPrice: string;
}
