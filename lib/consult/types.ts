/** A consult ticket's handling state (002 §3 Consult ticket). */
export const CONSULT_TICKET_STATUSES = ['new', 'contacted', 'closed'] as const;
export type ConsultTicketStatus = (typeof CONSULT_TICKET_STATUSES)[number];

/** A consult ticket as its owner's user centre shows it. */
export interface TicketView {
  ticketNo: string;
  subject: string;
  status: ConsultTicketStatus;
  createdAt: Date;
}
