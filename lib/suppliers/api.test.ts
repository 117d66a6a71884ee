import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeQueryClient } from '@/lib/api/query-client';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { compListQuery, fetchCompList, useCompList } from './api';
import type { SupplierPatent } from './types';

listenDuringTests();

const origin = 'http://localhost:3000';
const patent: SupplierPatent = {
  patentName: '一种基于大数据的政务服务事项智能分派方法',
  patentNo: 'ZL202410123456.7',
  patentType: '发明专利',
  applyDate: '2024-03-01T00:00:00.000Z',
  publishDate: '2025-06-01T00:00:00.000Z',
};
const input = { compCode: 'C00000001', pageStart: 2, pageSize: 10 };

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: makeQueryClient() }, children);
}

describe('supplier sub-lists', () => {
  it('posts { compCode, pageStart, pageSize } and reads { list, total }', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${origin}/api/compPatentList`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 0, msg: '成功', data: { list: [patent], total: 11 } });
      }),
    );
    await expect(fetchCompList('compPatentList', input)).resolves.toEqual({ list: [patent], total: 11 });
    expect(sent).toEqual([input]);
  });

  it('shows a failing call as an empty list (000 §8)', async () => {
    server.use(
      http.post(`${origin}/api/compCaseList`, () =>
        HttpResponse.json({ code: 40400, msg: '企业不存在', data: null }, { status: 404 }),
      ),
    );
    await expect(fetchCompList('compCaseList', input)).resolves.toEqual({ list: [], total: 0 });
  });

  it('keys the query by call, supplier and page', () => {
    expect(compListQuery('compSolutionList', input).queryKey).toEqual(['compSolutionList', 'C00000001', 2, 10]);
  });

  it('serves the hook from the query', async () => {
    server.use(
      http.post(`${origin}/api/compCertificateList`, () =>
        HttpResponse.json({ code: 0, msg: '成功', data: { list: [], total: 0 } }),
      ),
    );
    const { result } = renderHook(() => useCompList('compCertificateList', input), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ list: [], total: 0 }));
  });
});
