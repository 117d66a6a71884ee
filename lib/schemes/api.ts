import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { supIsvSelectCaseInfoCall } from './contracts';
import type { SchemePayload } from './schemas';

export type SubmitOutcome =
  | { ok: true; id: number; nextPageToken: string }
  | { ok: false; stale: boolean; msg: string };

/** supIsvSelectCaseInfo (001 §7): code 0 with data.id is success; 40103 means the page is stale. */
export async function submitScheme(payload: SchemePayload): Promise<SubmitOutcome> {
  try {
    const answer = await request(supIsvSelectCaseInfoCall, payload);
    if (answer.code === 0) return { ok: true, ...answer.data };
    return { ok: false, stale: answer.code === 40103, msg: answer.msg };
  } catch (error) {
    const envelope = error instanceof ApiRequestError ? error.envelope : null;
    return { ok: false, stale: envelope?.code === 40103, msg: envelope?.msg || '提交失败，请稍后再试' };
  }
}

export function useSubmitScheme() {
  return useMutation({ mutationFn: submitScheme });
}
