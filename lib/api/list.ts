import type { Envelope } from './envelope';

export interface ListPage<T> {
  list: T[];
  total: number;
}

/**
 * 000 §8: a list call that fails or answers a code other than 0 shows as an empty list with total 0,
 * so list screens render their empty state instead of an error. `pick` finds the list (and the total,
 * when the call pages) in the answer's data; without a total the list's length is the total.
 */
export async function listOrEmpty<D, T>(
  answer: Promise<Envelope<D>>,
  pick: (data: D) => { list: T[] | null | undefined; total?: number | null },
): Promise<ListPage<T>> {
  try {
    const body = await answer;
    if (body.code !== 0) return { list: [], total: 0 };
    const { list, total } = pick(body.data);
    return { list: list ?? [], total: total ?? list?.length ?? 0 };
  } catch {
    return { list: [], total: 0 };
  }
}
