import { describe, expect, it } from 'vitest';
import { dataOf } from './answer';
import { ApiRequestError } from './errors';

describe('dataOf', () => {
  it("resolves to a successful answer's data", async () => {
    await expect(dataOf(Promise.resolve({ code: 0, msg: '', data: { id: 7 } }))).resolves.toEqual({ id: 7 });
  });

  it("rejects with the server's message for a refusal in the envelope", async () => {
    await expect(dataOf(Promise.resolve({ code: 40901, msg: '该方案已由其他审核员处理，请刷新', data: null }))).rejects.toThrow('该方案已由其他审核员处理，请刷新');
  });

  it('keeps an HTTP refusal with its envelope, so its code can be read', async () => {
    const refusal = new ApiRequestError(403, { code: 40311, msg: '请先完成短信验证', data: null });
    await expect(dataOf(Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('says the operation failed when no envelope came back', async () => {
    await expect(dataOf(Promise.reject(new ApiRequestError(502, null)))).rejects.toThrow('操作失败，请稍后重试');
    await expect(dataOf(Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('操作失败，请稍后重试');
  });
});
