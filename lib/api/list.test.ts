import { describe, expect, it } from 'vitest';
import type { Envelope } from './envelope';
import { ApiRequestError } from './errors';
import { listOrEmpty } from './list';

interface CaseList {
  industryCaseInfos: string[] | null;
  total: number;
}

const answer = (code: number, data: CaseList): Promise<Envelope<CaseList>> => Promise.resolve({ code, msg: '', data });
const pick = (data: CaseList) => ({ list: data.industryCaseInfos, total: data.total });
const empty = { list: [], total: 0 };

describe('listOrEmpty (000 §8)', () => {
  it('picks the list and total of a code-0 answer', async () => {
    await expect(listOrEmpty(answer(0, { industryCaseInfos: ['a', 'b'], total: 12 }), pick)).resolves.toEqual({
      list: ['a', 'b'],
      total: 12,
    });
  });

  it('gives an empty list and total 0 for a code other than 0', async () => {
    await expect(listOrEmpty(answer(500, { industryCaseInfos: ['a'], total: 1 }), pick)).resolves.toEqual(empty);
  });

  it('gives an empty list and total 0 when the call fails', async () => {
    await expect(listOrEmpty(Promise.reject(new ApiRequestError(500, null)), pick)).resolves.toEqual(empty);
  });

  it('reads a missing list as empty', async () => {
    await expect(listOrEmpty(answer(0, { industryCaseInfos: null, total: 0 }), pick)).resolves.toEqual(empty);
  });

  it('counts the list when the answer has no total', async () => {
    const listOnly = (data: CaseList) => ({ list: data.industryCaseInfos });
    const unpaged = listOrEmpty(answer(0, { industryCaseInfos: ['a', 'b'], total: 0 }), listOnly);
    await expect(unpaged).resolves.toEqual({ list: ['a', 'b'], total: 2 });
  });
});
