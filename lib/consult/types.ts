/** A consult ticket as its owner's user centre shows it. */
export interface TicketView {
  ticketNo: string;
  subject: string;
  /** 'new', 'contacted', 'closed'. */
  status: string;
  createdAt: Date;
}
