import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

const hrefFor = (page: number) => (page === 1 ? '/jfCase.html' : `/jfCase.html?page=${page}`);

describe('Pagination', () => {
  it('is hidden when everything fits on one page', () => {
    render(<Pagination page={1} pageSize={9} total={9} hrefFor={hrefFor} />);
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('links 7 page numbers with gaps, marks the current page and shows the total', () => {
    render(<Pagination page={10} pageSize={9} total={180} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 180 条')).toBeTruthy();
    const numbers = within(nav).getAllByRole('link', { name: /^第 \d+ 页$/ });
    expect(numbers.map((a) => a.textContent)).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(numbers[0]!.getAttribute('href')).toBe('/jfCase.html');
    expect(numbers[6]!.getAttribute('href')).toBe('/jfCase.html?page=20');
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('10');
    expect(nav.textContent?.match(/…/g)).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/jfCase.html?page=9');
    expect(within(nav).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/jfCase.html?page=11');
  });

  it('words an estimated count as the list head does, with pages as far as the total given', () => {
    render(<Pagination page={1} pageSize={10} total={2175} totalText="约2200" hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 约2200 条')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '第 218 页' })).toBeTruthy();
  });

  it('shows the unavailable ends as disabled spans', () => {
    render(<Pagination page={1} pageSize={10} total={25} hrefFor={hrefFor} />);
    const nav = screen.getByTestId('pagination');
    const prev = within(nav).getByText('上一页');
    expect(prev.tagName).toBe('SPAN');
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    expect(within(nav).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/jfCase.html?page=2');
    cleanup();
    render(<Pagination page={99} pageSize={10} total={25} hrefFor={hrefFor} />);
    expect(screen.getByText('下一页').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('3');
  });
});
