import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { expertConsultSubmitCall, getExpertInfoByJfIdCall } from './contracts';
import type { ExpertConsultAnswer, ExpertInfo } from './schemas';

/** The expert card; null when the call has none to give. */
export async function fetchExpert(jfId?: number): Promise<ExpertInfo | null> {
  const answer = await request(getExpertInfoByJfIdCall, jfId ? { jfId } : {}, { noJump: true }).catch(() => null);
  return answer?.code === 0 ? answer.data : null;
}

export interface ExpertConsultFields {
  jfId: number;
  description: string;
  phone?: string;
  smsCode?: string;
}

/** POST expertConsultSubmit, resolving to the envelope whatever the code; only no answer rejects. */
export async function submitExpertConsult(fields: ExpertConsultFields): Promise<Envelope<ExpertConsultAnswer | null>> {
  try {
    return await request(expertConsultSubmitCall, fields, { noJump: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) return { ...error.envelope, data: null };
    throw error;
  }
}
