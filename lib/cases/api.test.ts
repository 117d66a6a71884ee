import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeQueryClient } from '@/lib/api/query-client';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { fetchIndustryCaseList, industryCaseListQuery, useIndustryCaseList } from './api';
import type { IndustryCaseInfo } from './types';

listenDuringTests();

const url = 'http://localhost:3000/api/getIndustryCaseList';
const item: IndustryCaseInfo = {
  caseUuid: 'a1',
  source: 0,
  caseTitle: '某集团MES生产执行系统建设',
  parentIndName: '制造',
  indName: '汽车制造',
  serviceCustom: '某集团',
  period: 8,
  caseDesc: '……',
  cityName: '重庆',
  buName: '某科技有限公司',
  publishTime: '2026-05-01T02:00:00.000Z',
  firstPic: null,
};
const input = { source: 0 as const, pageStart: 1, pageSize: 8 };

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: makeQueryClient() }, children);
}

describe('the case list call', () => {
  it('posts the input and answers the list and total', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(url, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 0, msg: '成功', data: { industryCaseInfos: [item], total: 21 } });
      }),
    );
    await expect(fetchIndustryCaseList({ ...input, caseTitle: 'MES' })).resolves.toEqual({ list: [item], total: 21 });
    expect(sent).toEqual([{ ...input, caseTitle: 'MES' }]);
  });

  it('shows an empty list and total 0 when the code is not 0 or the call fails (000 §8)', async () => {
    server.use(http.post(url, () => HttpResponse.json({ code: 50000, msg: '服务异常', data: null })));
    await expect(fetchIndustryCaseList(input)).resolves.toEqual({ list: [], total: 0 });
    server.use(http.post(url, () => HttpResponse.json({ code: 40000, msg: '参数不正确', data: null }, { status: 400 })));
    await expect(fetchIndustryCaseList(input)).resolves.toEqual({ list: [], total: 0 });
  });

  it('keys the query by its input and serves the hook from it', async () => {
    expect(industryCaseListQuery(input).queryKey).toEqual(['getIndustryCaseList', input]);
    server.use(http.post(url, () => HttpResponse.json({ code: 0, msg: '成功', data: { industryCaseInfos: [item], total: 1 } })));
    const { result } = renderHook(() => useIndustryCaseList(input), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ list: [item], total: 1 }));
  });
});
