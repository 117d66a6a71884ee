import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_KEY } from '@/lib/search/history';
import { SEARCH_TYPE_KEY } from '@/lib/nav/search-type-store';
import { SearchBar } from './search-bar';

const suggestions = vi.hoisted(() => ({
  list: [
    { text: '智慧城市', html: '<em>智慧城市</em>', kind: 'search' as const },
    { text: '智慧城市管理平台', html: '<em>智慧城市</em>管理平台', kind: 'title' as const },
  ],
}));
vi.mock('@/lib/search/api', () => ({ fetchSuggestions: vi.fn(async (keyword: string) => (keyword === 'zhcs' ? suggestions.list : [])) }));

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(Date, 'now').mockReturnValue(1767225600000);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const input = () => screen.getByTestId('search-input') as HTMLInputElement;

function search(word: string) {
  fireEvent.change(input(), { target: { value: word } });
  fireEvent.click(screen.getByTestId('search-submit'));
}

describe('SearchBar', () => {
  it('has a labelled input with the spec placeholder', () => {
    render(<SearchBar />);
    expect(screen.getByLabelText('搜索关键词')).toBe(input());
    expect(input().placeholder).toBe('搜索企业、产品、解决方案、案例、项目');
  });

  it('goes to the sourcing home for an empty keyword and records nothing', () => {
    render(<SearchBar />);
    search('   ');
    expect(assign).toHaveBeenCalledWith('/sourcing/index.html');
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual([]);
  });

  it('goes to the procurement page with the trimmed keyword and remembers it', () => {
    render(<SearchBar />);
    search('  智慧城市 ');
    expect(assign).toHaveBeenCalledWith('/procurement.html?from=search&keyword=%E6%99%BA%E6%85%A7%E5%9F%8E%E5%B8%82&t=1767225600000');
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual(['智慧城市']);
  });

  it('shows the history on focus, newest first, and searches an entry when chosen', () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['云计算', '大数据']));
    render(<SearchBar />);
    expect(screen.queryByTestId('search-history')).toBeNull();
    act(() => input().focus());
    expect(screen.getAllByTestId('history-item').map((b) => b.textContent)).toEqual(['云计算', '大数据']);
    fireEvent.click(screen.getAllByTestId('history-item')[1]!);
    expect(assign).toHaveBeenCalledWith('/procurement.html?from=search&keyword=%E5%A4%A7%E6%95%B0%E6%8D%AE&t=1767225600000');
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(['大数据', '云计算']);
  });

  it('deletes one entry with × and clears all with 清空', () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['a', 'b', 'c']));
    render(<SearchBar />);
    act(() => input().focus());
    fireEvent.click(screen.getByRole('button', { name: '删除搜索历史：b' }));
    expect(screen.getAllByTestId('history-item').map((b) => b.textContent)).toEqual(['a', 'c']);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(['a', 'c']);
    fireEvent.click(screen.getByTestId('history-clear'));
    expect(screen.queryByTestId('search-history')).toBeNull();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps at most 5 entries across searches', () => {
    render(<SearchBar />);
    for (const w of ['1', '2', '3', '4', '5', '6', '2']) search(w);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(['2', '6', '5', '4', '3']);
  });

  it('searches a hot keyword from its link', () => {
    render(<SearchBar />);
    const link = screen.getByRole('link', { name: '人工智能' });
    expect(link.getAttribute('href')).toBe('/procurement.html?from=search&keyword=%E4%BA%BA%E5%B7%A5%E6%99%BA%E8%83%BD');
    fireEvent.click(link, { button: 0 });
    expect(assign).toHaveBeenCalledWith('/procurement.html?from=search&keyword=%E4%BA%BA%E5%B7%A5%E6%99%BA%E8%83%BD&t=1767225600000');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['大数据', '云计算', '人工智能', '知识图谱', '智慧城市', '物联网', '软件开发']);
  });

  it('searches by the session search type once one is chosen (001 §3), an empty keyword opening its list', () => {
    sessionStorage.setItem(SEARCH_TYPE_KEY, '案例');
    render(<SearchBar />);
    expect(input().placeholder).toBe('搜索行业案例、客户名称');
    expect(input().getAttribute('data-search-type')).toBe('案例');
    search('医疗');
    expect(assign).toHaveBeenCalledWith('/procurement.html?from=search&keyword=%E5%8C%BB%E7%96%97&activeTab=case&t=1767225600000');
    search('');
    expect(assign).toHaveBeenLastCalledWith('/jfCase.html');
    // A type the bar does not know is no choice.
    cleanup();
    sessionStorage.setItem(SEARCH_TYPE_KEY, '地图');
    render(<SearchBar />);
    expect(input().placeholder).toBe('搜索企业、产品、解决方案、案例、项目');
  });

  it('suggests as one types, the typed part marked, and takes one with the arrow keys and Enter', async () => {
    render(<SearchBar />);
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'zhcs' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['智慧城市热门搜索', '智慧城市管理平台项目']);
    expect(options[1]!.querySelector('em')!.textContent).toBe('智慧城市');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith(expect.stringContaining(`keyword=${encodeURIComponent('智慧城市管理平台')}`));
  });
});
