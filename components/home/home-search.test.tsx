import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as searchForm } from '@/app/search-go/route';
import { SEARCH_FORM_PATH } from '@/lib/nav/alt-nav';
import { SearchBar } from '@/components/layout/header/search-bar';
import { HomeSearch } from './home-search';

vi.mock('next/navigation', () => ({ usePathname: () => '/enterprise.html' }));

afterEach(cleanup);

/** Where a browser without JavaScript lands on submitting `form`: its GET address, through the forms' redirect. */
function landing(form: HTMLFormElement): string {
  const url = new URL(form.getAttribute('action') ?? '', 'http://localhost');
  for (const [name, value] of new FormData(form)) url.searchParams.append(name, String(value));
  if (url.pathname !== SEARCH_FORM_PATH) return `${url.pathname}${url.search}`;
  return searchForm(new NextRequest(url)).headers.get('location') ?? '';
}

describe('the search forms without JavaScript (001 §9)', () => {
  it('sends the home search of type 软件企业 to /enterprise.html, the others where the script sends them', () => {
    render(<HomeSearch />);
    const form = screen.getByRole('search', { name: '按类型搜索' }) as HTMLFormElement;
    fireEvent.click(screen.getByText('软件企业', { exact: true }));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索关键词' }), { target: { value: '政务云' } });
    expect(landing(form)).toBe('/enterprise.html?from=search&searchName=%E6%94%BF%E5%8A%A1%E4%BA%91');
    fireEvent.click(screen.getByText('产品及方案', { exact: true }));
    expect(landing(form)).toBe('/procurement.html?from=search&keyword=%E6%94%BF%E5%8A%A1%E4%BA%91&activeTab=product');
    fireEvent.click(screen.getByText('服务', { exact: true }));
    expect(landing(form)).toBe('/jfService.html?keyword=%E6%94%BF%E5%8A%A1%E4%BA%91');
  });

  it("sends the header's search by the type chosen in its select", () => {
    render(<SearchBar />);
    const form = screen.getByRole('search', { name: '全站搜索' }) as HTMLFormElement;
    fireEvent.change(screen.getByRole('combobox', { name: '搜索类型' }), { target: { value: '软件企业' } });
    fireEvent.change(screen.getByRole('combobox', { name: '搜索关键词' }), { target: { value: '数据' } });
    expect(landing(form)).toBe('/enterprise.html?from=search&searchName=%E6%95%B0%E6%8D%AE');
  });
});
