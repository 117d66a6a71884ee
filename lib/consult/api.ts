import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { consultTicketCreateCall, getBuInfosByBuNameCall } from './contracts';
import type { ConsultTicketAnswer } from './schemas';

// The consult dialog's calls: refusals come back as their envelope; only no answer at all rejects.

export async function suggestCompanies(buName: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await request(getBuInfosByBuNameCall, { buName }, { noJump: true, signal });
  return answer.code === 0 ? answer.data.list.map((c) => c.buName) : [];
}

export interface ConsultTicketFields {
  ticketField: string;
  content: string;
  corpName: string;
  contactName: string;
  countryCode: '86';
  phoneNumber: string;
  smsCode?: string;
  jfid?: number;
}

export async function createConsultTicket(fields: ConsultTicketFields): Promise<Envelope<ConsultTicketAnswer | null>> {
  try {
    return await request(consultTicketCreateCall, fields, { noJump: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) return { ...error.envelope, data: null };
    throw error;
  }
}
