import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/lib/api/query-client';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { fetchLetterCityTrees, useChangeCity } from './api';

listenDuringTests();

const origin = 'http://localhost:3000';

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: makeQueryClient() }, children);
}

describe('letter index of the city selector', () => {
  it('takes letterCityTrees from getCityProducts', async () => {
    const trees = [{ letter: 'C', cityVo: [{ cityCode: '510100', cityName: '成都', site: 'cd' }] }];
    server.use(
      http.get(`${origin}/api/getCityProducts`, () =>
        HttpResponse.json({ code: 0, msg: '成功', data: { currentCityName: '重庆', currentCityCode: '500100', hostCity: null, hotCityList: [], letterCityTrees: trees } }),
      ),
    );
    await expect(fetchLetterCityTrees()).resolves.toEqual(trees);
  });

  it('fails on a refusal, so the selector can say so', async () => {
    server.use(http.get(`${origin}/api/getCityProducts`, () => HttpResponse.json({ code: 50000, msg: '服务繁忙', data: null })));
    await expect(fetchLetterCityTrees()).rejects.toThrow('服务繁忙');
  });
});

describe('useChangeCity', () => {
  function cityServer(resultcode: string) {
    const sent: unknown[] = [];
    server.use(
      http.post(`${origin}/api/changeCity`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 0, msg: '成功', data: null, resultcode });
      }),
    );
    return sent;
  }

  it('sends the city and a timestamp, then reloads on resultcode 0000', async () => {
    const sent = cityServer('0000');
    const reload = vi.fn();
    const { result } = renderHook(() => useChangeCity({ reload }), { wrapper });
    await result.current.mutateAsync('500100');
    expect(sent).toEqual([{ cityCode: '500100', t: expect.any(Number) }]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays on the page for any other resultcode', async () => {
    cityServer('9999');
    const reload = vi.fn();
    const { result } = renderHook(() => useChangeCity({ reload }), { wrapper });
    await result.current.mutateAsync('500100');
    expect(reload).not.toHaveBeenCalled();
  });
});
