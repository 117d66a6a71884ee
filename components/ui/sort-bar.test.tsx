import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SortState } from '@/lib/ui/sort';
import { SortBar } from './sort-bar';

afterEach(cleanup);

const options = [
  { key: '', label: '综合' },
  { key: 'publish_time', label: '发布时间' },
  { key: 'amount', label: '中标金额' },
  { key: 'price', label: '价格', firstOrder: 'asc' as const },
];
const hrefFor = (s: SortState) => (s.key ? `/search.html?sortBy=${s.key}&order=${s.order}` : '/search.html');
const option = (key: string) => screen.getAllByTestId('sort-option').find((a) => a.dataset.key === key)!;

describe('SortBar', () => {
  it('marks comprehensive by default and links each key to its first direction', () => {
    render(<SortBar options={options} current={{ key: '', order: 'desc' }} hrefFor={hrefFor} />);
    expect(option('').getAttribute('aria-current')).toBe('true');
    expect(option('').textContent).toBe('综合');
    expect(option('publish_time').getAttribute('href')).toBe('/search.html?sortBy=publish_time&order=desc');
    expect(option('price').getAttribute('href')).toBe('/search.html?sortBy=price&order=asc');
  });

  it('shows the direction on the active key and links it to the other direction', () => {
    render(<SortBar options={options} current={{ key: 'amount', order: 'desc' }} hrefFor={hrefFor} />);
    const amount = option('amount');
    expect(amount.getAttribute('aria-current')).toBe('true');
    expect(amount.textContent).toBe('中标金额↓（降序）');
    expect(amount.getAttribute('href')).toBe('/search.html?sortBy=amount&order=asc');
    expect(option('').getAttribute('aria-current')).toBeNull();
    expect(option('').getAttribute('href')).toBe('/search.html');
    expect(option('publish_time').textContent).toBe('发布时间');
    cleanup();
    render(<SortBar options={options} current={{ key: 'amount', order: 'asc' }} hrefFor={hrefFor} />);
    expect(option('amount').textContent).toBe('中标金额↑（升序）');
  });
});
