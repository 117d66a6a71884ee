import type { InputOf } from '@/lib/api/contract';
import { request } from '@/lib/api/request';
import { claimReviewCall, decideSchemeCall } from './contracts';

// The console's client calls (docs/features.md, Operator console). A refusal rejects with the server's
// Chinese message (another reviewer's claim, a scheme decided meanwhile).

async function answered<T>(sent: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const answer = await sent;
  if (answer.code !== 0) throw new Error(answer.msg || '操作失败，请稍后重试');
  return answer.data;
}

const refusalMessage = (err: unknown) => {
  const envelope = (err as { envelope?: { msg?: string } | null }).envelope;
  return envelope?.msg || (err instanceof Error ? err.message : '操作失败，请稍后重试');
};

/** Runs a console call; rejects with the message to show. */
async function consoleCall<T>(sent: () => Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  try {
    return await answered(sent());
  } catch (err) {
    throw new Error(refusalMessage(err));
  }
}

export const claimReview = (input: InputOf<typeof claimReviewCall>) => consoleCall(() => request(claimReviewCall, input, { noJump: true }));
export const decideScheme = (input: InputOf<typeof decideSchemeCall>) => consoleCall(() => request(decideSchemeCall, input, { noJump: true }));
