import type { Envelope } from './envelope';
import { ApiRequestError } from './errors';

const FAILED = '操作失败，请稍后重试';

/**
 * The answer's `data` when the call succeeded (code 0). Otherwise rejects with an error whose message is
 * what to show: the server's Chinese message (an HTTP refusal stays an ApiRequestError, so its status
 * and code can still be read), or a general one when no envelope came back (000 §8).
 */
export async function dataOf<T>(sent: Promise<Envelope<T>>): Promise<T> {
  let answer: Envelope<T>;
  try {
    answer = await sent;
  } catch (err) {
    if (err instanceof ApiRequestError && err.envelope?.msg) throw err;
    throw new Error(FAILED);
  }
  if (answer.code !== 0) throw new Error(answer.msg || FAILED);
  return answer.data;
}
