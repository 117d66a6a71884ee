import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  clearHistory,
  EMPTY_SEARCH_HREF,
  HISTORY_MAX,
  normalizeKeyword,
  parseHistory,
  removeFromHistory,
  headerSearchHref,
  serializeHistory,
} from './history';

describe('normalizeKeyword', () => {
  it('trims ASCII and full-width spaces', () => {
    expect(normalizeKeyword('  大数据  ')).toBe('大数据');
    expect(normalizeKeyword('\u3000云计算\u3000')).toBe('云计算');
    expect(normalizeKeyword('\t软件 开发\n')).toBe('软件 开发');
  });
  it('turns nullish into empty', () => {
    expect(normalizeKeyword(null)).toBe('');
    expect(normalizeKeyword(undefined)).toBe('');
  });
});

describe('addToHistory', () => {
  it('puts the newest keyword first', () => {
    expect(addToHistory(['a'], 'b')).toEqual(['b', 'a']);
  });
  it('stores the trimmed keyword', () => {
    expect(addToHistory([], '  人工智能 ')).toEqual(['人工智能']);
  });
  it('ignores empty and blank keywords', () => {
    expect(addToHistory(['a'], '')).toEqual(['a']);
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
  });
  it('moves a repeated keyword to the front instead of duplicating it', () => {
    expect(addToHistory(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(addToHistory(['a', 'b', 'c'], ' b ')).toEqual(['b', 'a', 'c']);
  });
  it('keeps at most 5, dropping the oldest', () => {
    let list: string[] = [];
    for (const k of ['1', '2', '3', '4', '5', '6', '7']) list = addToHistory(list, k);
    expect(HISTORY_MAX).toBe(5);
    expect(list).toEqual(['7', '6', '5', '4', '3']);
  });
  it('does not change the list it was given', () => {
    const list = ['a'];
    addToHistory(list, 'b');
    expect(list).toEqual(['a']);
  });
});

describe('removeFromHistory and clearHistory', () => {
  it('deletes one entry and keeps the order of the rest', () => {
    expect(removeFromHistory(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeFromHistory(['a'], 'x')).toEqual(['a']);
  });
  it('clears all', () => {
    expect(clearHistory()).toEqual([]);
  });
});

describe('parseHistory and serializeHistory', () => {
  it('round-trips a list', () => {
    const list = ['大数据', '云计算'];
    expect(parseHistory(serializeHistory(list))).toEqual(list);
  });
  it('returns an empty list for missing or malformed storage', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('')).toEqual([]);
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('"text"')).toEqual([]);
  });
  it('cleans a tampered list: non-strings, blanks, duplicates and overflow', () => {
    expect(parseHistory(JSON.stringify([' a ', 1, null, '', 'b', 'a', 'c', 'd', 'e', 'f']))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('serializes at most 5 entries', () => {
    expect(JSON.parse(serializeHistory(['1', '2', '3', '4', '5', '6']))).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('headerSearchHref', () => {
  it('sends an empty or blank keyword to the sourcing home', () => {
    expect(headerSearchHref('')).toBe(EMPTY_SEARCH_HREF);
    expect(headerSearchHref('   ', 123)).toBe('/sourcing/index.html');
  });
  it('goes to the procurement page with the encoded, trimmed keyword and the timestamp', () => {
    const href = headerSearchHref(' 智慧 城市&1 ', 1767225600000);
    expect(href).toBe('/procurement.html?from=search&keyword=%E6%99%BA%E6%85%A7%20%E5%9F%8E%E5%B8%82%261&t=1767225600000');
    const url = new URL(href, 'https://x');
    expect(url.pathname).toBe('/procurement.html');
    expect(url.searchParams.get('from')).toBe('search');
    expect(url.searchParams.get('keyword')).toBe('智慧 城市&1');
    expect(url.searchParams.get('t')).toBe('1767225600000');
  });
  it('leaves the timestamp out when no time is given', () => {
    expect(headerSearchHref('物联网')).toBe('/procurement.html?from=search&keyword=%E7%89%A9%E8%81%94%E7%BD%91');
  });
});
